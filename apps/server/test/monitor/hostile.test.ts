import { unpackTextSync } from '../../src/db/packedText';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PageCheckResult } from '@spyglass/api/schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageSnapshots } from '../../src/db';
import { CHECK_BROKE_DOWN } from '../../src/monitor';
import type { SignedUp } from '../helpers/app';
import {
  htmlPage,
  startFixtureServer,
  type FixtureHandler,
  type FixtureResponse,
  type FixtureServer,
} from './fixtureServer';
import { createMonitorHarness, MINUTE, type MonitorHarness } from './harness';

/** Small budgets, so every bound below is seconds, not minutes. */
const FETCH_TIMEOUT_MS = 1_500;
const READ_TIMEOUT_MS = 2_000;
/** The health check must answer within this while any page is checked. */
const HEALTH_BOUND_MS = 1_000;

const nested = (depth: number, inner = 'x') => `${'<div>'.repeat(depth)}${inner}${'</div>'.repeat(depth)}`;

/** A compressed body that sends its first half and then stalls, the connection left open. */
function stalling(encoding: 'gzip' | 'br'): FixtureHandler {
  const compress = encoding === 'gzip' ? gzipSync : brotliCompressSync;
  const packed = compress(Buffer.from(htmlPage(`<p>${'stalled words '.repeat(50_000)}</p>`)));
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
    response.write(packed.subarray(0, packed.length >> 1));
  };
}

const words = 'market price plan team growth product launch customer service support pricing feature release'.split(
  ' ',
);
function bigPage(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const part = `<p>${words[index % words.length]} ${words[(index * 7) % words.length]} line ${index}. More ${words[(index * 3) % words.length]} here.</p>`;
    parts.push(part);
    size += part.length;
  }
  return htmlPage(parts.join(''));
}

interface HostileCase {
  name: string;
  response: FixtureResponse | FixtureHandler;
  page?: { css_selector?: string; alert_keywords?: string[] };
  /** What the page must read after its check: the error a person sees, or a good outcome. */
  expected: { error: RegExp | string } | { outcome: 'baseline'; orError?: RegExp };
}

const TOO_COMPLEX = /^The page is too complex to read in 2 s$/;

const cases: HostileCase[] = [
  {
    name: '400 nested divs with a five-combinator selector',
    response: { body: htmlPage(nested(400)) },
    page: { css_selector: 'p div div div div div' },
    expected: { error: 'The CSS selector "p div div div div div" matched no text on the page' },
  },
  {
    name: 'a 5 MB page nested a million deep',
    response: { body: '<div>'.repeat(1_000_000) },
    expected: { error: 'The page nests elements more than 512 levels deep' },
  },
  {
    name: 'a 20,000-deep page read with a selector',
    response: { body: htmlPage(nested(20_000, '<p>bottom</p>')) },
    page: { css_selector: 'p' },
    expected: { error: 'The page nests elements more than 512 levels deep' },
  },
  {
    name: '50 keywords against a 5 MB page',
    response: { body: bigPage(5_000_000) },
    page: { alert_keywords: Array.from({ length: 50 }, (_, index) => `absent phrase ${index}`) },
    // Linear now: it is read, unless this machine is too busy to read 5 MB in the limit, which is then said.
    expected: { outcome: 'baseline', orError: TOO_COMPLEX },
  },
  {
    name: 'a selector whose matching is quadratic (150,000 siblings)',
    response: { body: htmlPage(`<ul>${'<li>x</li>'.repeat(150_000)}</ul>`) },
    page: { css_selector: 'li:nth-last-child(1)' },
    expected: { error: TOO_COMPLEX },
  },
  {
    name: 'a gzip body that stalls mid-way',
    response: stalling('gzip'),
    expected: { error: 'Timed out after 1.5 s' },
  },
  {
    name: 'a brotli body that stalls mid-way',
    response: stalling('br'),
    expected: { error: 'Timed out after 1.5 s' },
  },
  {
    name: 'text/plain with a NUL byte',
    response: { body: 'Price list\u0000\nPro 20 EUR\n', headers: { 'content-type': 'text/plain; charset=utf-8' } },
    expected: { outcome: 'baseline' },
  },
  {
    name: 'a check that throws',
    response: { body: htmlPage('<p>Never read: the check breaks first</p>') },
    expected: { error: CHECK_BROKE_DOWN },
  },
];

describe('monitor: hostile pages never stall Spyglass', () => {
  let harness: MonitorHarness;
  let hostile: FixtureServer;
  let friendly: FixtureServer;
  let origin: string;
  let other: SignedUp;
  let otherCompetitorId: string;

  beforeAll(async () => {
    [hostile, friendly] = await Promise.all([startFixtureServer('127.0.0.1'), startFixtureServer('127.0.0.2')]);
    harness = await createMonitorHarness(
      {
        MONITOR_TIMEOUT_MS: String(FETCH_TIMEOUT_MS),
        MONITOR_EXTRACT_TIMEOUT_MS: String(READ_TIMEOUT_MS),
        MONITOR_MAX_BODY_BYTES: String(6 * 1024 * 1024),
      },
      {
        monitor: {
          // A check that breaks for a reason of ours (a bug, a database error), not the page's.
          wrapFetcher: (fetcher) => ({
            ...fetcher,
            fetch: (request) => {
              if (request.url.includes('/throws')) throw new Error('the check broke down');
              // A check that never ends, whatever its time budget says (only the watchdog can help).
              if (request.url.includes('/never')) return new Promise(() => {});
              return fetcher.fetch(request);
            },
          }),
        },
      },
    );
    origin = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    other = await harness.testApp.signup();
    const post = async (url: string, payload: object) => {
      const response = await harness.app.inject({ method: 'POST', url, payload, headers: other.headers });
      if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>();
    };
    const project = await post('/api/v1/projects/', { name: 'Elsewhere', description: 'Their market', url: '' });
    otherCompetitorId = (await post('/api/v1/competitors/', { name: 'Globex', project_id: project.id })).id;
  });
  afterEach(async () => {
    // Nothing is due for the next case but its own pages.
    await harness.testDatabase.database.db.update(pages).set({ isActive: false });
  });
  afterAll(async () => {
    await harness?.close();
    await Promise.all([hostile?.close(), friendly?.close()]);
  });

  /** Another account's ordinary page on another host. */
  async function friendlyPage(at: string): Promise<string> {
    friendly.set(at, { body: htmlPage('<h1>Plans</h1><p>Starter 10 EUR</p>') });
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/${otherCompetitorId}/websites/`,
      payload: { name: 'Globex', url: friendly.origin },
      headers: other.headers,
    });
    const website = response.json<{ id: string }>();
    const page = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${website.id}/pages/`,
      payload: { name: 'Plans', url: friendly.url(at) },
      headers: other.headers,
    });
    if (page.statusCode !== 201) throw new Error(`friendly page: ${page.statusCode} ${page.body} ${response.body}`);
    return page.json<{ id: string }>().id;
  }

  /** "Check now" over real HTTP; answers the status, the body and how long it took. */
  async function checkNow(user: SignedUp, pageId: string) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/competitors/websites/pages/${pageId}/check`, {
      method: 'POST',
      headers: user.headers,
    });
    return {
      status: response.status,
      body: (await response.json()) as PageCheckResult,
      ms: performance.now() - started,
    };
  }

  /** Polls the health check over HTTP until stopped; answers every latency seen. */
  function watchHealth() {
    const latencies: number[] = [];
    let running = true;
    let stopped: Promise<number[]> | null = null;
    const polling = (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(`${origin}/api/v1/utils/health-check/`);
        await response.text();
        expect(response.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // Stopping twice (once to read, once in finally) waits for the same end.
    return () => {
      running = false;
      stopped ??= polling.then(() => latencies);
      return stopped;
    };
  }

  /** A page read well the first time reads as unchanged the second. */
  function expectReadable(
    result: { outcome: string; error: string | null },
    expected: HostileCase['expected'],
    round: 'first' | 'second',
  ) {
    if ('error' in expected) {
      expect(result.outcome).toBe('error');
      if (typeof expected.error === 'string') expect(result.error).toBe(expected.error);
      else expect(result.error).toMatch(expected.error);
    } else if (result.outcome === 'error' && expected.orError) {
      expect(result.error).toMatch(expected.orError);
    } else {
      expect(result.outcome).toBe(round === 'first' ? expected.outcome : 'unchanged');
    }
  }

  it.each(cases)('$name: a readable result with backoff, and nothing else waits', async (hostileCase) => {
    const at = `/${hostileCase.name.replace(/\W+/g, '-')}${hostileCase.name.includes('throws') ? '/throws' : ''}`;
    hostile.set(at, hostileCase.response);
    const { pageId } = await harness.addPage(hostile.url(at), hostileCase.page);
    const theirs = await friendlyPage(`/neighbour-${pageId}`);
    const stopWatching = watchHealth();
    try {
      // Check now: the hostile page and another account's ordinary page, at the same moment.
      const [mine, neighbour] = await Promise.all([checkNow(harness.user, pageId), checkNow(other, theirs)]);
      expect(mine.status).toBe(200);
      // Bounded by the limits (fetch, then read), with room for a machine busy with other suites:
      // unbounded, the quadratic selector alone would run for minutes.
      expect(mine.ms).toBeLessThan(FETCH_TIMEOUT_MS + READ_TIMEOUT_MS + 10_000);
      expectReadable(mine.body, hostileCase.expected, 'first');
      expect(mine.body.page.last_error).toBe(mine.body.error);
      expect(neighbour.status).toBe(200);
      expect(neighbour.body.outcome).toBe('baseline');

      // The schedule: both are due again an interval later and checked together.
      harness.clock.advance(61 * MINUTE);
      const checks = await harness.monitor.runDue();
      const latencies = await stopWatching();
      const scheduled = checks.find((check) => check.target.page.id === pageId)?.result;
      const neighbourScheduled = checks.find((check) => check.target.page.id === theirs)?.result;
      expect(scheduled).toBeTruthy();
      expectReadable(scheduled!, hostileCase.expected, mine.body.outcome === 'error' ? 'first' : 'second');
      expect(neighbourScheduled?.outcome).toBe('unchanged');

      // A failing page backs off: the second failure in a row waits twice the frequency.
      const [row] = await harness.testDatabase.database.db.select().from(pages).where(eq(pages.id, pageId));
      if (scheduled!.outcome === 'error') {
        expect(row!.failureCount).toBe(2);
        expect((row!.nextCheckAt!.getTime() - harness.clock.now().getTime()) / MINUTE).toBe(120);
      } else {
        expect(row!.failureCount).toBe(0);
      }
      expect(row!.leaseOwner).toBeNull();

      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies)).toBeLessThan(HEALTH_BOUND_MS);
    } finally {
      await stopWatching();
    }
  });

  it('stores the text of a page with a NUL byte without it, beside other results', async () => {
    const ids: string[] = [];
    for (const [index, body] of ['Plain\u0000text', 'Nul\u0000\u0000 again', 'Ordinary text'].entries()) {
      hostile.set(`/mixed-${index}`, { body, headers: { 'content-type': 'text/plain' } });
      ids.push((await harness.addPage(hostile.url(`/mixed-${index}`))).pageId);
    }
    const checks = await harness.monitor.runDue();
    expect(checks.map((check) => check.result?.outcome)).toEqual(['baseline', 'baseline', 'baseline']);
    const stored = await harness.testDatabase.database.db
      .select({ packedText: pageSnapshots.packedText })
      .from(pageSnapshots)
      .where(inArray(pageSnapshots.pageId, ids));
    expect(stored.map((row) => unpackTextSync(row.packedText)).sort()).toEqual([
      'Nul again',
      'Ordinary text',
      'Plaintext',
    ]);
  });

  it('answers 429 to a person with too many checks running, and 409 to a second check of one page', async () => {
    const ids: string[] = [];
    for (const index of [1, 2, 3]) {
      hostile.set(`/slow-${index}`, { hang: true });
      ids.push((await harness.addPage(hostile.url(`/slow-${index}`))).pageId);
    }
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    const first = checkNow(harness.user, ids[0]!);
    await pause();
    const again = await checkNow(harness.user, ids[0]!);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'This page is being checked right now. Try again in a moment.' });
    const second = checkNow(harness.user, ids[1]!);
    await pause();
    const third = await checkNow(harness.user, ids[2]!);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ detail: 'You are already checking 2 pages. Wait for one to finish.' });
    const [one, two] = await Promise.all([first, second]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.error).toBe('Timed out after 1.5 s');
    // Once they have ended, the person may check again.
    expect((await checkNow(harness.user, ids[2]!)).status).toBe(200);
  });

  it("makes a check now wait for its host's slots like any check, and says the monitor is busy when none frees", async () => {
    // Never fetched (the check never ends): the host needs no server. Two such scheduled
    // checks hold both of its slots (MONITOR_PER_HOST is 2) until the watchdog.
    const host = 'http://127.0.0.3:8080';
    await harness.addPages([`${host}/never-a`, `${host}/never-b`]);
    void harness.monitor.runDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { pageId } = await harness.addPage(`${host}/same-host`);
    const started = performance.now();
    const waited = await checkNow(harness.user, pageId);
    expect(waited.status).toBe(503);
    expect(waited.body).toEqual({ detail: 'The monitor is busy checking other pages. Try again in a moment.' });
    expect(performance.now() - started).toBeGreaterThan(4_000);
    // Nothing was written and the page is free for the next check.
    const [row] = await harness.testDatabase.database.db.select().from(pages).where(eq(pages.id, pageId));
    expect(row).toMatchObject({ leaseOwner: null, lastCheckedAt: null });
  });

  it('frees the slot of a check that never ends, and answers its person, once its budget and a grace are spent', async () => {
    hostile.set('/never', { body: htmlPage('<p>Never fetched</p>') });
    hostile.set('/after-never', { body: htmlPage('<p>Checked in the freed slot</p>') });
    const { pageId: never } = await harness.addPage(hostile.url('/never'));
    const started = performance.now();
    const stuck = await checkNow(harness.user, never);
    // Fetch 1.5 s and two readings of 2 s, plus 5 s of grace.
    expect(stuck.status).toBe(503);
    expect(stuck.body).toEqual({
      detail: 'The check is taking too long. Its result will show on the page once it ends.',
    });
    expect(performance.now() - started).toBeLessThan(FETCH_TIMEOUT_MS + 2 * READ_TIMEOUT_MS + 5_000 + 3_000);

    // One slot: the page behind a check that never ends is still checked.
    const { pageId: after } = await harness.addPage(hostile.url('/after-never'));
    const seen: string[] = [];
    const single = harness.createMonitor({
      env: {
        MONITOR_CONCURRENCY: '1',
        MONITOR_POLL_MS: '50',
        MONITOR_TIMEOUT_MS: '500',
        MONITOR_EXTRACT_TIMEOUT_MS: '500',
      },
      wrapFetcher: (fetcher) => ({
        ...fetcher,
        fetch: (request) => (request.url.includes('/never') ? new Promise(() => {}) : fetcher.fetch(request)),
      }),
      onCheck: (check) => seen.push(check.target.page.id),
    });
    harness.clock.advance(61 * MINUTE);
    single.start();
    const deadline = Date.now() + 20_000;
    while (!seen.includes(after) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await single.stop();
    expect(seen).toContain(after);
  }, 60_000);

  it('stops within a bound while a page stalls, and hands its lease back', async () => {
    hostile.set('/stalled-at-stop', { hang: true });
    const { pageId } = await harness.addPage(hostile.url('/stalled-at-stop'));
    const looping = harness.createMonitor({
      env: { MONITOR_POLL_MS: '20', MONITOR_TIMEOUT_MS: '30000', MONITOR_LEASE_MS: '200000' },
    });
    looping.start();
    while (hostile.hits('/stalled-at-stop').length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    await looping.stop();
    // Five seconds of grace for running checks, then they are ended; well short of the 30 s fetch budget.
    expect(performance.now() - started).toBeLessThan(10_000);
    const [row] = await harness.testDatabase.database.db.select().from(pages).where(eq(pages.id, pageId));
    expect(row).toMatchObject({ leaseOwner: null, lastCheckedAt: null });
  });
});
