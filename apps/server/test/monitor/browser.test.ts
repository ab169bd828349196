import { unpackTextSync } from '../../src/db/packedText';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { PageChange, PageCheckResult } from '@spyglass/api/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, pages, pageSnapshots } from '../../src/db';
import { REFUSED_ADDRESS_MESSAGE, vetAddress, type MonitorLogger } from '../../src/monitor';
import { isRunnable, NO_BROWSER_MESSAGE } from '../../src/monitor/browser';
import { htmlPage, startFixtureServer, type FixtureServer } from './fixtureServer';
import { createMonitorHarness, MINUTE, type MonitorHarness } from './harness';

/**
 * How long a page's script keeps a renderer busy. The health check answers within it meanwhile: a
 * server thread that waited on a render would hold the check for at least the whole script. (A
 * tighter bound failed on a loaded CI machine at 1.1 s with nothing held; a longer script holds a
 * browser long enough that people's checks, which wait 5 s for one, time out on a busy machine.)
 */
const BUSY_SCRIPT_MS = 1_500;
const HEALTH_BOUND_MS = BUSY_SCRIPT_MS;
/**
 * People's checks at once on the pool's two browsers: one more than fit. Each waits at most 5 s
 * for a browser; with four, the last waited two renders, and a loaded CI machine took longer.
 */
const PEOPLES_CHECKS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// 127.0.0.2 plays a public site; every other address keeps the real policy (MONITOR_ALLOW_PRIVATE is off).
const standIn = (address: string) =>
  address === '127.0.0.2' ? ({ allowed: true, address } as const) : vetAddress(address);

/** Names the tests point where they like; the rest resolve as usual. */
function testResolver(names: Record<string, () => string>) {
  return async (hostname: string): Promise<LookupAddress[]> => {
    const pick = names[hostname];
    if (pick) return [{ address: pick(), family: 4 }];
    return lookup(hostname, { all: true, verbatim: true });
  };
}

/** A pricing table whose price only a script writes. */
function pricingPage(price: string): string {
  return htmlPage(
    `<header><h1>Acme pricing</h1></header>
     <section id="plans"><h2>Pro plan</h2><p class="price"></p><p>Billed monthly</p></section>
     <div style="height: 1200px">Footer</div>
     <script>document.querySelector('.price').textContent = ${JSON.stringify(`${price} per month`)};</script>`,
  );
}

/** Every log line the monitor writes about a refused address, as "url detail". */
function refusalLog(into: string[]): MonitorLogger {
  const keep = (object: object, message?: string) => {
    if (message?.includes('address refused')) {
      const { url, detail } = object as { url: string; detail: string };
      into.push(`${url} ${detail}`);
    }
  };
  return { debug() {}, info: keep, warn() {}, error() {} };
}

describe.runIf(isRunnable(CHROMIUM))('monitor: pages rendered in a browser', () => {
  let harness: MonitorHarness;
  let site: FixtureServer;
  let inside: FixtureServer;
  let udp: UdpSocket;
  let udpPackets = 0;
  let origin: string;
  const refused: string[] = [];
  let rebindLookups = 0;

  beforeAll(async () => {
    [site, inside] = await Promise.all([startFixtureServer('127.0.0.2'), startFixtureServer('127.0.0.1')]);
    udp = createSocket('udp4');
    udp.on('message', () => (udpPackets += 1));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    harness = await createMonitorHarness(
      {
        MONITOR_ALLOW_PRIVATE: '0',
        // Every port: what is refused below is refused for its address.
        MONITOR_ALLOWED_PORTS: '*',
        MONITOR_BROWSERS: '2',
        MONITOR_PER_HOST: '10',
        MONITOR_BROWSER_TIMEOUT_MS: '20000',
        MONITOR_BROWSER_MAX_REQUESTS: '40',
        CHROMIUM_PATH: CHROMIUM,
      },
      {
        monitor: {
          addressPolicy: standIn,
          resolver: testResolver({
            'pricing.example': () => '127.0.0.2',
            'intranet.example': () => '127.0.0.1',
            // Public at first, then inside: DNS rebinding.
            'rebind.example': () => (rebindLookups++ === 0 ? '127.0.0.2' : '127.0.0.1'),
          }),
          log: refusalLog(refused),
        },
      },
    );
    origin = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterEach(async () => {
    await harness.testDatabase.database.db.update(pages).set({ isActive: false });
  });
  afterAll(async () => {
    await harness?.close();
    udp?.close();
    await Promise.all([site?.close(), inside?.close()]);
  });

  async function checkNow(pageId: string): Promise<PageCheckResult> {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: harness.user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PageCheckResult>();
  }

  async function lastText(pageId: string): Promise<string> {
    const [row] = await harness.testDatabase.database.db
      .select({ packedText: pageSnapshots.packedText })
      .from(pageSnapshots)
      .where(eq(pageSnapshots.pageId, pageId))
      .orderBy(desc(pageSnapshots.createdAt))
      .limit(1);
    return row ? unpackTextSync(row.packedText) : '';
  }

  /** Polls the health check over HTTP until stopped; answers every latency seen. */
  function watchHealth() {
    const latencies: number[] = [];
    let running = true;
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
    return async () => {
      running = false;
      await polling;
      return latencies;
    };
  }

  it('reads a price drawn by a script: empty over HTTP, "$49" in the browser, and a change with before and after screenshots', async () => {
    site.set('/pricing', { body: pricingPage('$49') });
    const { pageId } = await harness.addPage(`http://pricing.example:${site.port}/pricing`, {
      css_selector: '#plans',
    });

    // Over HTTP the script never runs: the price is empty.
    expect((await checkNow(pageId)).outcome).toBe('baseline');
    const plain = await lastText(pageId);
    expect(plain).toContain('Pro plan');
    expect(plain).not.toContain('$49');

    const switched = await harness.app.inject({
      method: 'PATCH',
      url: `/api/v1/competitors/websites/pages/${pageId}`,
      payload: { fetcher: 'browser' },
      headers: harness.user.headers,
    });
    expect(switched.json()).toMatchObject({ fetcher: 'browser', wait_for_selector: null, timeout_seconds: null });
    // Another fetcher is another text: a fresh baseline, no change event.
    expect((await checkNow(pageId)).outcome).toBe('baseline');
    expect(await lastText(pageId)).toBe('Pro plan\n$49 per month\nBilled monthly');

    site.set('/pricing', { body: pricingPage('$59') });
    const changed = await checkNow(pageId);
    expect(changed.outcome).toBe('changed');
    expect(changed.change?.diff).toContain('-$49 per month');
    expect(changed.change?.diff).toContain('+$59 per month');

    const [event] = await harness.testDatabase.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.pageId, pageId), eq(activityEvents.type, 'page_changed')));
    expect(event?.additionalData).toMatchObject({ added_lines: 1, removed_lines: 1, change_id: changed.change?.id });

    const history = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${pageId}/changes/`,
      headers: harness.user.headers,
    });
    const [change] = history.json<{ data: PageChange[] }>().data;
    expect(change?.before_screenshot).not.toBeNull();
    expect(change?.after_screenshot).not.toBeNull();
    expect(change?.after_screenshot?.width).toBe(1280);
    // The screenshot shows the compared part of the page, and the region that changed lies inside it.
    expect(change?.after_screenshot?.height).toBeLessThan(400);
    expect(change?.changed_regions.length).toBeGreaterThan(0);
    for (const region of change!.changed_regions) {
      expect(region.y + region.height).toBeLessThanOrEqual(change!.after_screenshot!.height);
    }

    for (const shot of [change!.before_screenshot!, change!.after_screenshot!]) {
      const image = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/competitors/websites/pages/${pageId}/screenshots/${shot.id}`,
        headers: harness.user.headers,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // Another team's person learns nothing of it.
    const stranger = await harness.testApp.signup();
    const theirs = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${pageId}/screenshots/${change!.after_screenshot!.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Page not found' });
  });

  it('reads a browser-drawn page through its noise rules and classifies its change: a moving counter and time raise nothing, a new price is a pricing change', async () => {
    /** A pricing table a script draws, with a live counter and a time stamp beside the price. */
    const drawn = (counter: string, time: string, price: string) =>
      htmlPage(
        `<main></main>
         <script>document.querySelector('main').innerHTML = ${JSON.stringify(
           `<p>${counter} teams signed up today</p><h1>Pricing</h1>
            <div><h3>Pro</h3><p>${price} per month</p></div>
            <p>Last updated ${time}</p>`,
         )};</script>`,
      );
    site.set('/drawn-pricing', { body: drawn('1,234', '10:04:33', '$49') });
    const { pageId } = await harness.addPage(`http://pricing.example:${site.port}/drawn-pricing`, {
      fetcher: 'browser',
    });
    const options = await harness.app.inject({
      method: 'PATCH',
      url: `/api/v1/competitors/websites/pages/${pageId}`,
      payload: { ignore_presets: ['dates', 'relative_times', 'counters', 'copyright'] },
      headers: harness.user.headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect((await checkNow(pageId)).outcome).toBe('baseline');
    expect(await lastText(pageId)).toContain('$49 per month');

    site.set('/drawn-pricing', { body: drawn('1,301', '11:47:40', '$49') });
    expect((await checkNow(pageId)).outcome).toBe('unchanged');

    site.set('/drawn-pricing', { body: drawn('1,388', '12:03:19', '$59') });
    const changed = await checkNow(pageId);
    expect(changed.outcome).toBe('changed');
    expect(changed.change).toMatchObject({
      added_lines: 1,
      removed_lines: 1,
      alerted: true,
      classification: {
        kind: 'pricing',
        facts: [expect.objectContaining({ type: 'price_change', label: 'Pro', from: 49, to: 59, currency: 'USD' })],
      },
    });
    const raised = await harness.testDatabase.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.pageId, pageId), eq(activityEvents.type, 'page_changed')));
    expect(raised).toHaveLength(1);
    expect(raised[0]?.additionalData).toMatchObject({ classification: { kind: 'pricing' } });
  });

  it('refuses every request the page makes to a private address: loopback, link-local, private names, redirects, TLS and WebSocket tunnels, WebRTC', async () => {
    site.set('/to-inside', { status: 302, headers: { location: inside.url('/redirected') } });
    site.set('/popup', { body: htmlPage('<p>Popup</p>') });
    site.set('/sw.js', {
      body: 'self.addEventListener("fetch", () => {})',
      headers: { 'content-type': 'text/javascript' },
    });
    const port = inside.port;
    site.set('/tricks', {
      body: htmlPage(`
        <p>Public page</p>
        <img src="http://127.0.0.1:${port}/img">
        <img src="http://169.254.169.254/latest/meta-data/">
        <script src="http://intranet.example:${port}/script.js"></script>
        <iframe src="/to-inside"></iframe>
        <script>
          const attempts = [
            'http://127.0.0.1:${port}/fetch',
            'https://127.0.0.1:${port}/tls',
            'http://[::ffff:127.0.0.1]:${port}/mapped',
            'http://localhost:${port}/localhost',
            'http://intranet.example:${port}/xhr',
          ].map((url) => fetch(url).catch(() => null));
          for (const url of ['ws://127.0.0.1:${port}/ws', 'ws://intranet.example:${port}/ws-name']) {
            attempts.push(new Promise((done) => {
              try { const socket = new WebSocket(url); socket.onerror = socket.onclose = done; } catch { done(); }
            }));
          }
          window.open('/popup');
          if (navigator.serviceWorker) attempts.push(navigator.serviceWorker.register('/sw.js').catch(() => null));
          try {
            const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${(udp.address() as { port: number }).port}' }] });
            peer.createDataChannel('probe');
            peer.createOffer().then((offer) => peer.setLocalDescription(offer));
          } catch {}
          Promise.all(attempts).then(() => {
            const done = document.createElement('p');
            done.id = 'done';
            done.textContent = 'All attempts made';
            document.body.append(done);
          });
        </script>`),
    });
    refused.length = 0;
    const { pageId } = await harness.addPage(site.url('/tricks'), {
      fetcher: 'browser',
      wait_for_selector: '#done',
    });
    const result = await checkNow(pageId);
    expect(result.error).toBeNull();
    expect(result.outcome).toBe('baseline');
    expect(await lastText(pageId)).toContain('All attempts made');

    // Nothing inside was reached, by any route.
    expect(inside.hits()).toEqual([]);
    expect(udpPackets).toBe(0);
    // No window of its own, no service worker.
    expect(site.hits('/popup')).toEqual([]);
    expect(site.hits('/sw.js')).toEqual([]);
    // Each trick was tried, and refused for its address.
    const log = refused.join('\n');
    for (const expected of [
      `http://127.0.0.1:${port}/img 127.0.0.1 is a loopback address`,
      'http://169.254.169.254/latest/meta-data/ 169.254.169.254 is a cloud metadata address',
      `http://intranet.example:${port}/script.js intranet.example resolves to 127.0.0.1, which is a loopback address`,
      `http://127.0.0.1:${port}/redirected 127.0.0.1 is a loopback address`,
      `http://127.0.0.1:${port}/fetch 127.0.0.1 is a loopback address`,
      `https://127.0.0.1:${port}/tls 127.0.0.1 is a loopback address`,
      `http://localhost:${port}/localhost localhost resolves to`,
      `http://intranet.example:${port}/xhr intranet.example resolves to 127.0.0.1`,
      `https://intranet.example:${port}/ intranet.example resolves to 127.0.0.1`,
    ]) {
      expect(log).toContain(expected);
    }
    expect(log).toMatch(/\[::ffff:7f00:1\]:\d+\/mapped 127\.0\.0\.1 is a loopback address/);
  });

  it('vets the address of every connection when it is made, so DNS rebinding reaches nothing inside', async () => {
    site.set('/rebind', {
      headers: { connection: 'close' },
      body: htmlPage(`<p>Rebinding</p>
        <script>
          fetch('/inside').catch(() => null).then(() => {
            const done = document.createElement('p');
            done.id = 'done';
            done.textContent = 'Fetched again';
            document.body.append(done);
          });
        </script>`),
    });
    inside.set('/inside', { body: 'secret' });
    refused.length = 0;
    rebindLookups = 0;
    const { pageId } = await harness.addPage(`http://rebind.example:${site.port}/rebind`, {
      fetcher: 'browser',
      wait_for_selector: '#done',
    });
    expect((await checkNow(pageId)).outcome).toBe('baseline');
    expect(rebindLookups).toBeGreaterThanOrEqual(2);
    expect(inside.hits('/inside')).toEqual([]);
    expect(refused.join('\n')).toContain(
      `http://rebind.example:${site.port}/inside rebind.example resolves to 127.0.0.1, which is a loopback address`,
    );
  });

  it('refuses a page on a private address outright, and a download instead of a page', async () => {
    inside.set('/admin', { body: htmlPage('<p>Admin</p>') });
    const { pageId } = await harness.addPage(inside.url('/admin'), { fetcher: 'browser' });
    expect(await checkNow(pageId)).toMatchObject({ outcome: 'error', error: REFUSED_ADDRESS_MESSAGE });
    expect(inside.hits('/admin')).toEqual([]);

    site.set('/report.pdf', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report.pdf"' },
      body: '%PDF-1.4',
    });
    const download = await harness.addPage(site.url('/report.pdf'), { fetcher: 'browser' });
    const result = await checkNow(download.pageId);
    expect(result.outcome).toBe('error');
    expect(result.error).toBe('The address is a download or was left before it loaded, not a page');
  });

  it('fails a page that never finishes loading cleanly at its time limit, and it is read again later', async () => {
    site.set('/hang', { hang: true });
    site.set('/slow', { body: htmlPage('<p>Almost there</p><img src="/hang">') });
    const { pageId } = await harness.addPage(site.url('/slow'), { fetcher: 'browser', timeout_seconds: 5 });
    const started = performance.now();
    const result = await checkNow(pageId);
    const took = performance.now() - started;
    expect(result).toMatchObject({ outcome: 'error', error: 'Timed out after 5 s' });
    expect(result.page.last_error).toBe('Timed out after 5 s');
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(30_000);

    // The page may load next time: nothing is left of the failed one.
    site.set('/slow', { body: htmlPage('<p>Loaded at last</p>') });
    expect((await checkNow(pageId)).outcome).toBe('baseline');
  });

  it('waits for the selector a page names, and says so when nothing matches in time', async () => {
    site.set('/late', {
      body: htmlPage(`<div id="jobs"></div>
        <script>setTimeout(() => { document.getElementById('jobs').innerHTML = '<ul class="job"><li>Platform engineer</li></ul>'; }, 1500);</script>`),
    });
    const waiting = await harness.addPage(site.url('/late'), { fetcher: 'browser', wait_for_selector: '.job' });
    expect((await checkNow(waiting.pageId)).outcome).toBe('baseline');
    expect(await lastText(waiting.pageId)).toContain('Platform engineer');

    const never = await harness.addPage(site.url('/late'), {
      fetcher: 'browser',
      wait_for_selector: '.vacancy',
      timeout_seconds: 5,
    });
    expect(await checkNow(never.pageId)).toMatchObject({
      outcome: 'error',
      error: 'Nothing matched ".vacancy" within 5 s',
    });
  });

  it('reads a page that makes too many requests without the rest, and says so', async () => {
    const images = Array.from({ length: 60 }, (_, index) => `<img src="/pixel/${index}.gif">`).join('');
    site.set('/busy', { body: htmlPage(`<p>Busy page</p>${images}`) });
    const { pageId } = await harness.addPage(site.url('/busy'), { fetcher: 'browser' });
    const result = await checkNow(pageId);
    expect(result.outcome).toBe('baseline');
    expect(result.error).toBe('The page made more than 40 requests; it was read without the rest');
    const pixels = site.hits().filter((request) => request.url?.startsWith('/pixel/'));
    expect(pixels.length).toBeLessThanOrEqual(40);
  });

  it('never runs more browsers than MONITOR_BROWSERS, scheduled checks and people alike, and the health check stays quick', async () => {
    let open = 0;
    let peak = 0;
    // Both browsers running before the clock starts: a person's check waits at most 5 s for a slot,
    // and starting Chromium on a slow, busy machine takes much of that.
    site.set('/warm', { body: htmlPage('<p>Warm</p>') });
    const warm = await harness.addPages([site.url('/warm?browser=1'), site.url('/warm?browser=2')], 60);
    await harness.testDatabase.database.db.update(pages).set({ fetcher: 'browser' }).where(inArray(pages.id, warm));
    const warmed = await Promise.all(warm.map((id) => checkNow(id)));
    expect(warmed.map((result) => result.outcome)).toEqual(['baseline', 'baseline']);
    site.set('/queue', (_request, response) => {
      open += 1;
      peak = Math.max(peak, open);
      setTimeout(() => {
        open -= 1;
        response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>In line</p>'));
      }, 400);
    });
    // Scripts that keep a renderer busy, so the browsers work hard meanwhile.
    site.set('/busy-script', {
      body: htmlPage(
        `<p>Busy</p><script>const end = Date.now() + ${BUSY_SCRIPT_MS}; while (Date.now() < end) {}</script>`,
      ),
    });
    const scheduled = await harness.addPages(
      [...Array.from({ length: 4 }, (_, index) => site.url(`/queue?s=${index}`)), site.url('/busy-script')],
      60,
    );
    await harness.testDatabase.database.db.update(pages).set({ fetcher: 'browser' });
    const urgent = await harness.addPages(
      Array.from({ length: PEOPLES_CHECKS }, (_, index) => site.url(`/queue?n=${index}`)),
      60,
    );
    const db = harness.testDatabase.database.db;
    await db.update(pages).set({ fetcher: 'browser' });
    // Only the scheduled pages are due now; the others are checked by people.
    await db.update(pages).set({ isActive: false });
    await db
      .update(pages)
      .set({ isActive: true })
      .where(inArray(pages.id, [...scheduled, ...urgent]));
    await db
      .update(pages)
      .set({ nextCheckAt: new Date(Date.now() + 24 * 60 * MINUTE) })
      .where(inArray(pages.id, urgent));

    const stopHealth = watchHealth();
    try {
      // People's checks go ahead of the schedule, more of them than browsers: the pool holds them to its size.
      const now = urgent.map((id) => harness.monitor.checkNow(id));
      const due = harness.monitor.runDue();
      const [checks, ...results] = await Promise.all([due, ...now]);
      expect(results.map((result) => result.outcome)).toEqual(urgent.map(() => 'baseline'));
      const mine = checks.filter((check) => scheduled.includes(check.target.page.id));
      expect(mine.map((check) => check.result?.outcome)).toEqual(scheduled.map(() => 'baseline'));
    } finally {
      const latencies = await stopHealth();
      expect(latencies.length).toBeGreaterThan(5);
      expect(Math.max(...latencies)).toBeLessThan(HEALTH_BOUND_MS);
    }
    // Never more than the pool's size at once; how many overlap below it depends on the machine's load.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it("takes a full-page screenshot on demand, for the page's own team only", async () => {
    site.set('/tall', { body: htmlPage('<h1>Long page</h1><div style="height: 3000px">Body</div><p>End</p>') });
    const { pageId } = await harness.addPage(site.url('/tall'));
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/screenshot`,
      headers: harness.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const stranger = await harness.testApp.signup();
    const theirs = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/screenshot`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);

    inside.set('/private', { body: htmlPage('<p>Private</p>') });
    const privatePage = await harness.addPage(inside.url('/private'));
    const refusedShot = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${privatePage.pageId}/screenshot`,
      headers: harness.user.headers,
    });
    expect(refusedShot.statusCode).toBe(422);
    expect(refusedShot.json()).toEqual({ detail: `The page could not be rendered: ${REFUSED_ADDRESS_MESSAGE}` });
    expect(inside.hits('/private')).toEqual([]);
  });
});

describe('monitor: a server without Chromium', () => {
  let harness: MonitorHarness;
  let site: FixtureServer;

  beforeAll(async () => {
    site = await startFixtureServer('127.0.0.1');
    harness = await createMonitorHarness({ CHROMIUM_PATH: '/nonexistent/chromium' });
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('says the browser fetcher is unavailable, fails browser pages with a clear reason, and keeps checking over HTTP', async () => {
    const capabilities = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/utils/capabilities/',
      headers: harness.user.headers,
    });
    expect(capabilities.json()).toEqual({ browser_fetcher: { available: false } });

    site.set('/app', { body: htmlPage('<p>Drawn by scripts</p>') });
    const rendered = await harness.addPage(site.url('/app'), { fetcher: 'browser' });
    const plain = await harness.addPage(site.url('/app'));
    const check = (pageId: string) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/v1/competitors/websites/pages/${pageId}/check`,
        headers: harness.user.headers,
      });
    expect((await check(rendered.pageId)).json()).toMatchObject({ outcome: 'error', error: NO_BROWSER_MESSAGE });
    expect((await check(plain.pageId)).json()).toMatchObject({ outcome: 'baseline', error: null });

    const shot = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${plain.pageId}/screenshot`,
      headers: harness.user.headers,
    });
    expect(shot.statusCode).toBe(503);
    expect(shot.json()).toEqual({ detail: 'This server has no browser (Chromium) to take screenshots with.' });
  });
});
