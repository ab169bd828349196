#!/usr/bin/env bash
# A throwaway PostgreSQL for the server's test suite (TEST_DATABASE_URL).
#
# Two ways to use it:
#   bash scripts/ci-postgres.sh -- npm test      # run a command against it, then stop it
#   source scripts/ci-postgres.sh                # export TEST_DATABASE_URL in this shell;
#                                                # the cluster stops when the shell exits
#
# It installs Debian's postgresql with apt when no initdb is found, creates a
# cluster in a temporary folder (owned by `postgres` when run as root: initdb
# refuses root), starts it on 127.0.0.1 on a free port with fsync off (test
# data need not survive a crash), creates the database `spyglass_test`, and
# removes everything when it stops. The suite makes a fresh database per test
# file on this server.

_spyglass_pg_main() {
  set -euo pipefail
  local bindir
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "ci-postgres: installing postgresql with apt" >&2
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
    bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi

  local as_pg=()
  local dir
  dir=$(mktemp -d /tmp/spyglass-pg.XXXXXX)
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$dir"
    as_pg=(runuser -u postgres --)
  fi

  "${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; rm -rf "$dir"; return 1; }

  # A loopback port below the kernel's range for outgoing connections: a port in that range can
  # be held by a connection that closed moments ago (a test's or a benchmark's), and the bind fails.
  # A port that is taken anyway is given up for another.
  local ephemeral_low=32768 span port started=""
  read -r ephemeral_low _ </proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || true
  span=$((ephemeral_low - 20000))
  [ "$span" -ge 1000 ] || span=10000
  for _ in $(seq 1 10); do
    port=$((20000 + RANDOM % span))
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then continue; fi
    rm -f "$dir/server.log"
    if "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >&2; then
      started=yes
      break
    fi
    if ! grep -q 'Address already in use' "$dir/server.log"; then break; fi
    echo "ci-postgres: port $port is taken; trying another" >&2
  done
  if [ -z "$started" ]; then
    cat "$dir/server.log" >&2 2>/dev/null || echo "ci-postgres: no free port found" >&2
    rm -rf "$dir"
    return 1
  fi
  "${as_pg[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres spyglass_test

  SPYGLASS_PG_DIR="$dir"
  SPYGLASS_PG_BIN="$bindir"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/spyglass_test"
  echo "ci-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL set)" >&2
}

spyglass_pg_stop() {
  [ -n "${SPYGLASS_PG_DIR:-}" ] || return 0
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$SPYGLASS_PG_BIN/pg_ctl" -D "$SPYGLASS_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  else
    "$SPYGLASS_PG_BIN/pg_ctl" -D "$SPYGLASS_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$SPYGLASS_PG_DIR"
  SPYGLASS_PG_DIR=""
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: keep the caller's options, add the stop to its EXIT trap. `set +o` runs in a
  # command substitution, where bash turns errexit off, so errexit is read from $- instead.
  _spyglass_saved_opts=$(set +o)
  _spyglass_errexit=0
  case $- in *e*) _spyglass_errexit=1 ;; esac
  _spyglass_pg_main
  eval "$_spyglass_saved_opts"
  if [ "$_spyglass_errexit" = 1 ]; then set -e; fi
  _spyglass_prev_trap=$(trap -p EXIT | sed -E "s/^trap -- '(.*)' EXIT$/\1/")
  # shellcheck disable=SC2064
  trap "spyglass_pg_stop; ${_spyglass_prev_trap}" EXIT
else
  _spyglass_pg_main
  trap spyglass_pg_stop EXIT
  if [ "${1:-}" = "--" ]; then shift; fi
  if [ "$#" -gt 0 ]; then
    "$@"
  else
    echo "usage: bash scripts/ci-postgres.sh -- <command>   or   source scripts/ci-postgres.sh" >&2
    exit 2
  fi
fi
