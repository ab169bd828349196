import { unpackTextSync } from '../../src/db/packedText';
import type { ActivityEvent, PageChange, PageCheckResult } from '@spyglass/api/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageSnapshots } from '../../src/db';
import { createMonitorHarness, type MonitorHarness } from './harness';
import { htmlPage, startFixtureServer, type FixtureServer } from './fixtureServer';

describe('monitor: checking pages', () => {
  let harness: MonitorHarness;
  let server: FixtureServer;
  let path = 0;

  beforeAll(async () => {
    [harness, server] = await Promise.all([
      createMonitorHarness({
        MONITOR_MAX_BODY_BYTES: '20000',
        MONITOR_TIMEOUT_MS: '500',
        MONITOR_SNAPSHOT_RETENTION: '3',
      }),
      startFixtureServer(),
    ]);
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  /** A fresh page on the fixture server with the given body; answers its path and id. */
  async function watch(body: string, page: Parameters<MonitorHarness['addPage']>[1] = {}) {
    path += 1;
    const at = `/page-${path}`;
    server.set(at, { body });
    const { pageId } = await harness.addPage(server.url(at), page);
    return { at, pageId };
  }

  async function check(pageId: string): Promise<PageCheckResult> {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: harness.user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PageCheckResult>();
  }

  async function monitorEvents(pageId: string): Promise<ActivityEvent[]> {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/${harness.competitorId}/activity/?limit=200`,
      headers: harness.user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ data: ActivityEvent[] }>()
      .data.filter(
        (event) => event.target_id === pageId && (event.type === 'page_changed' || event.type === 'content_alert'),
      );
  }

  it('takes a baseline on the first check, with no event', async () => {
    const { pageId } = await watch(htmlPage('<h1>Plans</h1><p>Starter $10</p>'));
    const result = await check(pageId);
    expect(result).toMatchObject({ outcome: 'baseline', status: 200, error: null, change: null, alerts: [] });
    expect(result.page).toMatchObject({ last_status: 200, last_error: null, last_changed_at: null });
    expect(result.page.last_checked_at).not.toBeNull();
    expect(await monitorEvents(pageId)).toEqual([]);
    expect((await check(pageId)).outcome).toBe('unchanged');
  });

  it('writes exactly one page_changed, with the line counts, when the text changes', async () => {
    const { at, pageId } = await watch(htmlPage('<h1>Plans</h1><p>Starter $10</p><p>Pro $20</p><p>Contact us</p>'));
    await check(pageId);
    server.set(at, {
      body: htmlPage('<h1>Plans</h1><p>Starter $12</p><p>Pro $20</p><p>Enterprise</p><p>Contact us</p>'),
    });

    const result = await check(pageId);
    expect(result.outcome).toBe('changed');
    expect(result.change).toMatchObject({ added_lines: 2, removed_lines: 1 });
    expect(result.page.last_changed_at).not.toBeNull();

    const events = await monitorEvents(pageId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'page_changed',
      target_type: 'page',
      target_name: 'Plans',
      // The facts of the change make its sentence; the counts stay in its data.
      description: 'Page Plans changed: Starter plan $10 → $12 (+20%); New: Enterprise',
      actor: { id: null, name: 'Monitor' },
      additional_data: {
        added_lines: 2,
        removed_lines: 1,
        summary: 'Added: "Starter $12", "Enterprise"; Removed: "Starter $10"',
      },
    });

    // Checked again with nothing new: no second event.
    expect((await check(pageId)).outcome).toBe('unchanged');
    expect(await monitorEvents(pageId)).toHaveLength(1);

    const history = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${pageId}/changes/`,
      headers: harness.user.headers,
    });
    expect(history.statusCode).toBe(200);
    const changes = history.json<{ data: PageChange[]; count: number }>();
    expect(changes.count).toBe(1);
    expect(changes.data[0]!.diff).toContain('-Starter $10\n+Starter $12');
    expect(changes.data[0]!.diff.startsWith('--- previous\n+++ current\n@@')).toBe(true);
  });

  it.each([
    ['whitespace', '<div>\n   <p>Hello   <b>world</b></p>\n\n</div>'],
    ['script', '<div><p>Hello <b>world</b></p></div><script>var build = 2; window.track("x")</script>'],
    ['attribute', '<div class="v2" data-build="2"><p style="color:red">Hello <b id="w">world</b></p></div>'],
  ])('ignores a %s-only change', async (_kind, changed) => {
    const { at, pageId } = await watch(htmlPage('<div><p>Hello <b>world</b></p></div><script>var build = 1</script>'));
    await check(pageId);
    server.set(at, { body: htmlPage(changed) });
    expect((await check(pageId)).outcome).toBe('unchanged');
    expect(await monitorEvents(pageId)).toEqual([]);
  });

  it('raises one content_alert when a watched keyword appears, and none while it stays', async () => {
    const { at, pageId } = await watch(htmlPage('<p>Plans from $10.</p>'), { alert_keywords: ['Discount', 'sale'] });
    await check(pageId);
    expect(await monitorEvents(pageId)).toEqual([]);

    server.set(at, { body: htmlPage('<p>Plans from $10. This week only: a 20% discount on Pro! Ends Friday.</p>') });
    const appeared = await check(pageId);
    expect(appeared.alerts).toEqual([
      { keyword: 'Discount', excerpt: 'This week only: a 20% discount on Pro!', direction: 'appeared' },
    ]);
    const alerts = (await monitorEvents(pageId)).filter((event) => event.type === 'content_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      target_name: 'Plans',
      description: 'Keyword "Discount" appeared on page Plans',
      actor: { id: null, name: 'Monitor' },
      additional_data: {
        keyword: 'Discount',
        excerpt: 'This week only: a 20% discount on Pro!',
        direction: 'appeared',
      },
    });

    // The page changes again but the keyword stays: no new alert.
    server.set(at, { body: htmlPage('<p>Plans from $9. Still a discount on Pro.</p>') });
    expect((await check(pageId)).alerts).toEqual([]);
    expect((await monitorEvents(pageId)).filter((event) => event.type === 'content_alert')).toHaveLength(1);

    // Gone, then back: that is news again.
    server.set(at, { body: htmlPage('<p>Plans from $9.</p>') });
    await check(pageId);
    server.set(at, { body: htmlPage('<p>Plans from $9. Discount returns!</p>') });
    expect((await check(pageId)).alerts).toHaveLength(1);
    expect((await monitorEvents(pageId)).filter((event) => event.type === 'content_alert')).toHaveLength(2);
  });

  it('reads the same bytes again once the watched keywords change', async () => {
    const { pageId } = await watch(htmlPage('<p>Plans from $10. A 20% discount on Pro.</p>'));
    expect((await check(pageId)).outcome).toBe('baseline');
    expect((await check(pageId)).outcome).toBe('unchanged');

    const edit = await harness.app.inject({
      method: 'PATCH',
      url: `/api/v1/competitors/websites/pages/${pageId}`,
      headers: harness.user.headers,
      payload: { alert_keywords: ['Discount'] },
    });
    expect(edit.statusCode).toBe(200);
    // The page answers with the very same bytes; the keyword is news all the same.
    const again = await check(pageId);
    expect(again.outcome).toBe('unchanged');
    expect(again.alerts).toEqual([{ keyword: 'Discount', excerpt: 'A 20% discount on Pro.', direction: 'appeared' }]);
    expect((await check(pageId)).alerts).toEqual([]);
  });

  it('does not alert on a keyword inside another word', async () => {
    const { at, pageId } = await watch(htmlPage('<p>Hello</p>'), { alert_keywords: ['sale'] });
    await check(pageId);
    server.set(at, { body: htmlPage('<p>Hello wholesale buyers</p>') });
    expect((await check(pageId)).alerts).toEqual([]);
  });

  it('confines detection to the css_selector', async () => {
    const page = (price: string, banner: string) =>
      htmlPage(`<header>${banner}</header><section id="pricing"><p>Pro ${price}</p></section>`);
    const { at, pageId } = await watch(page('$20', 'Welcome'), { css_selector: '#pricing' });
    await check(pageId);

    server.set(at, { body: page('$20', 'Spring news and a new banner') });
    expect((await check(pageId)).outcome).toBe('unchanged');

    server.set(at, { body: page('$25', 'Spring news and a new banner') });
    const changed = await check(pageId);
    expect(changed.outcome).toBe('changed');
    expect(changed.change?.diff).toContain('-Pro $20\n+Pro $25');
    expect(changed.change?.diff).not.toContain('banner');
  });

  it('sends the validators back and reads a 304 as unchanged', async () => {
    path += 1;
    const at = `/etag-${path}`;
    server.set(at, (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end();
      else response.writeHead(200, { etag: '"v1"', 'content-type': 'text/html' }).end(htmlPage('<p>Cached</p>'));
    });
    const { pageId } = await harness.addPage(server.url(at));
    expect((await check(pageId)).outcome).toBe('baseline');
    const second = await check(pageId);
    expect(second).toMatchObject({ outcome: 'not_modified', status: 304, error: null });
    expect(second.page.last_status).toBe(304);
    expect(server.hits(at).at(-1)?.headers['if-none-match']).toBe('"v1"');
    expect(await monitorEvents(pageId)).toEqual([]);
  });

  it('records a timeout on the page, with no event', async () => {
    path += 1;
    const at = `/slow-${path}`;
    server.set(at, { hang: true });
    const { pageId } = await harness.addPage(server.url(at));
    const result = await check(pageId);
    expect(result).toMatchObject({ outcome: 'error', status: null, error: 'Timed out after 0.5 s' });
    expect(result.page).toMatchObject({ last_status: null, last_error: 'Timed out after 0.5 s' });
    expect(await monitorEvents(pageId)).toEqual([]);
  });

  it('records an error status, and clears it after a good check', async () => {
    path += 1;
    const at = `/flaky-${path}`;
    server.set(at, { status: 503, body: 'busy' });
    const { pageId } = await harness.addPage(server.url(at));
    expect((await check(pageId)).page).toMatchObject({ last_status: 503, last_error: 'The server answered 503' });
    server.set(at, { body: htmlPage('<p>Back</p>') });
    expect((await check(pageId)).page).toMatchObject({ last_status: 200, last_error: null });
  });

  it('cuts an oversized body at MONITOR_MAX_BODY_BYTES and says so', async () => {
    const { pageId } = await watch(htmlPage(`<p>${'word '.repeat(10_000)}</p>`));
    const result = await check(pageId);
    expect(result.outcome).toBe('baseline');
    expect(result.error).toMatch(/^The page is larger than .* only its first .* were compared$/);
    expect(result.page.last_error).toBe(result.error);
  });

  it('answers 404 for a page of another team, and 422 for a malformed id', async () => {
    const { pageId } = await watch(htmlPage('<p>Mine</p>'));
    const stranger = await harness.testApp.signup();
    const post = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: stranger.headers,
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Page not found' });
    const history = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${pageId}/changes/`,
      headers: stranger.headers,
    });
    expect(history.statusCode).toBe(404);
    const malformed = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/competitors/websites/pages/not-a-uuid/check',
      headers: harness.user.headers,
    });
    expect(malformed.statusCode).toBe(422);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages through the change history, newest first', async () => {
    const { at, pageId } = await watch(htmlPage('<p>v0</p>'));
    await check(pageId);
    for (const version of ['v1', 'v2', 'v3']) {
      server.set(at, { body: htmlPage(`<p>${version}</p>`) });
      await check(pageId);
    }
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${pageId}/changes/?limit=2&offset=0`,
      headers: harness.user.headers,
    });
    const body = response.json<{ data: PageChange[]; count: number }>();
    expect(body.count).toBe(3);
    expect(body.data.map((change) => change.summary)).toEqual([
      'Added: "v3"; Removed: "v2"',
      'Added: "v2"; Removed: "v1"',
    ]);
  });

  it('answers 409 while another check of the page holds its lease', async () => {
    const { pageId } = await watch(htmlPage('<p>Busy</p>'));
    const db = harness.testDatabase.database.db;
    await db
      .update(pages)
      .set({ leaseOwner: 'another-worker', leaseUntil: new Date(harness.clock.now().getTime() + 60_000) })
      .where(eq(pages.id, pageId));
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: harness.user.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This page is being checked right now. Try again in a moment.' });
  });

  it('drops a result read from an address the page no longer has', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    path += 1;
    const at = `/moving-${path}`;
    server.set(at, (_request, response) => {
      void gate.then(() =>
        response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('<p>Old address</p>')),
      );
    });
    const { pageId } = await harness.addPage(server.url(at));
    const checking = harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: harness.user.headers,
    });
    while (server.hits(at).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    server.set('/moved', { body: htmlPage('<p>New address</p>') });
    const edit = await harness.app.inject({
      method: 'PATCH',
      url: `/api/v1/competitors/websites/pages/${pageId}`,
      payload: { url: server.url('/moved') },
      headers: harness.user.headers,
    });
    expect(edit.statusCode).toBe(200);
    release();
    const stale = await checking;
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'The page was edited while it was being checked. Check it again.' });
    // Nothing of the old address was kept: the next check is the new address's baseline.
    expect((await check(pageId)).outcome).toBe('baseline');
    expect(await monitorEvents(pageId)).toEqual([]);
  });

  it('keeps at most MONITOR_SNAPSHOT_RETENTION snapshots per page, the newest', async () => {
    const { at, pageId } = await watch(htmlPage('<p>s0</p>'));
    await check(pageId);
    for (const version of ['s1', 's2', 's3', 's4']) {
      server.set(at, { body: htmlPage(`<p>${version}</p>`) });
      expect((await check(pageId)).outcome).toBe('changed');
    }
    const kept = await harness.testDatabase.database.db
      .select({ packedText: pageSnapshots.packedText })
      .from(pageSnapshots)
      .where(eq(pageSnapshots.pageId, pageId))
      .orderBy(asc(pageSnapshots.createdAt));
    expect(kept.map((row) => unpackTextSync(row.packedText))).toEqual(['Fixture\ns2', 'Fixture\ns3', 'Fixture\ns4']);
  });

  it('stores a page that moved a little as its difference from the last whole snapshot, which it keeps while needed', async () => {
    // About 12 KB of text that packs to a few KB (words drawn by a fixed generator), one line edited per version.
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return `w${seed % 5000}`;
    };
    const lines = Array.from(
      { length: 160 },
      (_, line) => `Line ${line}: ${Array.from({ length: 8 }, word).join(' ')}`,
    );
    const version = (edit: string, keyword = '') =>
      htmlPage(
        [...lines.slice(0, 80), `Edited ${edit} ${keyword}`, ...lines.slice(80)]
          .map((line) => `<p>${line}</p>`)
          .join(''),
      );
    const { at, pageId } = await watch(version('v0'), { alert_keywords: ['Discount'], keyword_alerts: 'disappear' });
    await check(pageId);
    for (const edit of ['v1', 'v2', 'v3']) {
      server.set(at, { body: version(edit, edit === 'v3' ? 'Discount' : '') });
      expect((await check(pageId)).outcome).toBe('changed');
    }
    // The watched word leaves: its sentence is found in the last snapshot, a difference.
    server.set(at, { body: version('v4') });
    const gone = await check(pageId);
    expect(gone.outcome).toBe('changed');
    expect(gone.alerts).toEqual([
      { keyword: 'Discount', excerpt: expect.stringContaining('Edited v3 Discount'), direction: 'disappeared' },
    ]);

    const { db } = harness.testDatabase.database;
    const stored = await db
      .select({ id: pageSnapshots.id, packed: pageSnapshots.packedText, baseId: pageSnapshots.baseId })
      .from(pageSnapshots)
      .where(eq(pageSnapshots.pageId, pageId))
      .orderBy(asc(pageSnapshots.createdAt));
    // Retention keeps 3, and the baseline the three are differences from.
    expect(stored).toHaveLength(4);
    const [whole, ...differences] = stored;
    expect(whole!.baseId).toBeNull();
    for (const snapshot of differences) {
      expect(snapshot.baseId).toBe(whole!.id);
      expect(snapshot.packed.byteLength).toBeLessThan(whole!.packed.byteLength / 10);
    }
    expect(stored.map((row) => unpackTextSync(row.packed, row.baseId ? whole!.packed : null).split('\n')[81])).toEqual([
      'Edited v0',
      'Edited v2',
      'Edited v3 Discount',
      'Edited v4',
    ]);

    // Rules are previewed on the last snapshot, read through its base.
    const preview = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/rule-preview`,
      headers: harness.user.headers,
      payload: { ignore_rules: ['/^Edited /'], ignore_presets: [] },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ total_lines: 162, hidden_lines: 1 });

    // A text that moved far from the base is stored whole and becomes the next one's base.
    for (const [line] of lines.entries()) lines[line] = `Line ${line}: ${Array.from({ length: 8 }, word).join(' ')}`;
    server.set(at, { body: version('v5') });
    expect((await check(pageId)).outcome).toBe('changed');
    server.set(at, { body: version('v6') });
    expect((await check(pageId)).outcome).toBe('changed');
    const latest = await db
      .select({ id: pageSnapshots.id, baseId: pageSnapshots.baseId })
      .from(pageSnapshots)
      .where(eq(pageSnapshots.pageId, pageId))
      .orderBy(asc(pageSnapshots.createdAt));
    // Kept: the newest three (v4, a difference from the baseline; v5 whole; v6 from v5) and the baseline.
    expect(latest.map((row) => row.baseId)).toEqual([null, whole!.id, null, latest[2]!.id]);
    expect(latest[0]!.id).toBe(whole!.id);
  });

  it('takes a new baseline when the last snapshot cannot be read, instead of failing until the page is edited', async () => {
    const { at, pageId } = await watch(htmlPage('<p>Plans from $10</p>'));
    await check(pageId);
    // A damaged value: a difference whose base is gone.
    await harness.testDatabase.database.db
      .update(pageSnapshots)
      .set({ packedText: Buffer.from([2, 40, 181, 47, 253]) })
      .where(eq(pageSnapshots.pageId, pageId));
    server.set(at, { body: htmlPage('<p>Plans from $12</p>') });
    expect(await check(pageId)).toMatchObject({ outcome: 'baseline', error: null, change: null });
    expect(await monitorEvents(pageId)).toEqual([]);

    server.set(at, { body: htmlPage('<p>Plans from $15</p>') });
    const next = await check(pageId);
    expect(next.outcome).toBe('changed');
    expect(next.change?.diff).toContain('-Plans from $12\n+Plans from $15');
  });
});
