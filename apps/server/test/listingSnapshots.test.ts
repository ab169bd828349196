import { projectListSchema } from '@spyglass/api/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityEvents, projects, users } from '../src/db';
import { SnapshotProbe, snapshotProbe } from '../src/db/snapshotProbe';
import { listProjectsAsOf } from '../src/domain/projects';
import { SnapshotCache } from '../src/http/snapshotCache';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';

/**
 * The project listing keeps its answer with the database snapshot it was read
 * in, and serves it again only while the database is still in that snapshot,
 * which the snapshot probe asks once for all the callers waiting.
 * Two apps over one database stand for two API nodes; writes made straight in
 * the database stand for the monitor and for anything else outside the app.
 */
describe('project listing kept per database snapshot', () => {
  let a: TestApp;
  let b: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ testDatabase: a.testDatabase });
    user = await a.signup();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const list = async (t: TestApp, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${query}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return z.parse(projectListSchema, response.json());
  };
  const userRow = async () => (await a.db.select().from(users).where(eq(users.id, user.id)))[0]!;

  it('states the snapshot a listing was read in, which the probe finds again until something is written', async () => {
    await createTree(a.app, user);
    const paging = { limit: 100, offset: 0 };
    const first = await listProjectsAsOf(a.db, await userRow(), paging);
    expect(first.page.rows.length).toBe(1);
    expect(first.snapshot).toMatch(/^\d+:\d+:/);
    expect(await snapshotProbe(a.db).current()).toBe(first.snapshot);
    // Another node's probe asks the same database.
    expect(await snapshotProbe(b.db).current()).toBe(first.snapshot);

    await a.db.update(projects).set({ name: 'Renamed outside' }).where(eq(projects.teamId, user.defaultTeamId));
    const probed = await snapshotProbe(a.db).current();
    expect(probed).not.toBe(first.snapshot);
    const after = await listProjectsAsOf(a.db, await userRow(), paging);
    expect(after.snapshot).toBe(probed);
    expect(after.page.rows.map((row) => row.name)).toEqual(['Renamed outside']);
  });

  it('answers the same list again while nothing is written', async () => {
    const first = await list(a);
    const second = await list(a);
    expect(second).toEqual(first);
  });

  it("shows one node's write on the other node's next list", async () => {
    const before = await list(a);
    const created = await b.app.inject({
      method: 'POST',
      url: '/api/v1/projects/',
      payload: { name: 'Made on node B', description: 'Second node' },
      headers: user.headers,
    });
    expect(created.statusCode).toBe(201);
    const after = await list(a);
    expect(after.count).toBe(before.count + 1);
    expect(after.data.map((project) => project.name)).toContain('Made on node B');

    const renamed = await b.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${created.json().id}`,
      payload: { name: 'Renamed on node B' },
      headers: user.headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list(a)).data.map((project) => project.name)).toContain('Renamed on node B');
  });

  it('shows an event written outside the API (as the monitor does) in the next list', async () => {
    const before = await list(a);
    const project = before.data[0]!;
    await a.db.insert(activityEvents).values({
      projectId: project.id,
      type: 'page_changed',
      targetType: 'page',
      targetId: project.id,
      targetName: 'Pricing',
      description: 'Page Pricing changed',
      createdAt: sql`clock_timestamp()`,
    });
    const after = await list(a);
    const updates = after.data.find((item) => item.id === project.id)!.recent_updates;
    expect(updates[0]).toMatchObject({ type: 'page_changed', target_name: 'Pricing' });
    // And the other node, which kept the list before the event, shows it too.
    expect((await list(b)).data.find((item) => item.id === project.id)!.recent_updates[0]!.target_name).toBe('Pricing');
  });

  it('keeps pages of the list apart', async () => {
    const whole = await list(a);
    expect(whole.count).toBeGreaterThanOrEqual(2);
    const firstOnly = await list(a, '?limit=1&offset=0');
    const secondOnly = await list(a, '?limit=1&offset=1');
    expect(firstOnly.data.map((project) => project.id)).toEqual([whole.data[0]!.id]);
    expect(secondOnly.data.map((project) => project.id)).toEqual([whole.data[1]!.id]);
    expect((await list(a, '?limit=1&offset=0')).data).toEqual(firstOnly.data);
    // A page past the end still carries the total.
    expect(await list(a, `?limit=1&offset=${whole.count + 5}`)).toEqual({ data: [], count: whole.count });
  });

  it("follows the caller's current team", async () => {
    const own = await list(a);
    const team = await a.app.inject({
      method: 'POST',
      url: '/api/v1/teams/',
      payload: { name: 'Second team' },
      headers: user.headers,
    });
    expect(team.statusCode).toBe(201);
    const switched = await b.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/current-team',
      payload: { team_id: team.json().id },
      headers: user.headers,
    });
    expect(switched.statusCode).toBe(200);
    // Node B kept the old team's list (the test before); the new team has no project yet.
    expect(own.count).toBeGreaterThan(0);
    expect(await list(b)).toEqual({ data: [], count: 0 });
  });
});

describe('SnapshotProbe', () => {
  /** A database whose snapshot is a counter, and whose statements are answered when the test says. */
  function fakeDatabase() {
    let commits = 0;
    const statements: { readAt: number; answer: () => void }[] = [];
    const read = () =>
      new Promise<string>((resolve) => {
        const readAt = commits;
        statements.push({ readAt, answer: () => resolve(`${readAt}:${readAt}:`) });
      });
    return {
      probe: new SnapshotProbe(read),
      statements,
      commit: () => void commits++,
      // Lets the probe's promise callbacks run.
      settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
    };
  }

  it('answers a caller who asked after a commit with a statement read after it', async () => {
    const db = fakeDatabase();
    const early = db.probe.current();
    expect(db.statements).toHaveLength(1);
    db.commit();
    // Asked while the first statement, read before the commit, is still on its way.
    const late = [db.probe.current(), db.probe.current(), db.probe.current()];
    db.statements[0]!.answer();
    expect(await early).toBe('0:0:');
    await db.settle();
    // The three waited for a statement of their own, one for all of them.
    expect(db.statements).toHaveLength(2);
    db.statements[1]!.answer();
    expect(await Promise.all(late)).toEqual(['1:1:', '1:1:', '1:1:']);
  });

  it('passes a failed statement on to the callers it was for, and asks again for the next', async () => {
    let fail = true;
    const probe = new SnapshotProbe(async () => {
      if (fail) throw new Error('connection lost');
      return '5:5:';
    });
    await expect(Promise.all([probe.current(), probe.current()])).rejects.toThrow('connection lost');
    fail = false;
    expect(await probe.current()).toBe('5:5:');
  });
});

describe('SnapshotCache', () => {
  it('keeps answers within its size, dropping the least recently used first', () => {
    const cache = new SnapshotCache(10);
    cache.set('a', '1:1:', 'aaaa');
    cache.set('b', '1:1:', 'bbbb');
    expect(cache.get('a')?.body).toBe('aaaa');
    cache.set('c', '1:1:', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('aaaa');
    expect(cache.get('c')?.body).toBe('cccc');
    expect(cache.chars).toBe(8);
  });

  it('replaces an answer of the same key and never keeps one larger than its size', () => {
    const cache = new SnapshotCache(10);
    cache.set('a', '1:1:', 'aaaa');
    cache.set('a', '2:2:', 'aaaaaa');
    expect(cache.get('a')).toEqual({ snapshot: '2:2:', body: 'aaaaaa' });
    cache.set('a', '3:3:', 'x'.repeat(11));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.chars).toBe(0);
  });
});
