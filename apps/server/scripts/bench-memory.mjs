// npm run bench:memory — what the server costs in memory and on disk, beside
// the floor of its stack, in one run:
//   (a) the floor: a bare Fastify, and a bare Fastify with an empty PGlite
//       (plain, and with the flags the server runs with), each in a child
//       process of its own, RSS once settled; the targets count from the
//       plain floor;
//   (b) Spyglass (dist/main.js with npm start's flags, monitor on) idle on
//       an empty PGlite folder;
//   (c) Spyglass checking the monitor benchmark's fixture pages (1,000 of
//       ~50 KB) for 4 rounds, a tenth of them changing each round: RSS peak
//       and settled, then the data folder's growth and the size per snapshot:
//       over the whole run (one-off costs such as a new log segment included),
//       and between the end of round 1 and the end of the last round (what
//       further snapshots cost, the write-ahead log counted apart);
//   (d) Spyglass idle on PostgreSQL when BENCH_DATABASE_URL is set.
// RSS is read from /proc (VmRSS, and VmHWM for the peak): every thread of the
// process counts. "Settled" is the RSS once it moved less than 2 MB in 5 s.
// Options (environment): BENCH_PAGES (1000), BENCH_ROUNDS (4; more rounds give
// the later-rounds figure more snapshots), BENCH_STORAGE_ONLY=1 (only (c)),
// BENCH_NODE_FLAGS (extra Node flags for the floor and Spyglass processes, to
// compare), BENCH_DATABASE_URL.
import { spawn } from 'node:child_process';
import { startFlags } from './lib/startFlags.mjs';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { HOSTS, startPageFixture } from './lib/pageFixture.mjs';

register();
const { openDatabase, competitors, pages, projects, teams, websites } = await import('../src/db/index.ts');
const { unpackText } = await import('../src/db/packedText.ts');
const { sql } = await import('drizzle-orm');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error('dist/main.js is missing: run `npm run build -w @spyglass/server` first.');
  process.exit(1);
}
const PAGE_COUNT = Number(process.env.BENCH_PAGES ?? 1000);
const STORAGE_ONLY = process.env.BENCH_STORAGE_ONLY === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const SERVER_FLAGS = startFlags(root);
const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const temporaryFolders = [];
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'spyglass-memory-'));
  temporaryFolders.push(folder);
  return folder;
}

/** Resident and peak resident memory of a process, in bytes (every thread included). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Waits until the process's RSS moves less than 2 MB over 5 s (at most `maxMs`); answers that RSS and the peak so far. */
async function settledMemory(pid, maxMs = 60_000) {
  const samples = [];
  const started = Date.now();
  for (;;) {
    samples.push({ at: Date.now(), ...memoryOf(pid) });
    const window = samples.filter((sample) => sample.at >= Date.now() - 5_000);
    const spread = Math.max(...window.map((s) => s.rss)) - Math.min(...window.map((s) => s.rss));
    if ((Date.now() - started >= 5_000 && spread < 2 * MB) || Date.now() - started >= maxMs) {
      const last = samples.at(-1);
      return { rss: last.rss, peak: last.peak, seconds: (Date.now() - started) / 1000 };
    }
    await sleep(250);
  }
}

function folderBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

/** The bytes of PostgreSQL's write-ahead log (pg_wal) under a folder: recycled segments, bounded by max_wal_size. */
function walBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(folder, entry.name);
    total += entry.name === 'pg_wal' ? folderBytes(path) : walBytes(path);
  }
  return total;
}

/** The size of each relation's files under the database folder (base/), forks and 1 GB segments summed, by file node. */
function relationFileBytes(folder) {
  const sizes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const node = /^(\d+)(?:_\w+)?(?:\.\d+)?$/.exec(entry.name)?.[1];
        if (node && dir.includes(join('pglite', 'base'))) sizes.set(node, (sizes.get(node) ?? 0) + statSync(path).size);
      }
    }
  };
  walk(folder);
  return sizes;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A child process whose stdout lines can be awaited. */
function startChild(args, env, flags = []) {
  const child = spawn(process.execPath, [...flags, ...NODE_FLAGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.add(child);
  const waiting = [];
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      for (const wait of [...waiting]) {
        if (line.startsWith(wait.prefix)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(line);
        }
      }
    }
  });
  const line = (prefix) => new Promise((resolve) => waiting.push({ prefix, resolve }));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  return { child, line, stop };
}

// ---------------------------------------------------------------- (a) the floor
async function floor(mode, flags = []) {
  const folder = temporaryFolder();
  const child = startChild([join(root, 'scripts', 'lib', 'memoryFloor.mjs'), mode, folder], {}, flags);
  await child.line('ready');
  const memory = await settledMemory(child.child.pid);
  child.child.stdin.write('query\n');
  const query = Number((await child.line('query')).split(' ')[1]);
  await child.stop();
  return { ...memory, queryMs: query };
}

// ---------------------------------------------------------------- Spyglass
async function startSpyglass(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild(
    [entry],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MONITOR_ALLOW_PRIVATE: '1',
      MONITOR_POLL_MS: '500',
      AUTH_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      ...env,
    },
    SERVER_FLAGS,
  );
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/utils/health-check/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240 || server.child.exitCode !== null) throw new Error('the server did not become healthy');
    await sleep(250);
  }
  return { ...server, base };
}

/** Mean time of a signed-in project listing (10 projects), one request at a time: the query speed a flag must keep. */
async function listingMs(base) {
  const json = async (path, init) => {
    const response = await fetch(`${base}/api/v1${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const email = `memory-${Date.now()}@example.com`;
  const password = 'benchmark password';
  await json('/users/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bench' }),
  });
  const { access_token: token } = await json('/login/access-token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let i = 0; i < 10; i += 1) {
    await json('/projects/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Project ${i}`, description: 'A project to list' }),
    });
  }
  const runs = 300;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await json('/projects/', { headers });
  return (performance.now() - started) / runs;
}

async function idleSpyglass(env) {
  const server = await startSpyglass(env);
  const memory = await settledMemory(server.child.pid);
  const queryMs = await listingMs(server.base);
  await server.stop();
  return { ...memory, queryMs };
}

// ---------------------------------------------------------------- (c) after the monitor
async function seed(dataDir, listening, urls) {
  const database = await openDatabase({ DATA_DIR: dataDir });
  const { db } = database;
  const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
  const [project] = await db.insert(projects).values({ teamId: team.id, name: 'Bench' }).returning();
  const [competitor] = await db.insert(competitors).values({ projectId: project.id, name: 'Bench' }).returning();
  // Every minute (the API allows less often; the rounds are then a minute apart).
  const sites = await db
    .insert(websites)
    .values(
      listening.map(({ host, port }) => ({
        competitorId: competitor.id,
        name: host,
        url: `http://${host}:${port}`,
        checkFrequencyMinutes: 1,
      })),
    )
    .returning();
  for (let start = 0; start < urls.length; start += 500) {
    await db.insert(pages).values(
      urls.slice(start, start + 500).map((url, offset) => ({
        websiteId: sites[(start + offset) % HOSTS].id,
        name: `Page ${start + offset}`,
        url,
        nextCheckAt: new Date(Date.now() - 1000),
      })),
    );
  }
  const lsn = await db.execute(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
  await database.close();
  return lsn.rows[0].lsn;
}

async function storedSizes(dataDir, laterSince, logBefore) {
  const database = await openDatabase({ DATA_DIR: dataDir });
  // Log written by the server's run (its stop's checkpoint included), whatever of it pg_wal still holds.
  const logWritten = await database.db.execute(
    sql`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${logBefore}::pg_lsn)::text AS bytes`,
  );
  const rows = await database.db.execute(
    sql`SELECT s.text AS packed, b.text AS base, s.created_at > ${laterSince.toISOString()}::timestamptz AS later
      FROM page_snapshots s LEFT JOIN page_snapshots b ON b.id = s.base_id`,
  );
  // Each table with its TOAST table and indexes, by file node, to say where the later rounds' growth went.
  const owners = await database.db.execute(sql`
    SELECT pg_relation_filenode(c.oid)::text AS node,
      coalesce(toasted.relname, indexed.relname, c.relname) AS owner
    FROM pg_class c
    LEFT JOIN pg_index ix ON ix.indexrelid = c.oid
    LEFT JOIN pg_class indexed_rel ON indexed_rel.oid = ix.indrelid
    LEFT JOIN pg_class toasted ON toasted.reltoastrelid = coalesce(indexed_rel.oid, c.oid)
    LEFT JOIN pg_class indexed ON indexed.oid = ix.indrelid
    WHERE pg_relation_filenode(c.oid) IS NOT NULL`);
  const relations = await database.db.execute(
    sql`SELECT pg_total_relation_size('page_snapshots') AS snapshots, pg_total_relation_size('page_changes') AS changes`,
  );
  const packed = rows.rows.map((row) => row.packed);
  let rawBytes = 0;
  let packedBytes = 0;
  let laterSnapshots = 0;
  let laterRawBytes = 0;
  let differences = 0;
  const asBytes = (value) => (value === null ? null : value instanceof Uint8Array ? value : Buffer.from(value));
  for (const row of rows.rows) {
    const bytes = asBytes(row.packed);
    packedBytes += bytes.byteLength;
    if (row.base !== null) differences += 1;
    const raw = Buffer.byteLength(await unpackText(bytes, asBytes(row.base)), 'utf8');
    rawBytes += raw;
    if (row.later) {
      laterSnapshots += 1;
      laterRawBytes += raw;
    }
  }
  const sizes = relations.rows[0];
  // What a maintenance pass costs on this folder now (the server ran its own during the run as its log grew).
  const maintenance = database.maintain ? await database.maintain() : null;
  await database.close();
  return {
    snapshots: packed.length,
    differences,
    laterSnapshots,
    laterRawBytes,
    logWritten: Number(logWritten.rows[0].bytes),
    ownerOfNode: new Map(owners.rows.map((row) => [row.node, row.owner])),
    maintenance,
    rawBytes,
    packedBytes,
    snapshotsRelation: Number(sizes.snapshots),
    changesRelation: Number(sizes.changes),
  };
}

async function afterMonitor() {
  const fixture = await startPageFixture(PAGE_COUNT);
  const dataDir = temporaryFolder();
  const logBefore = await seed(dataDir, fixture.ready.listening, fixture.urls);
  const folderBefore = folderBytes(dataDir);
  const walBefore = walBytes(dataDir);
  const server = await startSpyglass({ DATA_DIR: dataDir });
  const started = performance.now();
  let afterFirst = null;
  for (let round = 1; round <= ROUNDS; round += 1) {
    // A round is done when every page has been fetched once more.
    while ((await fixture.served()) < round * PAGE_COUNT) {
      if (server.child.exitCode !== null) throw new Error('the server stopped during the monitor rounds');
      await sleep(200);
    }
    if (round === 1 && ROUNDS > 1) {
      // The first round's writes end a little after its last fetch; the next round is a minute later.
      await sleep(3_000);
      afterFirst = {
        at: new Date(),
        folder: folderBytes(dataDir),
        wal: walBytes(dataDir),
        relations: relationFileBytes(dataDir),
      };
    }
    if (round < ROUNDS) await fixture.changeSomePages(round);
  }
  const elapsed = (performance.now() - started) / 1000;
  // Let the last round's writes finish (a check's write follows its fetch).
  await sleep(2_000);
  const peak = memoryOf(server.child.pid).peak;
  const settled = await settledMemory(server.child.pid);
  await server.stop();
  fixture.close();
  const folderAfter = folderBytes(dataDir);
  const relationsAfter = relationFileBytes(dataDir);
  const walAfter = walBytes(dataDir);
  const walGrowth = walAfter - walBefore;
  const sizes = await storedSizes(dataDir, afterFirst?.at ?? new Date(), logBefore);
  return {
    peak,
    settled: settled.rss,
    elapsed,
    folderBefore,
    folderAfter,
    walBefore,
    walAfter,
    walGrowth,
    afterFirst,
    relationsAfter,
    ...sizes,
  };
}

// ---------------------------------------------------------------- run and report
console.log(
  `Spyglass memory benchmark: Node ${process.versions.node}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'})` +
    (NODE_FLAGS.length > 0 ? `, Node flags: ${NODE_FLAGS.join(' ')}` : ''),
);
const bare = STORAGE_ONLY ? null : await floor('fastify');
const withPglite = STORAGE_ONLY ? null : await floor('pglite');
const withPgliteLiftoff = STORAGE_ONLY ? null : await floor('pglite', SERVER_FLAGS);
const idle = STORAGE_ONLY ? null : await idleSpyglass({ DATA_DIR: temporaryFolder() });
const monitored = await afterMonitor();
// On PostgreSQL every process must sign with the same key: one made up for the run.
const onPostgres =
  process.env.BENCH_DATABASE_URL && !STORAGE_ONLY
    ? await idleSpyglass({
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        DATA_DIR: temporaryFolder(),
        SECRET_KEY: randomBytes(32).toString('hex'),
      }).catch((error) => {
        console.error(`PostgreSQL not measured: ${error.message}`);
        return null;
      })
    : null;

if (!STORAGE_ONLY) {
  const floorRss = withPglite.rss;
  const verdict = (value, target) => `${mb(value)} | ≤ ${mb(target)} | ${value <= target ? 'met' : 'not met'}`;
  console.log('\n| process | RSS | target | |');
  console.log('|---|---:|---:|---|');
  console.log(`| floor: bare Fastify | ${mb(bare.rss)} | | |`);
  console.log(`| floor: bare Fastify + empty PGlite | ${mb(withPglite.rss)} (peak ${mb(withPglite.peak)}) | | |`);
  console.log(
    `| floor: bare Fastify + empty PGlite, ${SERVER_FLAGS.join(' ')} | ${mb(withPgliteLiftoff.rss)} (peak ${mb(withPgliteLiftoff.peak)}) | | |`,
  );
  console.log(`| Spyglass idle, empty PGlite, monitor on | ${verdict(idle.rss, floorRss + 100 * MB)} |`);
  console.log(
    `| Spyglass after ${PAGE_COUNT} pages × ${ROUNDS} rounds, peak | ${verdict(monitored.peak, floorRss + 300 * MB)} |`,
  );
  console.log(
    `| Spyglass after ${PAGE_COUNT} pages × ${ROUNDS} rounds, settled | ${verdict(monitored.settled, floorRss + 300 * MB)} |`,
  );
  if (onPostgres) console.log(`| Spyglass idle on PostgreSQL | ${verdict(onPostgres.rss, 150 * MB)} |`);
  else console.log('\nPostgreSQL not measured: set BENCH_DATABASE_URL.');

  console.log(
    `\nQuery speed: PGlite ten-row list ${withPglite.queryMs.toFixed(3)} ms, ${withPgliteLiftoff.queryMs.toFixed(3)} ms with ${SERVER_FLAGS.join(' ')}; ` +
      `Spyglass GET /api/v1/projects/ (10 projects, one at a time) ${idle.queryMs.toFixed(2)} ms on PGlite` +
      (onPostgres ? `, ${onPostgres.queryMs.toFixed(2)} ms on PostgreSQL.` : '.'),
  );
}
const perThousand = (bytes) => mb((bytes / monitored.snapshots) * 1000);
console.log(
  `\nStorage after ${ROUNDS} rounds (${monitored.elapsed.toFixed(0)} s): ${monitored.snapshots} snapshots, ` +
    `${(monitored.rawBytes / monitored.snapshots / 1024).toFixed(1)} KB of text each, stored in ` +
    `${(monitored.packedBytes / monitored.snapshots / 1024).toFixed(1)} KB (${(monitored.rawBytes / monitored.packedBytes).toFixed(1)}x smaller); ` +
    `${monitored.differences} of them stored as a difference from their page's last whole snapshot.`,
);
console.log(
  `Per 1,000 snapshots over the whole run (from the seeded folder, one-off costs included): raw text ${perThousand(monitored.rawBytes)}; page_snapshots table ${perThousand(monitored.snapshotsRelation)} ` +
    `(${(monitored.rawBytes / monitored.snapshotsRelation).toFixed(1)}x smaller than the raw text, rows and index included); ` +
    `data folder growth ${perThousand(monitored.folderAfter - monitored.folderBefore)} ` +
    `(${(monitored.rawBytes / (monitored.folderAfter - monitored.folderBefore)).toFixed(1)}x smaller; changes, events, page updates and WAL included), ` +
    `of which the write-ahead log ${perThousand(monitored.walGrowth)}; without it ` +
    `${perThousand(monitored.folderAfter - monitored.folderBefore - monitored.walGrowth)} ` +
    `(${(monitored.rawBytes / (monitored.folderAfter - monitored.folderBefore - monitored.walGrowth)).toFixed(1)}x smaller).`,
);
const perThousandOf = (bytes, count) => mb((bytes / count) * 1000);
const ratio = (raw, bytes) => (raw / bytes).toFixed(1);
console.log(
  `Write-ahead log: ${mb(monitored.logWritten)} written during the run ` +
    `(${mb((monitored.logWritten / (ROUNDS * PAGE_COUNT)) * 1000)} per 1,000 checks; what pg_wal keeps growing by when nothing checkpoints); ` +
    `pg_wal ${mb(monitored.walBefore)} before the run, ${mb(monitored.walAfter)} after it ` +
    '(the server vacuums and checkpoints once a 16 MB segment of log was written since the last checkpoint, and checkpoints on stop).',
);
if (monitored.afterFirst && monitored.laterSnapshots > 0) {
  // Later rounds: what further snapshots cost once the folder exists (no initial segment, page rows already there).
  const dataGrowth =
    monitored.folderAfter - monitored.walAfter - (monitored.afterFirst.folder - monitored.afterFirst.wal);
  const walChange = monitored.walAfter - monitored.afterFirst.wal;
  console.log(
    `Later rounds (from the end of round 1 to the end of round ${ROUNDS}: ${monitored.laterSnapshots} snapshots, ` +
      `${(ROUNDS - 1) * PAGE_COUNT} checks updating their page rows, with their changes and events): ` +
      `raw text ${perThousandOf(monitored.laterRawBytes, monitored.laterSnapshots)} per 1,000 snapshots; ` +
      `the folder without the write-ahead log grew ${perThousandOf(dataGrowth, monitored.laterSnapshots)} per 1,000 snapshots ` +
      `(${ratio(monitored.laterRawBytes, dataGrowth)}x smaller than their raw text); ` +
      (walChange > 0
        ? `with it ${perThousandOf(dataGrowth + walChange, monitored.laterSnapshots)} (${ratio(monitored.laterRawBytes, dataGrowth + walChange)}x), `
        : 'the log adding nothing: ') +
      `pg_wal went from ${mb(monitored.afterFirst.wal)} to ${mb(monitored.walAfter)} (whole 16 MB segments, bounded by checkpoints, not by the snapshots).`,
  );
  const growthByTable = new Map();
  for (const [node, bytes] of monitored.relationsAfter) {
    const owner = monitored.ownerOfNode.get(node) ?? 'other';
    const grown = bytes - (monitored.afterFirst.relations.get(node) ?? 0);
    if (grown !== 0) growthByTable.set(owner, (growthByTable.get(owner) ?? 0) + grown);
  }
  const perSnapshotKb = (bytes) => `${(bytes / monitored.laterSnapshots / 1024).toFixed(1)} KB`;
  console.log(
    `  Where it went, per snapshot of the later rounds (each table with its TOAST table and indexes): ` +
      [...growthByTable]
        .sort((a, b) => b[1] - a[1])
        .map(([table, bytes]) => `${table} ${perSnapshotKb(bytes)}`)
        .join(', ') +
      '.',
  );
} else console.log('Later rounds: not measured (BENCH_ROUNDS=1, or no page changed after round 1).');
if (monitored.maintenance) {
  const pass = monitored.maintenance;
  console.log(
    `A maintenance pass (VACUUM of ${pass.tables} tables, then CHECKPOINT) on the folder after the run: ` +
      `${(pass.vacuumMs + pass.checkpointMs).toFixed(0)} ms in all, the longest statement ${pass.longestMs.toFixed(0)} ms (${pass.longest}) ` +
      `(the API's queries wait at most that long for PGlite's one connection), after ${mb(pass.walBytes)} of log since the last checkpoint.`,
  );
}
console.log(
  `Load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}.`,
);
process.exit(0);
