import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';

/** Every resource of user A is "not found" to user B, for read, update and delete, and nothing of A's changes. */
describe("another team's rows", () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  let tree: Awaited<ReturnType<typeof createTree>>;
  beforeAll(async () => {
    t = await createTestApp();
    a = await t.signup();
    b = await t.signup();
    tree = await createTree(t.app, a);
    await createTree(t.app, b);
  });
  afterAll(async () => {
    await t.close();
  });

  const asB = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: b.headers, ...(payload ? { payload } : {}) });

  it("are not in B's project list", async () => {
    const listed = (await asB('GET', '/api/v1/projects/')).json();
    expect(listed.data.map((p: { id: string }) => p.id)).not.toContain(tree.projectId);
    expect(listed.count).toBe(1);
  });

  const cases = () => [
    { name: 'project', url: `/api/v1/projects/${tree.projectId}`, patch: { name: 'Taken over' } },
    { name: 'competitor', url: `/api/v1/competitors/${tree.competitorId}`, patch: { name: 'Taken over' } },
    { name: 'website', url: `/api/v1/competitors/websites/${tree.websiteId}`, patch: { name: 'Taken over' } },
    { name: 'page', url: `/api/v1/competitors/websites/pages/${tree.pageId}`, patch: { name: 'Taken over' } },
  ];

  it('answer 404 to B for read, update and delete of each resource', async () => {
    for (const { name, url, patch } of cases()) {
      for (const [method, payload] of [['GET'], ['PATCH', patch], ['DELETE']] as const) {
        const response = await asB(method, url, payload);
        expect(response.statusCode, `${method} ${name}`).toBe(404);
        expect(response.json().detail).toMatch(/not found/);
      }
    }
  });

  it('answer 404 to B for their lists, activity and creating inside them', async () => {
    const requests: [string, 'GET' | 'POST', string, object?][] = [
      ['competitors of project', 'GET', `/api/v1/competitors/?project_id=${tree.projectId}`],
      ['project activity', 'GET', `/api/v1/projects/${tree.projectId}/activity/`],
      ['competitor activity', 'GET', `/api/v1/competitors/${tree.competitorId}/activity/`],
      ['websites of competitor', 'GET', `/api/v1/competitors/${tree.competitorId}/websites/`],
      ['pages of website', 'GET', `/api/v1/competitors/websites/${tree.websiteId}/pages/`],
      ['competitor in project', 'POST', '/api/v1/competitors/', { name: 'Intruder', project_id: tree.projectId }],
      [
        'website in competitor',
        'POST',
        `/api/v1/competitors/${tree.competitorId}/websites/`,
        { name: 'Intruder', url: 'https://x.example' },
      ],
      [
        'page in website',
        'POST',
        `/api/v1/competitors/websites/${tree.websiteId}/pages/`,
        { name: 'Intruder', url: 'https://x.example' },
      ],
      [
        'CSV import into project',
        'POST',
        `/api/v1/projects/${tree.projectId}/import`,
        { csv: 'competitor,website,page_name,url\nIntruder,https://x.example,Home,https://x.example/' },
      ],
    ];
    for (const [name, method, url, payload] of requests) {
      const response = await asB(method, url, payload);
      expect(response.statusCode, name).toBe(404);
    }
  });

  it("leave A's rows unchanged and A's view intact", async () => {
    const asA = (url: string) => t.app.inject({ method: 'GET', url, headers: a.headers });
    for (const { url } of cases()) {
      const response = await asA(url);
      expect(response.statusCode).toBe(200);
      expect(response.json().name).not.toBe('Taken over');
    }
    const activity = (await asA(`/api/v1/projects/${tree.projectId}/activity/`)).json();
    expect(activity.data.every((event: { actor: { id: string } }) => event.actor.id === a.id)).toBe(true);
  });
});
