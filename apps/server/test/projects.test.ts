import { projectListSchema } from '@spyglass/api/schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityEvents, competitors, pages, projects, websites } from '../src/db';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';
import { testDatabaseUrl } from './helpers/database';

describe('projects', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signup();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: object, who: SignedUp = user) =>
    t.app.inject({ method: 'POST', url: '/api/v1/projects/', payload, headers: who.headers });

  it('creates a project in the default team, with computed summaries, and lists and reads it', async () => {
    const created = await create({ name: 'Launch', description: 'Spring launch', url: 'https://example.com' });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({
      name: 'Launch',
      description: 'Spring launch',
      url: 'https://example.com',
      team_id: user.defaultTeamId,
      status: 'active',
      competitor_count: 0,
      website_count: 0,
      recent_updates: [],
    });

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: user.headers });
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.count).toBe(body.data.length);
    expect(body.data.map((p: { id: string }) => p.id)).toContain(project.id);
    // The listing goes out unchecked (unvalidatedResponse): it must still be the contract's shape, item for item as a read.
    expect(z.parse(projectListSchema, body)).toEqual(body);

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}`, headers: user.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(project);
    expect(body.data.find((p: { id: string }) => p.id === project.id)).toEqual(project);
  });

  it('stores an empty url as none and accepts an explicit team of the caller', async () => {
    const created = await create({ name: 'No site', description: 'Nothing yet', url: '', team_id: user.defaultTeamId });
    expect(created.statusCode).toBe(201);
    expect(created.json().url).toBeNull();
  });

  it('refuses a team the caller is not in as not found, and writes nothing', async () => {
    const other = await t.signup();
    const before = await t.db.select({ n: count() }).from(projects);
    const created = await create({ name: 'Sneaky', description: 'Into their team', team_id: other.defaultTeamId });
    expect(created.statusCode).toBe(404);
    expect(await t.db.select({ n: count() }).from(projects)).toEqual(before);
  });

  it.each([
    [{ name: 'ab', description: 'Fine' }, 'name: Name must be at least 3 characters'],
    [{ name: 'x'.repeat(51), description: 'Fine' }, 'name: Name must be less than 50 characters'],
    [{ name: 'Fine', description: 'ab' }, 'description: Description must be at least 3 characters'],
    [{ name: 'Fine', description: 'x'.repeat(251) }, 'description: Description must be less than 250 characters'],
    [{ name: 'Fine', description: 'Fine', url: 'not a url' }, 'url: Please enter a valid URL'],
    [{ name: 'Fine', description: 'Fine', url: 'ftp://example.com' }, 'url: Please enter a valid URL'],
  ])('answers 422 for %j', async (payload, detail) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('accepts the bounds themselves (3 and 50, 3 and 250)', async () => {
    expect((await create({ name: 'abc', description: 'abc' })).statusCode).toBe(201);
    expect((await create({ name: 'x'.repeat(50), description: 'y'.repeat(250) })).statusCode).toBe(201);
  });

  it('updates only the fields sent', async () => {
    const project = (await create({ name: 'Before', description: 'Kept as is', url: 'https://a.example' })).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${project.id}`,
      payload: { name: 'After' },
      headers: user.headers,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'After', description: 'Kept as is', url: 'https://a.example' });

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${project.id}`,
      payload: { url: '' },
      headers: user.headers,
    });
    expect(cleared.json()).toMatchObject({ name: 'After', url: null });

    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${project.id}`,
      payload: { name: 'no' },
      headers: user.headers,
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('carries competitor and website counts and the latest five updates', async () => {
    const tree = await createTree(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/${tree.competitorId}/websites/`,
      payload: { name: 'Acme Blog', url: 'https://acme.example/blog' },
      headers: user.headers,
    });
    for (const name of ['Beta', 'Gamma', 'Delta']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/competitors/',
        payload: { name, project_id: tree.projectId },
        headers: user.headers,
      });
    }
    const project = (
      await t.app.inject({ method: 'GET', url: `/api/v1/projects/${tree.projectId}`, headers: user.headers })
    ).json();
    expect(project.competitor_count).toBe(4);
    expect(project.website_count).toBe(2);
    expect(project.recent_updates).toHaveLength(5);
    expect(project.recent_updates.map((u: { description: string }) => u.description)).toEqual([
      'Competitor Delta was added',
      'Competitor Gamma was added',
      'Competitor Beta was added',
      'Website Acme Blog was added',
      'Page Plans was added',
    ]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: user.headers })).json();
    expect(listed.data.find((p: { id: string }) => p.id === tree.projectId)).toEqual(project);
  });

  it('deletes a project with its competitors, websites, pages and events (204), then answers 404', async () => {
    const tree = await createTree(t.app, user);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${tree.projectId}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await t.db.select().from(competitors).where(eq(competitors.id, tree.competitorId))).toEqual([]);
    expect(await t.db.select().from(websites).where(eq(websites.id, tree.websiteId))).toEqual([]);
    expect(await t.db.select().from(pages).where(eq(pages.id, tree.pageId))).toEqual([]);
    expect(await t.db.select().from(activityEvents).where(eq(activityEvents.projectId, tree.projectId))).toEqual([]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${tree.projectId}`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Project not found' });
  });

  it('answers a malformed id with a 4xx, never a 500', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/v1/projects/not-a-uuid',
        headers: user.headers,
        ...(method === 'PATCH' ? { payload: { name: 'Valid name' } } : {}),
      });
      expect([404, 422]).toContain(response.statusCode);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });

  // PGlite runs the listing as its own named statement (db/pglitePrepared.ts); PostgreSQL's pool has one per connection.
  it.skipIf(testDatabaseUrl)('lists the same page after the session has dropped its prepared statements', async () => {
    await create({ name: 'Kept', description: 'Listed twice' });
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: user.headers });
    expect(before.statusCode).toBe(200);
    await t.db.execute(sql`DEALLOCATE ALL`);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: user.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
  });
});
