// API benchmark (not a test). First drives a bare Fastify hello-world (its own
// child process) with the same autocannon settings: the framework's ceiling on
// this machine in this run. Then starts the built server on PGlite in a
// temporary folder (or on PostgreSQL when BENCH_DATABASE_URL is set) and drives
// it at 50 connections: listing projects (alone, and while creates land, which
// ends the listing's kept answer at every commit) and creating competitors. Prints
// requests/s and p50/p99 latency of each call beside hello-world's.
//   npm run bench:api   (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_DATABASE_URL=postgres://...,
//                        BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server,
//                        BENCH_CALLS=list, busy (the listing while creates land) or create to drive one call only,
//                        BENCH_ENTRY=path/to/another/build/main.js to measure another build the same way,
//                        BENCH_LOG_LEVEL=info to measure with request logging, as the server runs by default)
//   bash scripts/ci-postgres.sh -- bash -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npm run bench:api'
import { spawn } from 'node:child_process';
import { startFlags } from './lib/startFlags.mjs';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { apiAt } from '../../../scripts/lib/api-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.env.BENCH_ENTRY ?? join(root, 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build -w @spyglass/server\` first.`);
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const run = (base, title, options) =>
  new Promise((resolve, reject) => {
    autocannon({ url: `${base}${options.path}`, connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });

async function waitForHealth(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

const loadBefore = loadNow();
const helloPort = await freePort();
const hello = spawn(process.execPath, [join(root, 'scripts', 'hello-server.mjs')], {
  env: { ...process.env, PORT: String(helloPort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let ceiling;
try {
  await waitForHealth(`http://127.0.0.1:${helloPort}/`, hello);
  ceiling = await run(`http://127.0.0.1:${helloPort}`, 'GET / (bare Fastify hello-world)', {
    path: '/',
    method: 'GET',
  });
} finally {
  if (hello.exitCode === null) hello.kill('SIGTERM');
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'spyglass-bench-'));
const base = `http://127.0.0.1:${port}`;
// The server runs with npm start's flags; BENCH_NODE_ARGS adds flags to them, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
const nodeArgs = [...startFlags(root), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
// At another level (info: a line per request) the server's output goes to a file, as a service's log does, not between the figures.
const serverOut = logLevel === 'warn' ? 'inherit' : openSync(join(dataDir, 'server.log'), 'w');
const server = spawn(process.execPath, [...nodeArgs, entry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    MONITOR_DISABLED: '1',
    AUTH_RATE_LIMIT: '1000',
    DATABASE_URL: databaseUrl,
    // PostgreSQL needs a signing key shared by every process; any fixed one serves a benchmark.
    SECRET_KEY: process.env.SECRET_KEY ?? 'benchmark-only-signing-key-0123456789abcdef',
  },
  stdio: ['ignore', serverOut, 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  await waitForHealth(`${base}/api/v1/utils/health-check/`, server);
  const email = `bench-${Date.now()}@example.com`;
  const password = 'benchmark password';
  await apiAt(base).signup({ email, password, full_name: 'Bench' });
  const { access_token: token } = await apiAt(base).login(email, password);
  const api = apiAt(base, token);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // A realistic list: 10 projects, each with a few competitors and a website (so counts and recent updates are computed).
  let projectId = '';
  for (let i = 0; i < 10; i++) {
    const project = await api.createProject({ name: `Project ${i}`, description: 'Benchmark project' });
    projectId = project.id;
    for (let j = 0; j < 3; j++) {
      const competitor = await api.createCompetitor({ name: `Competitor ${j}`, project_id: project.id });
      await api.createWebsite(competitor.id, { name: 'Site', url: 'https://example.com' });
    }
  }

  const calls = {
    list: ['GET /api/v1/projects/ (10 projects)', { path: '/api/v1/projects/', method: 'GET', headers: auth }],
    create: [
      'POST /api/v1/competitors/',
      {
        path: '/api/v1/competitors/',
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Load test rival', industry: 'Benchmarks', project_id: projectId }),
      },
    ],
  };
  // BENCH_CALLS=list (or create, or busy) drives one call only, e.g. to profile it alone.
  const chosen = (process.env.BENCH_CALLS ?? 'list,busy,create')
    .split(',')
    .filter((name) => name in calls || name === 'busy');
  const results = [];
  for (const name of chosen) {
    if (name !== 'busy') {
      results.push(await run(base, ...calls[name]));
      continue;
    }
    // The listing keeps its answer until the next commit; with nothing written (the `list` row) nearly
    // every request is answered from it. Here creates land all along on a few connections of their own,
    // each one a commit, so most listings read the database again, as on a server whose monitor writes.
    const writers = 5;
    const [listing, writes] = await Promise.all([
      run(base, `${calls.list[0]} while creates land (${writers} more connections creating)`, {
        ...calls.list[1],
        connections: connections - writers,
      }),
      run(base, 'creates', { ...calls.create[1], connections: writers }),
    ]);
    listing.title += `: ${Math.round(writes.result.requests.average)} creates/s beside it`;
    results.push(listing);
  }

  const loadAfter = loadNow();
  const top = ceiling.result.requests.average;
  console.log(
    `\nSpyglass API on ${engine} (node ${nodeArgs.join(' ')}, log level ${logLevel}): ${connections} connections, ${seconds} s each`,
  );
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.versions.node}, load average ${loadBefore} before, ${loadAfter} after\n`,
  );
  console.log('| call | requests/s | p50 ms | p99 ms | non-2xx | errors | share of hello-world |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { title, result } of [ceiling, ...results]) {
    const share = `${((100 * result.requests.average) / top).toFixed(1)} %`;
    console.log(
      `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors + result.timeouts} | ${share} |`,
    );
  }
} finally {
  stop();
}
