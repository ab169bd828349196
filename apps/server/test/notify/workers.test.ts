import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Delivery } from '@spyglass/api/schema';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { notificationDeliveries, openDatabase } from '../../src/db';
import { createNotificationServices } from '../../src/notify';
import { claimDeliveries } from '../../src/notify/deliveries';
import { findUp } from '../../src/paths';
import { createTestApp } from '../helpers/app';
import { testDatabaseUrl, type TestDatabase } from '../helpers/database';
import { startReceiver } from '../helpers/receiver';
import { addChannel, changePage, checkNow, manualClock, PUBLIC_URL, watchedPage } from './setup';
import { startFixtureServer } from '../monitor/fixtureServer';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** A page changed, a webhook channel listening, its delivery waiting in the outbox. */
async function pendingDelivery(testDatabase: TestDatabase | undefined, receiverUrl: string) {
  const site = await startFixtureServer();
  const harness = await createTestApp({
    env: { PUBLIC_URL, MONITOR_ALLOW_PRIVATE: '1' },
    ...(testDatabase ? { testDatabase } : {}),
  });
  const user = await harness.signup();
  const tree = await watchedPage(harness.app, user, site);
  const channel = await addChannel(harness.app, user, tree.projectId, {
    kind: 'webhook',
    target: receiverUrl,
    events: ['page_changed'],
  });
  await checkNow(harness.app, user, tree.pageId);
  changePage(site);
  await checkNow(harness.app, user, tree.pageId);
  await site.close();
  return { harness, user, channel };
}

describe('a delivery whose worker stopped mid-send', () => {
  it('is sent again after its lease, with the same event id, and delivered once; the log says the first try was cut short', async () => {
    const receiver = await startReceiver();
    const { harness, user, channel } = await pendingDelivery(undefined, receiver.url());
    try {
      const { db, notifications } = harness;
      // A worker claims it and stops before it knows the outcome (its process died).
      const claimed = await claimDeliveries(db, {
        owner: 'stopped-worker',
        now: new Date(),
        leaseMs: 30_000,
        limit: 10,
      });
      expect(claimed).toHaveLength(1);
      await notifications.notifier.runDue();
      expect(receiver.requests).toHaveLength(0);

      const clock = manualClock();
      clock.advance(31_000);
      const survivor = createNotificationServices({
        config: loadConfig({ PUBLIC_URL, DATA_DIR: 'memory://' }),
        monitorConfig: { MONITOR_ALLOW_PRIVATE: true, MONITOR_ALLOWED_PORTS: 'any' },
        db,
        log: silent,
        localesDir: findUp('locales')!,
        extra: { clock, owner: 'survivor' },
      });
      await survivor.notifier.runDue();
      await survivor.notifier.runDue();
      await survivor.notifier.stop();
      expect(receiver.requests).toHaveLength(1);
      const log = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/channels/${channel.id}/deliveries/`,
        headers: user.headers,
      });
      const [delivery] = log.json<{ data: Delivery[] }>().data;
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(delivery!.attempt_log.map((attempt) => attempt.outcome)).toEqual(['interrupted', 'delivered']);
    } finally {
      await harness.close();
      await receiver.close();
    }
  });
});

/** A fresh database on the TEST_DATABASE_URL server, with a URL another process can use. */
async function createSharedDatabase(): Promise<TestDatabase & { url: string }> {
  const name = `spyglass_notify_${randomBytes(6).toString('hex')}`;
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

// Worker processes share a database only on PostgreSQL; this runs when TEST_DATABASE_URL is set (CI sets it).
describe.skipIf(!testDatabaseUrl)('notifications: a real worker process killed mid-send (PostgreSQL)', () => {
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill('SIGKILL'));

  it('delivers once: the receiver acknowledges the event one time, and every request carries the same id and body', async () => {
    const shared = await createSharedDatabase();
    // The first request is held open until the worker sending it is killed; later ones are answered.
    const receiver = await startReceiver((index) => (index === 0 ? 'hold' : 200));
    const { harness, user, channel } = await pendingDelivery(shared, receiver.url());
    try {
      // A real `npm run worker` process sends it, and is killed with SIGKILL in the middle of the request.
      child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: serverRoot,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: shared.url,
          LOG_LEVEL: 'warn',
          MONITOR_ALLOW_PRIVATE: '1',
          MONITOR_POLL_MS: '60000',
          NOTIFY_POLL_MS: '100',
          NOTIFY_TIMEOUT_MS: '10000',
          PUBLIC_URL,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await receiver.waitForRequests(1, 60_000);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));

      // Another worker (its own pool, as another process) takes it over once the lease (2 × 10 s + 10 s) runs out.
      const pool = await openDatabase({ DATABASE_URL: shared.url, DATA_DIR: 'memory://' });
      const clock = manualClock();
      const survivor = createNotificationServices({
        config: loadConfig({ PUBLIC_URL, DATA_DIR: 'memory://' }),
        monitorConfig: { MONITOR_ALLOW_PRIVATE: true, MONITOR_ALLOWED_PORTS: 'any' },
        db: pool.db,
        log: silent,
        localesDir: findUp('locales')!,
        extra: { clock, owner: 'survivor' },
      });
      try {
        await survivor.notifier.runDue();
        expect(receiver.requests).toHaveLength(1);
        clock.advance(31_000);
        await survivor.notifier.runDue();
        await survivor.notifier.runDue();
      } finally {
        await survivor.notifier.stop();
        await pool.close();
      }
      expect(receiver.requests).toHaveLength(2);
      expect(receiver.requests.filter((request) => request.answered === 200)).toHaveLength(1);
      expect(new Set(receiver.requests.map((request) => request.headers['spyglass-event-id'])).size).toBe(1);
      expect(receiver.requests[0]!.body).toBe(receiver.requests[1]!.body);
      const rows = await shared.database.db.select().from(notificationDeliveries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      const log = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/channels/${channel.id}/deliveries/`,
        headers: user.headers,
      });
      expect(log.json<{ data: Delivery[] }>().data[0]!.attempt_log.map((attempt) => attempt.outcome)).toEqual([
        'interrupted',
        'delivered',
      ]);
    } finally {
      receiver.release();
      await harness.close();
      await receiver.close();
      await shared.cleanup();
    }
  }, 120_000);
});
