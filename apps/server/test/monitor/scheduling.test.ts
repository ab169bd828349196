import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/db';
import { nextCheckAfterFailure, nextCheckAfterSuccess } from '../../src/monitor/schedule';
import { testDatabaseUrl } from '../helpers/database';
import { createMonitorHarness, MINUTE, type MonitorHarness } from './harness';
import { htmlPage, startFixtureServer, type FixtureServer } from './fixtureServer';

describe('schedule arithmetic', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('spreads the next check by at most ±10% of the frequency', () => {
    expect(nextCheckAfterSuccess(now, 60, () => 0.5).getTime() - now.getTime()).toBe(60 * MINUTE);
    expect(nextCheckAfterSuccess(now, 60, () => 0).getTime() - now.getTime()).toBe(54 * MINUTE);
    expect(nextCheckAfterSuccess(now, 60, () => 1).getTime() - now.getTime()).toBe(66 * MINUTE);
  });

  it('backs off after failures, doubling up to a day', () => {
    const wait = (failures: number, frequency = 60) =>
      (nextCheckAfterFailure(now, frequency, failures, () => 0.5).getTime() - now.getTime()) / MINUTE;
    expect([1, 2, 3, 4, 5, 6].map((failures) => wait(failures))).toEqual([60, 120, 240, 480, 960, 1440]);
    expect(wait(30)).toBe(1440);
    expect(wait(3, 1440)).toBe(1440);
  });
});

describe('monitor: scheduling on one worker', () => {
  let harness: MonitorHarness;
  let server: FixtureServer;
  const extraServers: FixtureServer[] = [];

  beforeAll(async () => {
    [harness, server] = await Promise.all([createMonitorHarness(), startFixtureServer()]);
  });
  afterEach(async () => {
    // Every test leaves nothing due for the next one.
    await harness.testDatabase.database.db.update(pages).set({ isActive: false });
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
    await Promise.all(extraServers.map((each) => each.close()));
  });

  const checkedIds = (checks: { target: { page: { id: string } } }[]) =>
    checks.map((check) => check.target.page.id).sort();

  it('checks a page when it is due, and not again until its frequency has passed', async () => {
    server.set('/scheduled', { body: htmlPage('<p>On schedule</p>') });
    const { pageId } = await harness.addPage(server.url('/scheduled'), { frequency: 60 });

    const first = await harness.monitor.runDue();
    expect(checkedIds(first)).toEqual([pageId]);
    expect(first[0]!.result?.outcome).toBe('baseline');

    harness.clock.advance(30 * MINUTE);
    expect(await harness.monitor.runDue()).toEqual([]);
    harness.clock.advance(29 * MINUTE);
    expect(await harness.monitor.runDue()).toEqual([]);
    harness.clock.advance(2 * MINUTE);
    const second = await harness.monitor.runDue();
    expect(checkedIds(second)).toEqual([pageId]);
    expect(second[0]!.result?.outcome).toBe('unchanged');
    expect(server.hits('/scheduled')).toHaveLength(2);
  });

  // The claim and the pages' write are statements PGlite parses once (db/namedStatement.ts).
  it.skipIf(testDatabaseUrl)('claims and writes after the session has dropped its prepared statements', async () => {
    server.set('/redeclared', { body: htmlPage('<p>Version one</p>') });
    const { pageId } = await harness.addPage(server.url('/redeclared'), { frequency: 60 });
    expect((await harness.monitor.runDue())[0]!.result?.outcome).toBe('baseline');

    await harness.testDatabase.database.db.execute(sql`DEALLOCATE ALL`);
    harness.clock.advance(67 * MINUTE);
    expect((await harness.monitor.runDue())[0]!.result?.outcome).toBe('unchanged');

    // A change is written in a transaction, the pages' statement inside it.
    server.set('/redeclared', { body: htmlPage('<p>Version two</p>') });
    harness.clock.advance(67 * MINUTE);
    expect((await harness.monitor.runDue())[0]!.result?.outcome).toBe('changed');
    const [page] = await harness.testDatabase.database.db.select().from(pages).where(eq(pages.id, pageId));
    expect(page).toMatchObject({ leaseOwner: null, leaseUntil: null, lastChangedAt: expect.any(Date) });
    expect(page!.nextCheckAt!.getTime()).toBeGreaterThan(harness.clock.now().getTime());
  });

  it('answers each scheduled check with its page as stored, whatever the outcome', async () => {
    server.set('/as-stored', { body: htmlPage('<p>Plans: Starter $10</p>') });
    server.set('/as-stored-down', { status: 503, body: 'down' });
    const watched = await harness.addPage(server.url('/as-stored'), { frequency: 60, alert_keywords: ['Enterprise'] });
    const down = await harness.addPage(server.url('/as-stored-down'), { frequency: 60 });
    const stored = async (id: string) =>
      (await harness.testDatabase.database.db.select().from(pages).where(eq(pages.id, id)))[0];

    const rounds = [
      htmlPage('<p>Plans: Starter $10</p>'),
      htmlPage('<p>Plans: Starter $10</p>'),
      htmlPage('<p>Plans: Starter $12</p><p>Enterprise on request</p>'),
    ];
    const outcomes: string[] = [];
    for (const body of rounds) {
      server.set('/as-stored', { body });
      const checks = await harness.monitor.runDue();
      expect(checkedIds(checks)).toEqual([watched.pageId, down.pageId].sort());
      for (const check of checks) {
        expect(check.result?.page).toEqual(await stored(check.target.page.id));
        if (check.target.page.id === watched.pageId) outcomes.push(check.result!.outcome);
      }
      harness.clock.advance(24 * 60 * MINUTE);
    }
    expect(outcomes).toEqual(['baseline', 'unchanged', 'changed']);
    expect((await stored(watched.pageId))?.presentKeywords).toEqual(['Enterprise']);
    expect((await stored(down.pageId))?.failureCount).toBe(3);
  });

  it('leaves inactive pages, websites and competitors alone', async () => {
    server.set('/idle', { body: htmlPage('<p>Idle</p>') });
    const active = await harness.addPage(server.url('/idle'));
    const pausedPage = await harness.addPage(server.url('/idle'));
    const pausedSite = await harness.addPage(server.url('/idle'));
    const patch = (url: string, payload: object) =>
      harness.app.inject({ method: 'PATCH', url, payload, headers: harness.user.headers });
    expect(
      (await patch(`/api/v1/competitors/websites/pages/${pausedPage.pageId}`, { is_active: false })).statusCode,
    ).toBe(200);
    expect((await patch(`/api/v1/competitors/websites/${pausedSite.websiteId}`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect(checkedIds(await harness.monitor.runDue())).toEqual([active.pageId]);

    expect((await patch(`/api/v1/competitors/${harness.competitorId}`, { is_active: false })).statusCode).toBe(200);
    harness.clock.advance(2 * 60 * MINUTE);
    expect(await harness.monitor.runDue()).toEqual([]);
    expect((await patch(`/api/v1/competitors/${harness.competitorId}`, { is_active: true })).statusCode).toBe(200);
  });

  it('backs off a failing page', async () => {
    server.set('/down', { status: 500, body: 'down' });
    const { pageId } = await harness.addPage(server.url('/down'), { frequency: 60 });
    const db = harness.testDatabase.database.db;
    const nextIn = async () => {
      const [row] = await db.select().from(pages).where(eq(pages.id, pageId));
      return {
        minutes: (row!.nextCheckAt!.getTime() - harness.clock.now().getTime()) / MINUTE,
        failures: row!.failureCount,
      };
    };
    await harness.monitor.runDue();
    expect(await nextIn()).toEqual({ minutes: 60, failures: 1 });
    harness.clock.advance(61 * MINUTE);
    await harness.monitor.runDue();
    expect(await nextIn()).toEqual({ minutes: 120, failures: 2 });
    server.set('/down', { body: htmlPage('<p>Up again</p>') });
    harness.clock.advance(121 * MINUTE);
    await harness.monitor.runDue();
    expect(await nextIn()).toEqual({ minutes: 60, failures: 0 });
  });

  it('keeps to the concurrency and the per-host limit', async () => {
    // Three loopback addresses stand for three hosts; each counts its requests in flight.
    const hosts = await Promise.all(['127.0.0.1', '127.0.0.2', '127.0.0.3'].map((host) => startFixtureServer(host)));
    extraServers.push(...hosts);
    let inFlight = 0;
    let peak = 0;
    const perHostPeak = new Map<string, number>();
    const perHostNow = new Map<string, number>();
    const slow = (host: string) => (_request: IncomingMessage, response: ServerResponse) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      perHostNow.set(host, (perHostNow.get(host) ?? 0) + 1);
      perHostPeak.set(host, Math.max(perHostPeak.get(host) ?? 0, perHostNow.get(host)!));
      setTimeout(() => {
        inFlight -= 1;
        perHostNow.set(host, perHostNow.get(host)! - 1);
        response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>Slow</p>'));
      }, 60);
    };
    for (const host of hosts) host.set('/slow', slow(host.origin));
    const ids: string[] = [];
    for (const host of hosts)
      for (let index = 0; index < 5; index += 1) ids.push((await harness.addPage(host.url('/slow'))).pageId);

    const limited = harness.createMonitor({
      env: { MONITOR_CONCURRENCY: '4', MONITOR_PER_HOST: '2', MONITOR_BATCH_SIZE: '32' },
    });
    const checks = await limited.runDue();
    expect(checkedIds(checks)).toEqual([...ids].sort());
    expect(peak).toBe(4);
    expect(Math.max(...perHostPeak.values())).toBe(2);
  });

  it('fetches the next pages while the results of the first ones wait to be written', async () => {
    const paths = Array.from({ length: 12 }, (_, index) => `/queue-${index}`);
    for (const path of paths) server.set(path, { body: htmlPage(`<p>Page ${path}</p>`) });
    await harness.addPages(paths.map((path) => server.url(path)));
    const served = () => paths.reduce((sum, path) => sum + server.hits(path).length, 0);

    // The results' writes (new pages are written in a transaction) are held until every page
    // was fetched, or for ten seconds at most: a worker that waited for a write before claiming
    // its next pages would stop fetching after its first batch. (A shorter wait failed a correct
    // worker on a loaded machine, where twelve checks took longer than two seconds.)
    const everyPageFetched = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (served() < paths.length) return;
        clearInterval(poll);
        resolve();
      }, 5);
      setTimeout(() => {
        clearInterval(poll);
        resolve();
      }, 10_000);
    });
    let fetchedBeforeFirstWrite: number | null = null;
    const { db } = harness.testDatabase.database;
    const heldWrites = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          await everyPageFetched;
          fetchedBeforeFirstWrite ??= served();
          return target.transaction(...args);
        };
      },
    });

    const worker = harness.createMonitor({
      db: heldWrites,
      env: { MONITOR_CONCURRENCY: '2', MONITOR_BATCH_SIZE: '4' },
    });
    const checks = await worker.runDue();
    expect(checks).toHaveLength(paths.length);
    expect(fetchedBeforeFirstWrite).toBe(paths.length);
  });

  it('fetches the next page while the last one is still being read', async () => {
    // Matching this selector is quadratic: the page is read until the reading's time limit.
    server.set('/slow-to-read', { body: htmlPage(`<ul>${'<li>x</li>'.repeat(150_000)}</ul>`) });
    let quickAskedAt = 0;
    server.set('/quick', (_request, response) => {
      quickAskedAt = performance.now();
      response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>Quick</p>'));
    });
    let slowAskedAt = 0;
    const slow = await harness.addPage(server.url('/slow-to-read'), { css_selector: 'li:nth-last-child(1)' });
    await harness.addPage(server.url('/quick'));
    // The slow page is claimed first, so with one fetch slot the quick one waits for it.
    const { db } = harness.testDatabase.database;
    await db
      .update(pages)
      .set({ nextCheckAt: new Date(harness.clock.now().getTime() - MINUTE) })
      .where(eq(pages.id, slow.pageId));

    const worker = harness.createMonitor({
      env: { MONITOR_CONCURRENCY: '1', MONITOR_EXTRACT_THREADS: '1', MONITOR_EXTRACT_TIMEOUT_MS: '4000' },
      wrapFetcher: (fetcher) => ({
        ...fetcher,
        fetch: (request) => {
          if (request.url.endsWith('/slow-to-read')) slowAskedAt = performance.now();
          return fetcher.fetch(request);
        },
      }),
    });
    const checks = await worker.runDue();
    expect(checks).toHaveLength(2);
    expect(checks.find((check) => check.target.page.id === slow.pageId)?.result?.page.lastError).toBe(
      'The page is too complex to read in 4 s',
    );
    // Asked for while the slow page was being read, not after its reading's 4 s.
    expect(quickAskedAt - slowAskedAt).toBeLessThan(2_000);
  });

  it('does not take a page another worker holds until its lease runs out', async () => {
    server.set('/leased', { body: htmlPage('<p>Leased</p>') });
    const { pageId } = await harness.addPage(server.url('/leased'));
    const db = harness.testDatabase.database.db;
    // Another worker claimed it and then vanished without a word.
    await db
      .update(pages)
      .set({ leaseOwner: 'vanished-worker', leaseUntil: new Date(harness.clock.now().getTime() + 60_000) })
      .where(eq(pages.id, pageId));
    expect(await harness.monitor.runDue()).toEqual([]);
    harness.clock.advance(61_000);
    expect(checkedIds(await harness.monitor.runDue())).toEqual([pageId]);
  });

  it('drops the result of a check whose lease another worker has taken over', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.set('/late', (_request, response) => {
      void gate.then(() => response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>Late</p>')));
    });
    const { pageId } = await harness.addPage(server.url('/late'));
    const db = harness.testDatabase.database.db;
    const slowWorker = harness.createMonitor({ owner: 'slow-worker' });
    const running = slowWorker.runDue();
    while (server.hits('/late').length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Its lease expires and another worker takes the page over.
    await db.update(pages).set({ leaseOwner: 'other-worker' }).where(eq(pages.id, pageId));
    release();
    const [dropped] = await running;
    expect(dropped!.result).toBeNull();
    expect(String(dropped!.failure)).toMatch(/no longer leased/);
    const [row] = await db.select().from(pages).where(eq(pages.id, pageId));
    expect(row).toMatchObject({ leaseOwner: 'other-worker', lastCheckedAt: null, contentHash: null });
  });

  it('stops claiming when the monitor stops during a run, and leaves the unchecked pages free', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.set('/held', (_request, response) => {
      void gate.then(() => response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>Held</p>')));
    });
    server.set('/warm-up', { body: htmlPage('<p>Warm</p>') });
    const warmUp = await harness.addPage(server.url('/warm-up'));
    const ids = await harness.addPages(Array.from({ length: 6 }, (_, index) => server.url(`/held?page=${index}`)));
    const worker = harness.createMonitor({
      owner: 'stopping-worker',
      env: { MONITOR_CONCURRENCY: '1', MONITOR_BATCH_SIZE: '1' },
    });
    // The reader's thread starts with the first check. Started here, so the held check ends well within
    // stop()'s grace even on a loaded machine, and the test is about stopping, not about start-up.
    await worker.checkNow(warmUp.pageId);
    const running = worker.runDue();
    while (server.hits('/held').length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = worker.stop();
    release();
    const [checks] = await Promise.all([running, stopped]);
    // The check under way ends; nothing more is claimed or fetched.
    expect(checks).toHaveLength(1);
    expect(server.hits('/held')).toHaveLength(1);
    const db = harness.testDatabase.database.db;
    const rows = await db.select().from(pages).where(inArray(pages.id, ids));
    expect(rows.filter((row) => row.leaseOwner !== null)).toEqual([]);
    expect(rows.filter((row) => row.lastCheckedAt !== null)).toHaveLength(1);
  });

  it('runs on its own once started, and hands its leases back on stop', async () => {
    server.set('/looped', { body: htmlPage('<p>Looped</p>') });
    const { pageId } = await harness.addPage(server.url('/looped'));
    const seen: string[] = [];
    const looping = harness.createMonitor({
      env: { MONITOR_POLL_MS: '20' },
      onCheck: (check) => seen.push(check.target.page.id),
    });
    looping.start();
    // Generous: the first check also starts the reader's thread, which a loaded machine takes seconds over.
    const deadline = Date.now() + 20_000;
    while (!seen.includes(pageId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await looping.stop();
    expect(seen).toEqual([pageId]);
    const db = harness.testDatabase.database.db;
    const held = await db
      .select({ id: pages.id })
      .from(pages)
      .where(inArray(pages.leaseOwner, [looping.owner]));
    expect(held).toEqual([]);
  });
});
