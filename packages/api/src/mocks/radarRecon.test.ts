import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { TEST_BASE_URL, demoClient, failure, otherTeamClient } from '../testing/client';
import { demoToken, getMockDb, seededIds } from './index';
import { REFUSED_DISCOVERY } from './handlers/recon';

const { payments } = seededIds.projects;

describe('Radar on the mock backend', () => {
  it('sends filters in the query string and answers as the server does: search in changed lines, filters, unread', async () => {
    const client = demoClient();
    const requests: string[] = [];
    const spying = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => demoToken,
      fetch: (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      },
    });
    await spying.getProjectActivity(
      payments,
      { limit: 5, offset: 10 },
      { q: 'two months', type: ['page_changed', 'content_alert'] },
    );
    expect(requests[0]).toBe(
      `http://localhost:8000/api/v1/projects/${payments}/activity/?limit=5&offset=10&q=two+months&type=page_changed%2Ccontent_alert`,
    );

    // "Partnerships manager (Paris)" is an added line of Ledgerly's careers change, not in its name.
    const found = await client.getProjectActivity(payments, {}, { q: '"partnerships manager"' });
    expect(found.data.map((event) => [event.type, event.target_name])).toEqual([['page_changed', 'Careers']]);
    expect(found.count).toBe(1);
    // Unchanged context lines are not searched.
    expect((await client.getProjectActivity(payments, {}, { q: 'currencies' })).count).toBe(0);
    expect((await client.getProjectActivity(payments, {}, { q: 'lisbon or paris' })).count).toBe(1);
    expect((await client.getProjectActivity(payments, {}, { q: 'months -annual' })).count).toBe(0);

    const changes = await client.getProjectActivity(
      payments,
      { limit: 200 },
      {
        type: ['page_changed'],
        competitor_id: seededIds.competitors.ledgerly,
      },
    );
    expect(changes.count).toBeGreaterThan(0);
    expect(
      changes.data.every(
        (event) => event.type === 'page_changed' && event.competitor_id === seededIds.competitors.ledgerly,
      ),
    ).toBe(true);

    const bad = await failure(client.getProjectActivity(payments, {}, { type: 'page_exploded' }));
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/^type/);
  });

  it('counts unread events (others’ and the monitor’s) until marked read, and never unreads them', async () => {
    const client = demoClient();
    const before = await client.getProjectActivity(payments, { limit: 200 });
    const monitorEvents = before.data.filter((event) => event.actor?.name === 'Monitor');
    expect(before.unread).toBeGreaterThan(0);
    expect(before.data.filter((event) => event.unread)).toHaveLength(before.unread);
    expect(monitorEvents.every((event) => event.unread)).toBe(true);

    const newest = before.data[0]!;
    expect(await client.markActivityRead(payments, { up_to: newest.created_at })).toEqual({
      unread: 0,
      unread_capped: false,
      read_up_to: newest.created_at,
    });
    expect((await client.getProjectActivity(payments, { limit: 1 })).unread).toBe(0);
    await client.markActivityRead(payments, { up_to: '2001-01-01T00:00:00.000Z' });
    expect((await client.getProjectActivity(payments, { limit: 1 })).unread).toBe(0);
    expect((await failure(otherTeamClient().markActivityRead(payments, { up_to: newest.created_at }))).status).toBe(
      404,
    );
  });

  it('counts changes per day and competitor in the asked time zone', async () => {
    const stats = await demoClient().getProjectChangeStats(payments, { days: 7, tz: 'Europe/Warsaw' });
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date()));
    const changes = getMockDb().events.filter(
      (event) => event.project_id === payments && event.type === 'page_changed',
    );
    expect(stats.total).toBe(changes.length);
    expect(stats.competitors.map((entry) => entry.name)).toContain('Ledgerly');
    expect((await failure(demoClient().getProjectChangeStats(payments, { tz: 'Mars/Olympus' }))).status).toBe(422);
  });

  it('answers one change with its diff, and 404 through another page', async () => {
    const client = demoClient();
    const [change] = (await client.listPageChanges(seededIds.pages.ledgerlyPricing)).data;
    expect(await client.getPageChange(seededIds.pages.ledgerlyPricing, change!.id)).toEqual(change);
    const pricing = getMockDb().pages.find((page) => page.id === seededIds.pages.ledgerlyPricing)!;
    const other = getMockDb().pages.find((page) => page.website_id === pricing.website_id && page.id !== pricing.id)!;
    expect((await failure(client.getPageChange(other.id, change!.id))).message).toBe('Change not found');
  });
});

describe('Recon on the mock backend', () => {
  it('runs a discovery step by step, marks watched pages, adds the chosen ones in one step, and finds more next time', async () => {
    const client = demoClient();
    const websiteId = seededIds.websites.ledgerly;
    const started = await client.discoverPages(websiteId);
    expect(started).toMatchObject({ website_id: websiteId, status: 'running', source: 'sitemap' });
    let discovery = started;
    while (discovery.status === 'running') discovery = await client.getDiscovery(started.id);
    expect(discovery.status).toBe('done');
    expect(discovery.count).toBeGreaterThan(started.count);
    expect(new Set(discovery.data.map((found) => found.kind))).toEqual(
      new Set(['pricing', 'careers', 'product', 'blog', 'docs', 'legal', 'other']),
    );

    const chosen = discovery.data.filter((found) => ['docs', 'legal'].includes(found.kind));
    const created = await client.createPages(websiteId, {
      pages: chosen.map((found) => ({ name: found.title ?? 'Page', url: found.url })),
    });
    expect(created.count).toBe(chosen.length);
    const after = await client.getDiscovery(started.id);
    expect(after.data.filter((found) => found.monitored).map((found) => found.url)).toEqual(
      expect.arrayContaining(chosen.map((found) => found.url)),
    );

    let second = await client.discoverPages(websiteId);
    while (second.status === 'running') second = await client.getDiscovery(second.id);
    expect(second.data.filter((found) => found.is_new).map((found) => new URL(found.url).pathname)).toEqual([
      '/pricing/enterprise',
    ]);
  });

  it('stops a discovery on request, refuses a private address, and keeps discoveries to their team', async () => {
    const client = demoClient();
    const started = await client.discoverPages(seededIds.websites.ledgerlyBlog);
    const stopped = await client.cancelDiscovery(started.id);
    expect(stopped.status).toBe('cancelled');
    expect((await failure(otherTeamClient().getDiscovery(started.id))).message).toBe('Discovery not found');

    const competitor = seededIds.competitors.ledgerly;
    const intranet = await client.createWebsite(competitor, { name: 'Intranet', url: 'http://10.0.0.8/' });
    const refused = await failure(client.discoverPages(intranet.id));
    expect(refused).toMatchObject({ status: 422, message: REFUSED_DISCOVERY });
  });
});
