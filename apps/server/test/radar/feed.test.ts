import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActivityFeed, ActivityReadState, ChangeStats, PageChange, PageCheckResult } from '@spyglass/api/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, teamMembers } from '../../src/db';
import { recordActivity } from '../../src/domain/activity';
import { migrationsFolder } from '../../src/paths';
import type { SignedUp } from '../helpers/app';
import { createMonitorHarness, type MonitorHarness } from '../monitor/harness';
import { htmlPage, startFixtureServer, type FixtureServer } from '../monitor/fixtureServer';

const lines = (...texts: string[]) => htmlPage(texts.map((text) => `<p>${text}</p>`).join(''));

describe('radar: the project feed', () => {
  let harness: MonitorHarness;
  let server: FixtureServer;
  let projectId: string;
  let otherCompetitorId: string;
  let pricing: { pageId: string; websiteId: string };
  let careers: { pageId: string; websiteId: string };
  let pricingChange: PageChange;

  const get = async <T>(url: string, user: SignedUp = harness.user) => {
    const response = await harness.app.inject({ method: 'GET', url, headers: user.headers });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const feed = async (query = '', user: SignedUp = harness.user) => {
    const response = await get<ActivityFeed>(`/api/v1/projects/${projectId}/activity/${query}`, user);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const check = async (pageId: string) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/pages/${pageId}/check`,
      headers: harness.user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PageCheckResult>();
  };

  beforeAll(async () => {
    [harness, server] = await Promise.all([createMonitorHarness(), startFixtureServer()]);
    server.set('/pricing', {
      body: lines('Plans for every team', 'Starter 10 €', 'Business 30 €', 'Questions? Write to us'),
    });
    server.set('/jobs', { body: lines('Join us', 'Backend engineer, Berlin') });
    pricing = await harness.addPage(server.url('/pricing'));
    const competitor = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/competitors/',
      headers: harness.user.headers,
      payload: {
        name: 'Globex',
        project_id: (await get<{ project_id: string }>(`/api/v1/competitors/${harness.competitorId}`)).body.project_id,
      },
    });
    otherCompetitorId = competitor.json<{ id: string; project_id: string }>().id;
    projectId = competitor.json<{ project_id: string }>().project_id;
    const website = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/${otherCompetitorId}/websites/`,
      headers: harness.user.headers,
      payload: { name: 'Globex jobs', url: server.origin },
    });
    const websiteId = website.json<{ id: string }>().id;
    const page = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${websiteId}/pages/`,
      headers: harness.user.headers,
      payload: { name: 'Careers', url: server.url('/jobs') },
    });
    careers = { pageId: page.json<{ id: string }>().id, websiteId };

    // Baselines, then one change on each page.
    await check(pricing.pageId);
    await check(careers.pageId);
    server.set('/pricing', {
      body: lines(
        'Plans for every team',
        'Starter 12 €',
        'Business 30 €',
        'Growth 20 €',
        'Scale 40 €',
        'Zephyrine tier for agencies 49 €',
        'Questions? Write to us',
      ),
    });
    server.set('/jobs', { body: lines('Join us', 'Backend engineer, Berlin', 'Product designer, Lisbon') });
    pricingChange = (await check(pricing.pageId)).change!;
    await check(careers.pageId);
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  describe('search', () => {
    it('finds a change by a word only its diff holds, in any case, and says how many match', async () => {
      const found = await feed('?q=zephyrine');
      expect(found.count).toBe(1);
      expect(found.data).toHaveLength(1);
      const [event] = found.data;
      expect(event).toMatchObject({ type: 'page_changed', target_id: pricing.pageId });
      expect(event!.additional_data).toMatchObject({ change_id: pricingChange.id });
      // The summary shows the first changed lines only: the word is in the diff alone.
      expect(String(event!.additional_data?.summary)).not.toMatch(/zephyrine/i);
      expect(pricingChange.diff).toContain('Zephyrine');
      expect((await feed('?q=ZEPHYRINE')).count).toBe(1);
    });

    it('searches the changed lines, not the unchanged ones around them', async () => {
      // "Business 30 €" sits in the diff as context only.
      expect(pricingChange.diff).toContain(' Business 30 €');
      expect((await feed('?q=business')).count).toBe(0);
      expect((await feed('?q=lisbon')).data.map((event) => event.target_id)).toEqual([careers.pageId]);
    });

    it('takes phrases, alternatives and exclusions, and finds events by their names', async () => {
      expect((await feed('?q=%22product%20designer%22')).count).toBe(1);
      expect((await feed('?q=%22designer%20product%22')).count).toBe(0);
      // Words of a phrase that the page holds apart, or in another order, do not make it.
      expect((await feed('?q=%22engineer%20designer%22')).count).toBe(0);
      expect((await feed('?q=%22designer,%20Lisbon%22')).count).toBe(1);
      expect((await feed('?q=%22zephyrine%22')).count).toBe(1);
      expect((await feed('?q=lisbon%20-%22product%20designer%22')).count).toBe(0);
      expect((await feed('?q=%22product%20designer%22%20or%20zephyrine')).count).toBe(2);
      expect((await feed('?q=zephyrine%20or%20lisbon')).count).toBe(2);
      expect((await feed('?q=zephyrine%20-agencies')).count).toBe(0);
      // A page's name finds its events: created, then changed.
      const careersEvents = await feed('?q=careers');
      expect(careersEvents.data.map((event) => event.type)).toEqual(['page_changed', 'page_created']);
    });

    it('answers nothing, not an error, for words that match nothing or punctuation alone', async () => {
      expect(await feed('?q=nothing-like-this-anywhere')).toMatchObject({ data: [], count: 0 });
      expect((await feed('?q=%21%21%21')).count).toBe(0);
    });
  });

  describe('filters', () => {
    it('narrows to a competitor, and to a page', async () => {
      const globex = await feed(`?competitor_id=${otherCompetitorId}`);
      expect(globex.count).toBeGreaterThan(0);
      expect(new Set(globex.data.map((event) => event.competitor_id))).toEqual(new Set([otherCompetitorId]));
      const page = await feed(`?page_id=${pricing.pageId}`);
      expect(page.data.map((event) => event.type)).toEqual(['page_changed', 'page_created']);
    });

    it('narrows to one type or several, comma-separated or repeated', async () => {
      const changed = await feed('?type=page_changed');
      expect(changed.count).toBe(2);
      expect(changed.data.every((event) => event.type === 'page_changed')).toBe(true);
      const comma = await feed('?type=page_changed,competitor_created');
      const repeated = await feed('?type=page_changed&type=competitor_created');
      expect(comma.count).toBe(4);
      expect(repeated.data.map((event) => event.id)).toEqual(comma.data.map((event) => event.id));
    });

    it('combines filters with search and with a time range', async () => {
      expect((await feed(`?q=lisbon&competitor_id=${harness.competitorId}`)).count).toBe(0);
      expect((await feed(`?q=lisbon&competitor_id=${otherCompetitorId}&type=page_changed`)).count).toBe(1);
      const all = await feed();
      const newest = all.data[0]!;
      const since = await feed(`?since=${encodeURIComponent(newest.created_at)}`);
      expect(since.data.map((event) => event.id)).toEqual([newest.id]);
      const until = await feed(`?until=${encodeURIComponent(newest.created_at)}`);
      expect(until.count).toBe(all.count - 1);
      expect((await feed('?since=2000-01-01T00:00:00Z&until=2000-01-02T00:00:00Z')).count).toBe(0);
    });

    it('pages through the matches newest first with a stable total', async () => {
      const all = await feed();
      const first = await feed('?limit=2');
      const second = await feed('?limit=2&offset=2');
      expect(first.count).toBe(all.count);
      expect([...first.data, ...second.data].map((event) => event.id)).toEqual(
        all.data.slice(0, 4).map((event) => event.id),
      );
    });

    it('refuses filters it cannot read with a sentence naming them', async () => {
      for (const [query, field] of [
        ['?type=page_exploded', 'type'],
        ['?competitor_id=acme', 'competitor_id'],
        ['?since=yesterday', 'since'],
        [`?q=${'x'.repeat(201)}`, 'q'],
      ] as const) {
        const response = await get<{ detail: string }>(`/api/v1/projects/${projectId}/activity/${query}`);
        expect(response.status, query).toBe(422);
        expect(response.body.detail, query).toMatch(new RegExp(`^${field}: `));
      }
    });

    it("answers 404 for another team's project, whatever the filters", async () => {
      const stranger = await harness.testApp.signup();
      const response = await get<{ detail: string }>(`/api/v1/projects/${projectId}/activity/?q=zephyrine`, stranger);
      expect(response).toEqual({ status: 404, body: { detail: 'Project not found' } });
    });
  });

  describe('read state', () => {
    it("counts others' events as unread, never one's own, and marking read clears them for that person only", async () => {
      // A second member of the team, who did none of it.
      const colleague = await harness.testApp.signup();
      await harness.testApp.db.insert(teamMembers).values({
        teamId: harness.user.defaultTeamId,
        userId: colleague.id,
        role: 'editor',
      });
      const mine = await feed('?limit=200');
      expect(mine.unread).toBe(2);
      expect(mine.data.filter((event) => event.unread).map((event) => event.type)).toEqual([
        'page_changed',
        'page_changed',
      ]);
      const theirs = await feed('?limit=200', colleague);
      expect(theirs.unread).toBe(theirs.count);
      expect(theirs.data.every((event) => event.unread)).toBe(true);

      const newest = theirs.data[0]!;
      const marked = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/activity/read`,
        headers: colleague.headers,
        payload: { up_to: newest.created_at },
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json<ActivityReadState>()).toEqual({
        unread: 0,
        unread_capped: false,
        read_up_to: newest.created_at,
      });
      const after = await feed('?limit=200', colleague);
      expect(after.unread).toBe(0);
      expect(after.data.some((event) => event.unread)).toBe(false);
      // The first person's count is their own.
      expect((await feed('', harness.user)).unread).toBe(2);

      // An older mark does not unread anything.
      const older = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/activity/read`,
        headers: colleague.headers,
        payload: { up_to: '2001-01-01T00:00:00.000Z' },
      });
      expect(older.json<ActivityReadState>()).toEqual({
        unread: 0,
        unread_capped: false,
        read_up_to: newest.created_at,
      });

      // What happens next is unread again.
      server.set('/jobs', { body: lines('Join us', 'Product designer, Lisbon') });
      await check(careers.pageId);
      const later = await feed('', colleague);
      expect(later.unread).toBe(1);
      expect(later.data[0]).toMatchObject({ type: 'page_changed', unread: true });
    });

    it('never marks the future read', async () => {
      const reader = await harness.testApp.signup();
      await harness.testApp.db.insert(teamMembers).values({ teamId: harness.user.defaultTeamId, userId: reader.id });
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/activity/read`,
        headers: reader.headers,
        payload: { up_to: '2999-01-01T00:00:00.000Z' },
      });
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json<ActivityReadState>().read_up_to!)).toBeLessThanOrEqual(Date.now() + 1_000);
      server.set('/jobs', { body: lines('Join us', 'Data analyst, Madrid') });
      await check(careers.pageId);
      expect((await feed('', reader)).unread).toBe(1);
    });

    it('refuses a mark that is not a time, and a project of another team', async () => {
      const bad = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/activity/read`,
        headers: harness.user.headers,
        payload: { up_to: 'now' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ detail: string }>().detail).toMatch(/^up_to: /);
      const stranger = await harness.testApp.signup();
      const hidden = await harness.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/activity/read`,
        headers: stranger.headers,
        payload: { up_to: new Date().toISOString() },
      });
      expect(hidden.statusCode).toBe(404);
    });
  });

  describe('changes per day', () => {
    it("counts each competitor's changes per day in the reader's calendar", async () => {
      const { status, body } = await get<ChangeStats>(
        `/api/v1/projects/${projectId}/activity/daily?days=7&tz=Europe/Warsaw`,
      );
      expect(status).toBe(200);
      expect(body.days).toHaveLength(7);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
      expect(body.days.at(-1)).toBe(today);
      const changes = (await feed('?type=page_changed&limit=200')).data;
      expect(body.total).toBe(changes.length);
      const byName = Object.fromEntries(body.competitors.map((entry) => [entry.name, entry.counts]));
      const perCompetitor = (id: string) => changes.filter((event) => event.competitor_id === id).length;
      expect(byName.Acme?.at(-1)).toBe(perCompetitor(harness.competitorId));
      expect(byName.Globex?.at(-1)).toBe(perCompetitor(otherCompetitorId));
      expect(byName.Globex!.slice(0, -1).every((count) => count === 0)).toBe(true);
    });

    it('refuses an unknown time zone and too many days', async () => {
      const zone = await get<{ detail: string }>(`/api/v1/projects/${projectId}/activity/daily?tz=Mars/Olympus`);
      expect(zone).toEqual({ status: 422, body: expect.objectContaining({ detail: 'tz: Unknown time zone' }) });
      expect((await get(`/api/v1/projects/${projectId}/activity/daily?days=400`)).status).toBe(422);
    });
  });

  describe('one change', () => {
    it('answers a change of a page with its diff, and 404 through another page or team', async () => {
      const url = `/api/v1/competitors/websites/pages/${pricing.pageId}/changes/${pricingChange.id}`;
      expect(await get<PageChange>(url)).toEqual({ status: 200, body: pricingChange });
      const wrongPage = await get(`/api/v1/competitors/websites/pages/${careers.pageId}/changes/${pricingChange.id}`);
      expect(wrongPage).toEqual({ status: 404, body: { detail: 'Change not found' } });
      const stranger = await harness.testApp.signup();
      expect((await get(url, stranger)).status).toBe(404);
    });
  });

  describe('the search document', () => {
    it('is made for events written before search existed, as the server makes it now', async () => {
      // An event as an older server wrote it: no search document.
      await recordActivity(harness.testApp.db, {
        projectId,
        competitorId: harness.competitorId,
        pageId: pricing.pageId,
        type: 'page_changed',
        targetType: 'page',
        targetId: pricing.pageId,
        targetName: 'Plans',
        additionalData: { added_lines: 1, removed_lines: 0, summary: 'Added: "x"', change_id: pricingChange.id },
        actor: { userId: null, name: 'Monitor' },
        diff: pricingChange.diff,
      });
      const [written] = await harness.testApp.db
        .select({ id: activityEvents.id, vector: sql<string>`${activityEvents.searchVector}::text` })
        .from(activityEvents)
        .where(eq(activityEvents.projectId, projectId))
        .orderBy(sql`${activityEvents.createdAt} desc`)
        .limit(1);
      // The backfill ran when diffs were stored as plain text (before they were compressed): it is run
      // on tables of that shape, in a schema of their own that its unqualified names resolve to first.
      const db = harness.testApp.db;
      await db.execute(sql`CREATE SCHEMA search_backfill`);
      try {
        await db.execute(sql`CREATE TABLE search_backfill.page_changes (id uuid PRIMARY KEY, diff text NOT NULL)`);
        await db.execute(
          sql`INSERT INTO search_backfill.page_changes VALUES (${pricingChange.id}::uuid, ${pricingChange.diff})`,
        );
        await db.execute(
          sql`CREATE TABLE search_backfill.activity_events AS SELECT * FROM activity_events WHERE id = ${written!.id}::uuid`,
        );
        await db.execute(sql`UPDATE search_backfill.activity_events SET search_vector = NULL`);
        const backfill = readFileSync(join(migrationsFolder(), '0005_activity_search_backfill.sql'), 'utf8');
        // Migration 0010 then adds each vector's pairs of neighbouring words: its last statement.
        const pairs = readFileSync(join(migrationsFolder(), '0010_search_word_pairs.sql'), 'utf8')
          .split('--> statement-breakpoint')
          .at(-1)!;
        await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL search_path TO search_backfill, public`);
          await tx.execute(sql.raw(backfill));
          await tx.execute(sql.raw(pairs));
        });
        const answer = (await db.execute(
          sql`SELECT search_vector::text AS vector FROM search_backfill.activity_events`,
        )) as unknown as { rows: { vector: string }[] };
        expect(answer.rows[0]!.vector).toBe(written!.vector);
        expect(answer.rows[0]!.vector).toContain("'zephyrine'");
        expect(answer.rows[0]!.vector).toContain("'zephyrine tier'");
      } finally {
        await db.execute(sql`DROP SCHEMA search_backfill CASCADE`);
      }
    });
  });

  describe('a busy project', () => {
    it('stops counting at 1,000 and says so, while every page still loads', async () => {
      const before = await feed();
      // Enough of the monitor's events to pass the cap, written at once.
      await harness.testApp.db.insert(activityEvents).values(
        Array.from({ length: 1000 }, (_, index) => ({
          projectId,
          competitorId: harness.competitorId,
          pageId: pricing.pageId,
          type: 'page_updated' as const,
          targetType: 'page' as const,
          targetId: pricing.pageId,
          targetName: 'Plans',
          description: `Page Plans updated (${index})`,
          createdAt: new Date(Date.now() - 60_000 - index * 1000),
        })),
      );
      const busy = await feed('?limit=5');
      expect(busy).toMatchObject({ count: 1000, count_capped: true, unread: 1000, unread_capped: true });
      const deep = await feed(`?limit=50&offset=${before.count + 990}`);
      expect(deep.data).toHaveLength(10);
      // Narrow enough to count, the count is exact again.
      expect(await feed('?type=page_changed&limit=1')).toMatchObject({ count_capped: false });
    });
  });

  describe('the OpenAPI document', () => {
    it('names each radar operation and its bearer security', async () => {
      const document = (await harness.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      for (const [path, method, operationId] of [
        ['/api/v1/projects/{id}/activity/', 'get', 'listProjectActivity'],
        ['/api/v1/projects/{id}/activity/read', 'post', 'markProjectActivityRead'],
        ['/api/v1/projects/{id}/activity/daily', 'get', 'getProjectChangeStats'],
        ['/api/v1/competitors/websites/pages/{id}/changes/{changeId}', 'get', 'getPageChange'],
      ] as const) {
        const operation = document.paths[path]?.[method];
        expect(operation, path).toMatchObject({ operationId, security: [{ bearerAuth: [] }] });
      }
      const parameters = document.paths['/api/v1/projects/{id}/activity/'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      );
      expect(parameters).toEqual(
        expect.arrayContaining(['q', 'type', 'competitor_id', 'page_id', 'since', 'until', 'limit', 'offset']),
      );
    });
  });
});
