import type { ActivityEvent, PageChange, PageCheckResult, PricingHistory, RulePreview } from '@spyglass/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, startFixtureServer, type FixtureServer } from './fixtureServer';
import { createMonitorHarness, type MonitorHarness } from './harness';

const PRESETS = ['dates', 'relative_times', 'counters', 'copyright'];

/** A pricing page with the noise real ones have: a live counter and a time stamp. */
const pricing = (counter: string, time: string, pro: string) =>
  htmlPage(`<p>${counter} teams signed up today</p><h1>Pricing</h1>
    <div><h3>Starter</h3><p>$19 per month</p><ul><li>3 projects</li></ul></div>
    <div><h3>Pro</h3><p>${pro} per month</p><ul><li>Unlimited projects</li></ul></div>
    <p>Last updated ${time}</p>`);

describe('monitor: noise rules, keyword directions and facts', () => {
  let harness: MonitorHarness;
  let server: FixtureServer;
  let path = 0;

  beforeAll(async () => {
    [harness, server] = await Promise.all([createMonitorHarness(), startFixtureServer()]);
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    harness.app.inject({ method, url, headers: harness.user.headers, ...(payload ? { payload } : {}) });

  /** A page on a fixture path of its own, created through the API with the given options. */
  async function watch(body: string, options: Record<string, unknown> = {}) {
    path += 1;
    const at = `/noise-${path}`;
    server.set(at, { body });
    const website = await request('POST', `/api/v1/competitors/${harness.competitorId}/websites/`, {
      name: `Site ${path}`,
      url: server.origin,
    });
    const page = await request('POST', `/api/v1/competitors/websites/${website.json<{ id: string }>().id}/pages/`, {
      name: 'Pricing',
      url: server.url(at),
      ...options,
    });
    expect(page.statusCode, page.body).toBe(201);
    return { at, pageId: page.json<{ id: string }>().id };
  }

  async function check(pageId: string): Promise<PageCheckResult> {
    const response = await request('POST', `/api/v1/competitors/websites/pages/${pageId}/check`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PageCheckResult>();
  }

  async function events(pageId: string): Promise<ActivityEvent[]> {
    const response = await request('GET', `/api/v1/competitors/${harness.competitorId}/activity/?limit=200`);
    return response
      .json<{ data: ActivityEvent[] }>()
      .data.filter((event) => event.target_id === pageId && ['page_changed', 'content_alert'].includes(event.type));
  }

  it('raises nothing while only a time stamp and a counter move, then one page_changed reading $49 → $59', async () => {
    const { at, pageId } = await watch(pricing('1,234', '10:04:33', '$49'), { ignore_presets: PRESETS });
    expect((await check(pageId)).outcome).toBe('baseline');
    for (const [counter, time] of [
      ['1,301', '10:15:02'],
      ['1,388', '11:47:40'],
      ['1,402', '12:03:19'],
    ] as const) {
      server.set(at, { body: pricing(counter, time, '$49') });
      expect((await check(pageId)).outcome).toBe('unchanged');
    }
    expect(await events(pageId)).toEqual([]);

    server.set(at, { body: pricing('1,455', '13:30:00', '$59') });
    const result = await check(pageId);
    expect(result.outcome).toBe('changed');
    expect(result.change).toMatchObject({ added_lines: 1, removed_lines: 1, alerted: true });
    const raised = await events(pageId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      type: 'page_changed',
      description: 'Page Pricing changed: Pro plan $49 → $59 a month (+20.4%)',
      additional_data: {
        classification: {
          kind: 'pricing',
          facts: [
            { type: 'price_change', label: 'Pro', from: 49, to: 59, currency: 'USD', delta_pct: 20.4, period: 'month' },
          ],
        },
      },
    });

    const history = await request('GET', `/api/v1/competitors/${harness.competitorId}/pricing-history/`);
    expect(history.statusCode).toBe(200);
    const plans = history.json<PricingHistory>().data.filter((plan) => plan.page_id === pageId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ plan: 'Pro', currency: 'USD', period: 'month', page_name: 'Pricing' });
    expect(plans[0]!.points.map((point) => point.amount)).toEqual([49, 59]);
  });

  it('without the presets, the same noise is a change', async () => {
    const { at, pageId } = await watch(pricing('1,234', '10:04:33', '$49'));
    await check(pageId);
    server.set(at, { body: pricing('1,301', '10:15:02', '$49') });
    expect((await check(pageId)).outcome).toBe('changed');
  });

  it('tells a new job on a careers page by its title and place', async () => {
    const careers = (jobs: string[]) =>
      htmlPage(
        `<h1>Join our team</h1><h2>Open positions</h2><ul>${jobs.map((job) => `<li>${job}</li>`).join('')}</ul>`,
      );
    const { at, pageId } = await watch(careers(['Backend Engineer — Remote']));
    await check(pageId);
    server.set(at, { body: careers(['Backend Engineer — Remote', 'Senior Product Manager — Berlin']) });
    await check(pageId);
    const [changed] = await events(pageId);
    expect(changed).toMatchObject({
      description: 'Page Pricing changed: New job: Senior Product Manager, Berlin',
      additional_data: {
        classification: {
          kind: 'hiring',
          facts: [{ type: 'job_added', title: 'Senior Product Manager', location: 'Berlin' }],
        },
      },
    });
  });

  it('alerts when a keyword watched for disappearing goes, with its sentence from the previous snapshot', async () => {
    const plans = (free: boolean) =>
      htmlPage(
        `<h1>Plans</h1>${free ? '<p>Free plan: one project, forever. No card needed.</p>' : ''}<p>Pro plan: $49 per month.</p>`,
      );
    const { at, pageId } = await watch(plans(true), { alert_keywords: ['Free plan'], keyword_alerts: 'disappear' });
    expect((await check(pageId)).alerts).toEqual([]);
    // Still there: nothing.
    expect((await check(pageId)).alerts).toEqual([]);

    server.set(at, { body: plans(false) });
    const result = await check(pageId);
    expect(result.alerts).toEqual([
      { keyword: 'Free plan', excerpt: 'Free plan: one project, forever.', direction: 'disappeared' },
    ]);
    const alerts = (await events(pageId)).filter((event) => event.type === 'content_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      description: 'Keyword "Free plan" disappeared from page Pricing',
      additional_data: { keyword: 'Free plan', excerpt: 'Free plan: one project, forever.', direction: 'disappeared' },
    });

    // Back again: watched for disappearing only, its return raises nothing.
    server.set(at, { body: plans(true) });
    expect((await check(pageId)).alerts).toEqual([]);
  });

  it('finds keywords written as patterns, both ways', async () => {
    const body = (text: string) => htmlPage(`<h1>Offers</h1><p>${text}</p>`);
    const { at, pageId } = await watch(body('Nothing on sale.'), {
      alert_keywords: ['/\\d+\\s?% off/i'],
      keyword_alerts: 'both',
    });
    await check(pageId);
    server.set(at, { body: body('Spring sale: 30% OFF every plan.') });
    expect((await check(pageId)).alerts).toEqual([
      { keyword: '/\\d+\\s?% off/i', excerpt: 'Spring sale: 30% OFF every plan.', direction: 'appeared' },
    ]);
    server.set(at, { body: body('Nothing on sale.') });
    expect((await check(pageId)).alerts).toEqual([
      { keyword: '/\\d+\\s?% off/i', excerpt: 'Spring sale: 30% OFF every plan.', direction: 'disappeared' },
    ]);
  });

  it('leaves out lines an ignore rule matches and elements a selector removes', async () => {
    const body = (quote: string, visitors: string) =>
      htmlPage(
        `<h1>Acme</h1><blockquote class="testimonial">${quote}</blockquote><p>Visitors online: ${visitors}</p><p>Pro $49</p>`,
      );
    const { at, pageId } = await watch(body('“Great tool” — Ana', '12'), {
      ignore_rules: ['/visitors online: \\d+/i'],
      remove_selectors: ['.testimonial'],
    });
    await check(pageId);
    server.set(at, { body: body('“Saved us hours” — Ben', '31') });
    expect((await check(pageId)).outcome).toBe('unchanged');
    expect(await events(pageId)).toEqual([]);
  });

  it('records a change without an event when the page alerts on keywords only, or below its minimum', async () => {
    const body = (lines: string[]) => htmlPage(`<h1>Changelog</h1>${lines.map((line) => `<p>${line}</p>`).join('')}`);
    const quiet = await watch(body(['Webhooks']), { keywords_only: true });
    await check(quiet.pageId);
    server.set(quiet.at, { body: body(['Webhooks', 'Apple Pay']) });
    const result = await check(quiet.pageId);
    expect(result.outcome).toBe('changed');
    expect(result.change).toMatchObject({ alerted: false, classification: { kind: 'product' } });
    expect(result.page.last_changed_at).toBeNull();
    expect(await events(quiet.pageId)).toEqual([]);

    const large = await watch(body(['One']), { min_changed_lines: 3, alert_on: 'added' });
    await check(large.pageId);
    server.set(large.at, { body: body(['Two']) });
    expect((await check(large.pageId)).change).toMatchObject({ alerted: false });
    server.set(large.at, { body: body(['Two', 'Three', 'Four', 'Five']) });
    expect((await check(large.pageId)).change).toMatchObject({ alerted: true, added_lines: 3 });
    expect(await events(large.pageId)).toHaveLength(1);

    const changes = await request('GET', `/api/v1/competitors/websites/pages/${large.pageId}/changes/`);
    expect(changes.json<{ data: PageChange[] }>().data.map((change) => change.alerted)).toEqual([true, false]);
  });

  it('previews rules on the last snapshot before they are saved', async () => {
    const { pageId } = await watch(pricing('1,234', '10:04:33', '$49'));
    const before = await request('POST', `/api/v1/competitors/websites/pages/${pageId}/rule-preview`, {
      ignore_rules: ['last updated'],
    });
    expect(before.statusCode).toBe(200);
    expect(before.json<RulePreview>()).toMatchObject({ snapshot_at: null, total_lines: 0, hidden_lines: 0 });

    await check(pageId);
    const preview = await request('POST', `/api/v1/competitors/websites/pages/${pageId}/rule-preview`, {
      ignore_rules: ['last updated', '/^\\d+ projects$/', '/(broken/'],
      ignore_presets: ['counters'],
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<RulePreview>();
    expect(body.snapshot_at).not.toBeNull();
    expect(body.rules).toEqual([
      { rule: 'last updated', hidden_lines: 1, examples: ['Last updated 10:04:33'], error: null },
      { rule: '/^\\d+ projects$/', hidden_lines: 1, examples: ['3 projects'], error: null },
      { rule: '/(broken/', hidden_lines: 0, examples: [], error: expect.stringContaining('/(broken/ is not valid') },
    ]);
    expect(body.presets).toEqual([{ preset: 'counters', changed_lines: 1, examples: ['1,234 teams signed up today'] }]);
    expect(body.hidden_lines).toBe(3);
  });

  it('refuses rules that cannot run with a 422 naming the rule, for pages read over HTTP or in a browser', async () => {
    const website = await request('POST', `/api/v1/competitors/${harness.competitorId}/websites/`, {
      name: 'Refusals',
      url: server.origin,
    });
    const pages = `/api/v1/competitors/websites/${website.json<{ id: string }>().id}/pages/`;
    const create = (options: object) => request('POST', pages, { name: 'Plans', url: server.url('/x'), ...options });

    const badPattern = await create({ ignore_rules: ['Cookie banner', '/(a+)\\1/'] });
    expect(badPattern.statusCode).toBe(422);
    expect(badPattern.json()).toMatchObject({
      detail: expect.stringMatching(/^ignore_rules\.1: The pattern \/\(a\+\)\\1\/ is not valid: /),
      errors: [{ field: 'ignore_rules.1' }],
    });

    const badKeyword = await create({ alert_keywords: ['pricing', '/(?<=new )plan/'] });
    expect(badKeyword.statusCode).toBe(422);
    expect(badKeyword.json<{ detail: string }>().detail).toMatch(
      /^alert_keywords\.1: The pattern \/\(\?<=new \)plan\//,
    );

    const badFlag = await create({ ignore_rules: ['/price/y'] });
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json<{ detail: string }>().detail).toBe(
      'ignore_rules.0: The pattern /price/y uses the flag y; use i, m, s or u',
    );

    const badSelector = await create({ remove_selectors: ['.cookie-banner', 'div >>> p'] });
    expect(badSelector.statusCode).toBe(422);
    expect(badSelector.json<{ detail: string }>().detail).toMatch(/^remove_selectors\.1: The CSS selector "div >>> p"/);

    // A page read in a browser has its rules checked the same way.
    const browser = await create({ fetcher: 'browser', ignore_rules: ['/(a/'] });
    expect(browser.statusCode).toBe(422);
    expect(browser.json<{ detail: string }>().detail).toMatch(/^ignore_rules\.0: The pattern \/\(a\/ is not valid/);

    const good = await create({ ignore_rules: ['/visitors: \\d+/i'], alert_keywords: ['/free\\s+plan/i'] });
    expect(good.statusCode).toBe(201);
    const edit = await request('PATCH', `/api/v1/competitors/websites/pages/${good.json<{ id: string }>().id}`, {
      ignore_rules: ['/[unclosed/'],
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json<{ detail: string }>().detail).toMatch(/^ignore_rules\.0: The pattern \/\[unclosed\/ is not valid/);
  });
});
