import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, openDatabase, pages, type OpenedDatabase } from '../../src/db';
import { testDatabaseUrl, type TestDatabase } from '../helpers/database';
import { htmlPage, startFixtureServer, type FixtureServer } from './fixtureServer';
import { createMonitorHarness, MINUTE, type MonitorHarness } from './harness';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A fresh database on the TEST_DATABASE_URL server, with its own URL so other pools and processes can join it. */
async function createSharedDatabase(): Promise<TestDatabase & { url: string }> {
  const name = `spyglass_monitor_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' });
  return {
    url: url.toString(),
    database,
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// Several workers sharing pages needs PostgreSQL: PGlite is one process with one
// connection. These run when TEST_DATABASE_URL is set (CI sets it) and are
// reported as skipped otherwise.
describe.skipIf(!testDatabaseUrl)('monitor: several workers on PostgreSQL', () => {
  let shared: TestDatabase & { url: string };
  let harness: MonitorHarness;
  let server: FixtureServer;
  const pools: OpenedDatabase[] = [];
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    shared = await createSharedDatabase();
    [harness, server] = await Promise.all([createMonitorHarness({}, { testDatabase: shared }), startFixtureServer()]);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await harness?.close();
    for (const pool of pools) await pool.close();
    await server?.close();
    await shared?.cleanup();
  });

  /** A second worker: its own connection pool, as another process would have. */
  async function otherWorker(env: Record<string, string>) {
    const database = await openDatabase({ DATABASE_URL: shared.url, DATA_DIR: 'memory://' });
    pools.push(database);
    return harness.createMonitor({ db: database.db, env });
  }

  it('shares 200 due pages between two workers, checking none twice', async () => {
    const paths = Array.from({ length: 200 }, (_, index) => `/shared/${index}`);
    for (const [index, path] of paths.entries())
      server.set(path, { body: htmlPage(`<p>Page ${index}, version 1</p>`), delayMs: 3 });
    const ids = await harness.addPages(paths.map((path) => server.url(path)));
    const env = { MONITOR_CONCURRENCY: '8', MONITOR_PER_HOST: '8', MONITOR_BATCH_SIZE: '10' };
    const first = harness.createMonitor({ env });
    const second = await otherWorker(env);

    const runBoth = async () => {
      const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
      return { a, b, all: [...a, ...b].map((check) => check.target.page.id) };
    };

    const round1 = await runBoth();
    expect(round1.all.sort()).toEqual([...ids].sort());
    expect(round1.a.length).toBeGreaterThan(0);
    expect(round1.b.length).toBeGreaterThan(0);
    for (const path of paths) expect(server.hits(path)).toHaveLength(1);

    // One interval later, 10% of the pages have changed.
    for (const [index, path] of paths.entries()) {
      if (index % 10 === 0) server.set(path, { body: htmlPage(`<p>Page ${index}, version 2</p>`), delayMs: 3 });
    }
    harness.clock.advance(61 * MINUTE);
    const round2 = await runBoth();
    expect(round2.all.sort()).toEqual([...ids].sort());
    for (const path of paths) expect(server.hits(path)).toHaveLength(2);
    const changed = await shared.database.db
      .select({ pageId: activityEvents.pageId })
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'page_changed'), inArray(activityEvents.pageId, ids)));
    expect(changed).toHaveLength(20);
    expect(new Set(changed.map((row) => row.pageId)).size).toBe(20);

    // Still inside the interval: nothing is due for either worker.
    harness.clock.advance(30 * MINUTE);
    expect((await runBoth()).all).toEqual([]);
  });

  it("checks a killed worker's pages once its lease runs out", async () => {
    const db = shared.database.db;
    // Nothing else may be due for the worker process, whose clock is the real one.
    await db.update(pages).set({ isActive: false });
    const paths = Array.from({ length: 10 }, (_, index) => `/killed/${index}`);
    for (const path of paths) server.set(path, { hang: true });
    const ids = await harness.addPages(paths.map((path) => server.url(path)));

    // A real `npm run worker` process, killed with SIGKILL in the middle of its checks.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: shared.url,
        LOG_LEVEL: 'warn',
        MONITOR_ALLOW_PRIVATE: '1',
        MONITOR_PER_HOST: '10',
        MONITOR_CONCURRENCY: '10',
        MONITOR_POLL_MS: '100',
        MONITOR_TIMEOUT_MS: '10000',
        MONITOR_LEASE_MS: '30000',
        MONITOR_EXTRACT_TIMEOUT_MS: '2000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 30_000;
    while (paths.some((path) => server.hits(path).length === 0)) {
      if (Date.now() > deadline) throw new Error('the worker process never reached its pages');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const killedAt = Date.now();

    const held = await db.select().from(pages).where(inArray(pages.id, ids));
    expect(held.every((row) => row.leaseOwner !== null && row.lastCheckedAt === null)).toBe(true);

    for (const path of paths) server.set(path, { body: htmlPage('<p>Answered at last</p>') });
    const survivor = await otherWorker({});
    harness.clock.set(killedAt);
    expect(await survivor.runDue()).toEqual([]);

    harness.clock.set(killedAt + 31_000);
    const taken = await survivor.runDue();
    expect(taken.map((check) => check.target.page.id).sort()).toEqual([...ids].sort());
    expect(taken.every((check) => check.result?.outcome === 'baseline')).toBe(true);
    const after = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(inArray(pages.id, ids), isNull(pages.leaseOwner)));
    expect(after).toHaveLength(10);
  });
});
