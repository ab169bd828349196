import { competitorSchema } from '@spyglass/api/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityEvents, competitors, pages, websites } from '../src/db';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';

let t: TestApp;
let user: SignedUp;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signup({ full_name: 'Rita Reviewer' });
  projectId = await newProject(user, 'Rivals');
});

async function newProject(owner: SignedUp, name: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects/',
    payload: { name, description: 'Who we watch' },
    headers: owner.headers,
  });
  return created.json().id;
}
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function eventsOf(targetId: string) {
  return t.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.targetId, targetId))
    .orderBy(activityEvents.createdAt);
}

describe('competitors', () => {
  it('creates, lists, reads, updates (only fields sent) and deletes, with an event for each change', async () => {
    const created = await call('POST', '/api/v1/competitors/', {
      name: 'Acme',
      description: 'Big one',
      industry: 'Retail',
      project_id: projectId,
    });
    expect(created.statusCode).toBe(201);
    const competitor = created.json();
    // The create's answer goes out unchecked (unvalidatedResponse): it must still be the contract's shape.
    expect(z.parse(competitorSchema, competitor)).toEqual(competitor);
    expect(competitor).toMatchObject({
      name: 'Acme',
      description: 'Big one',
      industry: 'Retail',
      is_active: true,
      project_id: projectId,
    });

    const listed = await call('GET', `/api/v1/competitors/?project_id=${projectId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(competitor.id);
    expect(listed.json().count).toBe(listed.json().data.length);

    expect((await call('GET', `/api/v1/competitors/${competitor.id}`)).json()).toEqual(competitor);

    const patched = await call('PATCH', `/api/v1/competitors/${competitor.id}`, { is_active: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Acme',
      description: 'Big one',
      industry: 'Retail',
      is_active: false,
    });

    const cleared = await call('PATCH', `/api/v1/competitors/${competitor.id}`, { industry: '' });
    expect(cleared.json()).toMatchObject({ industry: null, description: 'Big one' });

    const deleted = await call('DELETE', `/api/v1/competitors/${competitor.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: competitor.id, project_id: projectId });
    expect((await call('GET', `/api/v1/competitors/${competitor.id}`)).statusCode).toBe(404);

    const events = await eventsOf(competitor.id);
    expect(events.map((e) => [e.type, e.description, e.actorUserId, e.actorName])).toEqual([
      ['competitor_created', 'Competitor Acme was added', user.id, 'Rita Reviewer'],
      ['competitor_updated', 'Competitor Acme was updated', user.id, 'Rita Reviewer'],
      ['competitor_updated', 'Competitor Acme was updated', user.id, 'Rita Reviewer'],
      ['competitor_deleted', 'Competitor Acme was deleted', user.id, 'Rita Reviewer'],
    ]);
    expect(events[1]?.additionalData).toEqual({ is_active: false });
  });

  it('writes no event for a PATCH that changes nothing', async () => {
    const competitor = (await call('POST', '/api/v1/competitors/', { name: 'Same', project_id: projectId })).json();
    const patched = await call('PATCH', `/api/v1/competitors/${competitor.id}`, { name: 'Same' });
    expect(patched.statusCode).toBe(200);
    expect((await eventsOf(competitor.id)).map((e) => e.type)).toEqual(['competitor_created']);
  });

  it.each([
    [{ name: 'A' }, 'name: Name must be at least 2 characters'],
    [{ name: 'x'.repeat(256) }, 'name: Name must be less than 255 characters'],
    [{ name: 'Fine', description: 'x'.repeat(1001) }, 'description: Description must be less than 1000 characters'],
    [{ name: 'Fine', industry: 'x'.repeat(101) }, 'industry: Industry must be less than 100 characters'],
  ])('answers 422 for %j', async (fields, detail) => {
    const response = await call('POST', '/api/v1/competitors/', { ...fields, project_id: projectId });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('accepts the bounds themselves', async () => {
    const response = await call('POST', '/api/v1/competitors/', {
      name: 'x'.repeat(255),
      description: 'd'.repeat(1000),
      industry: 'i'.repeat(100),
      project_id: projectId,
    });
    expect(response.statusCode).toBe(201);
    expect((await call('POST', '/api/v1/competitors/', { name: 'ab', project_id: projectId })).statusCode).toBe(201);
  });

  it('answers each of many creates sent at once on its own, with its own event', async () => {
    const stranger = await t.signup({ full_name: 'Sam Stranger' });
    const theirs = await newProject(stranger, 'Not yours');
    const names = Array.from({ length: 12 }, (_, index) => `Burst ${index}`);
    const [refused, ...responses] = await Promise.all([
      call('POST', '/api/v1/competitors/', { name: 'Burst intruder', project_id: theirs }),
      ...names.map((name, index) =>
        call('POST', '/api/v1/competitors/', { name, industry: index % 2 ? 'SaaS' : '', project_id: projectId }),
      ),
    ]);
    expect(refused!.statusCode).toBe(404);
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 201));
    const created = responses.map((response) => z.parse(competitorSchema, response.json()));
    expect(created.map((competitor) => [competitor.name, competitor.industry])).toEqual(
      names.map((name, index) => [name, index % 2 ? 'SaaS' : null]),
    );
    expect(new Set(created.map((competitor) => competitor.id)).size).toBe(names.length);
    // A new row has not been edited: its two times are one, to the microsecond.
    const edited = await t.db
      .select({ id: competitors.id })
      .from(competitors)
      .where(
        and(
          inArray(
            competitors.id,
            created.map((competitor) => competitor.id),
          ),
          sql`created_at <> updated_at`,
        ),
      );
    expect(edited).toEqual([]);
    for (const competitor of created) {
      const events = await eventsOf(competitor.id);
      expect(events.map((event) => [event.type, event.targetName, event.actorName])).toEqual([
        ['competitor_created', competitor.name, 'Rita Reviewer'],
      ]);
    }
    const listed = await call('GET', `/api/v1/competitors/?project_id=${projectId}&limit=100`);
    expect(listed.json().data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(names));
    expect((await call('GET', `/api/v1/competitors/?project_id=${theirs}`)).statusCode).toBe(404);
  });

  it('needs a project_id to list, and a project of the caller to create in', async () => {
    expect((await call('GET', '/api/v1/competitors/')).statusCode).toBe(422);
    const missing = await call('POST', '/api/v1/competitors/', {
      name: 'Orphan',
      project_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Project not found' });
  });
});

describe('websites', () => {
  let competitorId: string;
  beforeAll(async () => {
    competitorId = (await call('POST', '/api/v1/competitors/', { name: 'Webby', project_id: projectId })).json().id;
  });

  it('creates with defaults, lists, reads, updates and deletes with its pages, each with its event', async () => {
    const created = await call('POST', `/api/v1/competitors/${competitorId}/websites/`, {
      name: 'Acme Pricing',
      url: 'https://acme.example/pricing',
      competitor_id: competitorId,
    });
    expect(created.statusCode).toBe(201);
    const website = created.json();
    expect(website).toMatchObject({
      competitor_id: competitorId,
      name: 'Acme Pricing',
      url: 'https://acme.example/pricing',
      description: null,
      is_active: true,
      check_frequency_minutes: 60,
      last_checked_at: null,
    });

    const listed = (await call('GET', `/api/v1/competitors/${competitorId}/websites/`)).json();
    expect(listed).toEqual({ data: [website], count: 1 });
    expect((await call('GET', `/api/v1/competitors/websites/${website.id}`)).json()).toEqual(website);

    const patched = await call('PATCH', `/api/v1/competitors/websites/${website.id}`, {
      check_frequency_minutes: 1440,
    });
    expect(patched.json()).toMatchObject({ name: 'Acme Pricing', check_frequency_minutes: 1440 });

    const page = (
      await call('POST', `/api/v1/competitors/websites/${website.id}/pages/`, {
        name: 'Plans',
        url: 'https://acme.example/plans',
      })
    ).json();
    const deleted = await call('DELETE', `/api/v1/competitors/websites/${website.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: website.id, competitor_id: competitorId });
    expect(await t.db.select().from(pages).where(eq(pages.id, page.id))).toEqual([]);
    expect((await eventsOf(website.id)).map((e) => e.description)).toEqual([
      'Website Acme Pricing was added',
      'Website Acme Pricing was updated',
      'Website Acme Pricing was deleted',
    ]);
  });

  it.each([
    [{ name: 'A', url: 'https://a.example' }, 'name: Name must be at least 2 characters'],
    [{ name: 'Fine', url: 'not a url' }, 'url: Please enter a valid URL'],
    [{ name: 'Fine', url: `https://a.example/${'x'.repeat(2048)}` }, 'url: URL must be less than 2048 characters'],
    [
      { name: 'Fine', url: 'https://a.example', description: 'x'.repeat(1001) },
      'description: Description must be less than 1000 characters',
    ],
    [
      { name: 'Fine', url: 'https://a.example', check_frequency_minutes: 4 },
      'check_frequency_minutes: Check frequency must be at least 5 minutes',
    ],
    [
      { name: 'Fine', url: 'https://a.example', check_frequency_minutes: 1441 },
      'check_frequency_minutes: Check frequency must be at most 1440 minutes (daily)',
    ],
    [
      { name: 'Fine', url: 'https://a.example', check_frequency_minutes: 7.5 },
      'check_frequency_minutes: Check frequency must be a whole number of minutes',
    ],
    [
      { name: 'Fine', url: 'https://a.example', check_frequency_minutes: '60' },
      'check_frequency_minutes: Check frequency must be a number of minutes',
    ],
  ])('answers 422 for %j', async (payload, detail) => {
    const response = await call('POST', `/api/v1/competitors/${competitorId}/websites/`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('accepts frequencies 5 and 1440', async () => {
    for (const minutes of [5, 1440]) {
      const response = await call('POST', `/api/v1/competitors/${competitorId}/websites/`, {
        name: `Every ${minutes}`,
        url: 'https://a.example',
        check_frequency_minutes: minutes,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses a body competitor_id that differs from the path', async () => {
    const other = (await call('POST', '/api/v1/competitors/', { name: 'Other', project_id: projectId })).json();
    const response = await call('POST', `/api/v1/competitors/${competitorId}/websites/`, {
      name: 'Mixed',
      url: 'https://a.example',
      competitor_id: other.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^competitor_id: /);
  });

  it('carries last_checked_at once the monitor sets it', async () => {
    const website = (
      await call('POST', `/api/v1/competitors/${competitorId}/websites/`, { name: 'Checked', url: 'https://a.example' })
    ).json();
    const at = new Date('2026-01-02T03:04:05.000Z');
    await t.db.update(websites).set({ lastCheckedAt: at }).where(eq(websites.id, website.id));
    expect((await call('GET', `/api/v1/competitors/websites/${website.id}`)).json().last_checked_at).toBe(
      at.toISOString(),
    );
  });
});

describe('pages', () => {
  let websiteId: string;
  let competitorId: string;
  beforeAll(async () => {
    competitorId = (await call('POST', '/api/v1/competitors/', { name: 'Paged', project_id: projectId })).json().id;
    websiteId = (
      await call('POST', `/api/v1/competitors/${competitorId}/websites/`, {
        name: 'Paged site',
        url: 'https://paged.example',
      })
    ).json().id;
  });

  it('creates (due at once), lists, reads, updates and deletes, each with its event', async () => {
    const created = await call('POST', `/api/v1/competitors/websites/${websiteId}/pages/`, {
      name: 'Pricing',
      url: 'https://paged.example/pricing',
      css_selector: 'main',
      alert_keywords: ['discount', 'Discount', 'free trial'],
    });
    expect(created.statusCode).toBe(201);
    const page = created.json();
    expect(page).toMatchObject({
      website_id: websiteId,
      name: 'Pricing',
      css_selector: 'main',
      alert_keywords: ['discount', 'free trial'],
      is_active: true,
      last_checked_at: null,
      last_status: null,
      last_error: null,
    });
    expect(new Date(page.next_check_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await call('GET', `/api/v1/competitors/websites/${websiteId}/pages/`)).json()).toEqual({
      data: [page],
      count: 1,
    });
    expect((await call('GET', `/api/v1/competitors/websites/pages/${page.id}`)).json()).toEqual(page);

    const patched = await call('PATCH', `/api/v1/competitors/websites/pages/${page.id}`, { alert_keywords: ['sale'] });
    expect(patched.json()).toMatchObject({ name: 'Pricing', css_selector: 'main', alert_keywords: ['sale'] });

    const deleted = await call('DELETE', `/api/v1/competitors/websites/pages/${page.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: page.id, website_id: websiteId });
    expect((await call('GET', `/api/v1/competitors/websites/pages/${page.id}`)).statusCode).toBe(404);

    const events = await eventsOf(page.id);
    expect(events.map((e) => [e.type, e.description, e.competitorId, e.websiteId])).toEqual([
      ['page_created', 'Page Pricing was added', competitorId, websiteId],
      ['page_updated', 'Page Pricing was updated', competitorId, websiteId],
      ['page_deleted', 'Page Pricing was deleted', competitorId, websiteId],
    ]);
  });

  it('starts over from a fresh baseline when the address changes', async () => {
    const page = (
      await call('POST', `/api/v1/competitors/websites/${websiteId}/pages/`, {
        name: 'Moves',
        url: 'https://paged.example/a',
      })
    ).json();
    await t.db
      .update(pages)
      .set({ etag: '"v1"', contentHash: 'abc', nextCheckAt: new Date(Date.now() + 3_600_000) })
      .where(eq(pages.id, page.id));
    await call('PATCH', `/api/v1/competitors/websites/pages/${page.id}`, { url: 'https://paged.example/b' });
    const [row] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ url: 'https://paged.example/b', etag: null, contentHash: null });
    expect(row!.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    [{ name: 'P', url: 'https://a.example' }, 'name: Name must be at least 2 characters'],
    [{ name: 'Fine', url: 'javascript:alert(1)' }, 'url: Please enter a valid URL'],
    [{ name: 'Fine', url: 'https://a.example', alert_keywords: [''] }, 'alert_keywords.0: Keywords cannot be empty'],
    [{ name: 'Fine', url: 'https://a.example', alert_keywords: 'sale' }, expect.stringMatching(/^alert_keywords: /)],
  ])('answers 422 for %j', async (payload, detail) => {
    const response = await call('POST', `/api/v1/competitors/websites/${websiteId}/pages/`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(detail);
  });
});

describe('activity', () => {
  it("lists a competitor's events (its websites and pages included) and the whole project's, newest first", async () => {
    const other = await t.signup({ full_name: null });
    const tree = await createTree(t.app, other);
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: other.headers, ...(payload ? { payload } : {}) });
    const second = (await as('POST', '/api/v1/competitors/', { name: 'Second', project_id: tree.projectId })).json();
    await as('PATCH', `/api/v1/competitors/websites/pages/${tree.pageId}`, { name: 'Plans v2' });

    const competitorActivity = await as('GET', `/api/v1/competitors/${tree.competitorId}/activity/`);
    expect(competitorActivity.statusCode).toBe(200);
    const body = competitorActivity.json();
    expect(body.count).toBe(4);
    expect(body.data.map((e: { type: string }) => e.type)).toEqual([
      'page_updated',
      'page_created',
      'website_created',
      'competitor_created',
    ]);
    expect(body.data[0]).toMatchObject({
      target_type: 'page',
      target_id: tree.pageId,
      project_id: tree.projectId,
      competitor_id: tree.competitorId,
      description: 'Page Plans v2 was updated',
      additional_data: { name: 'Plans v2' },
      actor: { id: other.id, name: other.email },
    });

    const projectActivity = (await as('GET', `/api/v1/projects/${tree.projectId}/activity/`)).json();
    expect(projectActivity.count).toBe(5);
    expect(projectActivity.data[0]).toMatchObject({ type: 'page_updated' });
    expect(projectActivity.data[1]).toMatchObject({ type: 'competitor_created', target_id: second.id });

    const paged = (await as('GET', `/api/v1/projects/${tree.projectId}/activity/?limit=2&offset=1`)).json();
    expect(paged.count).toBe(5);
    expect(paged.data.map((e: { id: string }) => e.id)).toEqual(
      projectActivity.data.slice(1, 3).map((e: { id: string }) => e.id),
    );

    const ms = body.data.map((e: { created_at: string }) => Date.parse(e.created_at));
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
  });

  it('shows the monitor as the actor of its events', async () => {
    const tree = await createTree(t.app, user);
    await t.db.insert(activityEvents).values({
      projectId: tree.projectId,
      competitorId: tree.competitorId,
      websiteId: tree.websiteId,
      pageId: tree.pageId,
      type: 'page_changed',
      targetType: 'page',
      targetId: tree.pageId,
      description: 'Page Plans changed',
      additionalData: { added_lines: 2 },
      actorUserId: null,
      actorName: 'Monitor',
      // Later than the page's own event for sure: the embedded database's clock can tie two quick writes.
      createdAt: new Date(Date.now() + 60_000),
    });
    const events = (await call('GET', `/api/v1/competitors/${tree.competitorId}/activity/?limit=1`)).json();
    expect(events.data[0]).toMatchObject({ type: 'page_changed', actor: { id: null, name: 'Monitor' } });
  });

  it("keeps each event's target name as it was, and answers null for events written before names were kept", async () => {
    const tree = await createTree(t.app, user);
    await call('PATCH', `/api/v1/competitors/${tree.competitorId}`, { name: 'Renamed Co' });
    await t.db.insert(activityEvents).values({
      projectId: tree.projectId,
      competitorId: tree.competitorId,
      type: 'competitor_updated',
      targetType: 'competitor',
      targetId: tree.competitorId,
      description: 'Competitor Old Co was updated',
      actorUserId: user.id,
      actorName: 'Rita Reviewer',
      createdAt: new Date(Date.now() + 60_000),
    });
    const events = (await call('GET', `/api/v1/competitors/${tree.competitorId}/activity/`)).json().data;
    const competitorEvents = events.filter((event: { target_type: string }) => event.target_type === 'competitor');
    expect(
      competitorEvents.map(({ type, target_name, description }: Record<string, unknown>) => ({
        type,
        target_name,
        description,
      })),
    ).toEqual([
      { type: 'competitor_updated', target_name: null, description: 'Competitor Old Co was updated' },
      { type: 'competitor_updated', target_name: 'Renamed Co', description: 'Competitor Renamed Co was updated' },
      { type: 'competitor_created', target_name: 'Acme', description: 'Competitor Acme was added' },
    ]);
    expect(events.find((event: { type: string }) => event.type === 'page_created')).toMatchObject({
      target_name: 'Plans',
      description: 'Page Plans was added',
    });
  });

  it('defaults to 50, allows 200 at most, and refuses bad paging', async () => {
    const tree = await createTree(t.app, user);
    for (let i = 0; i < 55; i++) {
      await t.db.insert(activityEvents).values({
        projectId: tree.projectId,
        competitorId: tree.competitorId,
        type: 'competitor_updated',
        targetType: 'competitor',
        targetId: tree.competitorId,
        description: `Update ${i}`,
        actorUserId: user.id,
        actorName: 'Rita Reviewer',
      });
    }
    const all = (await call('GET', `/api/v1/competitors/${tree.competitorId}/activity/`)).json();
    expect(all.data).toHaveLength(50);
    expect(all.count).toBe(58);
    expect(
      (await call('GET', `/api/v1/competitors/${tree.competitorId}/activity/?limit=200`)).json().data,
    ).toHaveLength(58);
    for (const query of ['limit=201', 'limit=0', 'offset=-1', 'limit=abc']) {
      const response = await call('GET', `/api/v1/competitors/${tree.competitorId}/activity/?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});
