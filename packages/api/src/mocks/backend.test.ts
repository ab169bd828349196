import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import { anonymousClient, demoClient, failure, otherTeamClient, TEST_BASE_URL } from '../testing/client';
import { server } from './node';
import { getMockDb, scenarios, seededIds } from './index';

const ids = seededIds;

/** Raw calls, for payloads the typed client would not send. */
async function raw(method: string, path: string, body?: unknown, token = 'mock-token.' + ids.demoUser) {
  const response = await fetch(`${TEST_BASE_URL}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { detail: string; errors?: unknown[] } };
}

describe('the mock backend rejects what the server rejects', () => {
  it('answers 401 without a token, or with an unknown one, on every product call', async () => {
    const calls: ((client: ApiClient) => Promise<unknown>)[] = [
      (c) => c.getCurrentUser(),
      (c) => c.listProjects(),
      (c) => c.getProject(ids.projects.payments),
      (c) => c.listCompetitors(ids.projects.payments),
      (c) => c.getCompetitorActivity(ids.competitors.ledgerly),
      (c) => c.listWebsites(ids.competitors.ledgerly),
      (c) => c.listPages(ids.websites.ledgerly),
      (c) => c.checkPage(ids.pages.ledgerlyPricing),
    ];
    const forged = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => 'mock-token.not-a-user' });
    for (const call of calls) {
      expect(await failure(call(anonymousClient()))).toMatchObject({
        status: 401,
        message: 'Could not validate credentials',
      });
      expect((await failure(call(forged))).status).toBe(401);
    }
  });

  it("answers 404 for another team's rows, never 403", async () => {
    const client = otherTeamClient();
    expect(await failure(client.getProject(ids.projects.payments))).toMatchObject({
      status: 404,
      message: 'Project not found',
    });
    expect(await failure(client.listCompetitors(ids.projects.payments))).toMatchObject({
      status: 404,
      message: 'Project not found',
    });
    expect(await failure(client.getCompetitor(ids.competitors.ledgerly))).toMatchObject({
      status: 404,
      message: 'Competitor not found',
    });
    expect(await failure(client.deleteCompetitor(ids.competitors.ledgerly))).toMatchObject({ status: 404 });
    expect(await failure(client.getWebsite(ids.websites.ledgerly))).toMatchObject({
      status: 404,
      message: 'Website not found',
    });
    expect(await failure(client.getPage(ids.pages.ledgerlyPricing))).toMatchObject({
      status: 404,
      message: 'Page not found',
    });
    expect(await failure(client.createCompetitor({ name: 'Sneaky', project_id: ids.projects.payments }))).toMatchObject(
      { status: 404, message: 'Project not found' },
    );
    expect(
      await failure(client.createProject({ name: 'Sneaky', description: 'Not my team', team_id: ids.demoTeam })),
    ).toMatchObject({ status: 404, message: 'Team not found' });
    // The other team sees only its own project, and the demo rows are untouched.
    expect((await client.listProjects()).data.map((project) => project.id)).toEqual([ids.projects.otherTeam]);
    expect(getMockDb().competitors.some((row) => row.id === ids.competitors.ledgerly)).toBe(true);
  });

  it('answers 422 with a sentence naming the field and the rule', async () => {
    expect(await raw('POST', '/projects/', { name: 'ab', description: 'Card acquirers' })).toEqual({
      status: 422,
      body: {
        detail: 'name: Name must be at least 3 characters',
        errors: [{ field: 'name', message: 'Name must be at least 3 characters' }],
      },
    });
    expect(
      (await raw('POST', '/competitors/', { name: 'x'.repeat(256), project_id: ids.projects.payments })).body.detail,
    ).toBe('name: Name must be less than 255 characters');
    expect(
      (await raw('PATCH', `/competitors/websites/${ids.websites.ledgerly}`, { url: 'ledgerly' })).body.detail,
    ).toBe('url: Please enter a valid URL');
    expect(
      (await raw('PATCH', `/competitors/websites/${ids.websites.ledgerly}`, { check_frequency_minutes: 1441 })).status,
    ).toBe(422);
    expect((await raw('POST', '/users/signup', { email: 'ana@example.com', password: 'short' }, '')).body.detail).toBe(
      'password: Password must be at least 8 characters',
    );
    expect(await raw('POST', '/projects/', '{not json')).toEqual({
      status: 400,
      body: { detail: 'The request body is not valid JSON' },
    });
    expect((await raw('GET', `/projects/${ids.projects.payments}/activity/?limit=201`)).status).toBe(422);
  });

  it('answers 400 to wrong credentials and 409 to a used email', async () => {
    const client = anonymousClient();
    expect(await failure(client.login('demo@spyglass.example', 'not-the-password'))).toMatchObject({
      status: 400,
      message: 'Incorrect email or password. Check your credentials.',
    });
    expect(await failure(client.signup({ email: 'DEMO@spyglass.example', password: 'long-enough' }))).toMatchObject({
      status: 409,
      message: 'The user with this email is already registered in the system',
    });
  });
});

describe('the mock backend keeps the server’s bookkeeping', () => {
  it('writes an event for every competitor, website and page write, with the user as actor', async () => {
    const client = demoClient();
    const competitor = await client.createCompetitor({ name: 'Quidpay', project_id: ids.projects.payments });
    await client.updateCompetitor(competitor.id, { industry: 'Fintech' });
    const website = await client.createWebsite(competitor.id, { name: 'Quidpay', url: 'https://quidpay.example.com' });
    await client.updateWebsite(website.id, { check_frequency_minutes: 30 });
    const page = await client.createPage(website.id, { name: 'Pricing', url: 'https://quidpay.example.com/pricing' });
    await client.updatePage(page.id, { alert_keywords: ['free'] });
    await client.deletePage(page.id);
    await client.deleteWebsite(website.id);
    await client.deleteCompetitor(competitor.id);

    const activity = await client.getProjectActivity(ids.projects.payments, { limit: 9 });
    expect(activity.data.map((event) => event.type)).toEqual([
      'competitor_deleted',
      'website_deleted',
      'page_deleted',
      'page_updated',
      'page_created',
      'website_updated',
      'website_created',
      'competitor_updated',
      'competitor_created',
    ]);
    expect(activity.data.every((event) => event.actor?.name === 'Dana Reyes')).toBe(true);
    expect(activity.data[7]).toMatchObject({
      description: 'Competitor Quidpay was updated',
      additional_data: { industry: 'Fintech' },
    });

    const project = await client.getProject(ids.projects.payments);
    expect(project.recent_updates.map((update) => update.id)).toEqual(
      activity.data.slice(0, 5).map((event) => event.id),
    );
  });

  it('counts competitors and websites per project and deletes a project with everything under it', async () => {
    const client = demoClient();
    const before = await client.getProject(ids.projects.retail);
    await client.createWebsite(ids.competitors.fleetmind, { name: 'Fleetmind', url: 'https://fleetmind.example.com' });
    expect((await client.getProject(ids.projects.retail)).website_count).toBe(before.website_count + 1);

    await client.deleteProject(ids.projects.retail);
    expect((await client.listProjects()).count).toBe(1);
    expect(await failure(client.getCompetitor(ids.competitors.cartwheel))).toMatchObject({ status: 404 });
  });

  it('seeds realistic activity: page changes and content alerts with their details', async () => {
    const db = getMockDb();
    const demoEvents = db.events.filter((event) => event.project_id !== ids.projects.otherTeam);
    expect(demoEvents.length).toBeGreaterThanOrEqual(50);
    expect(new Set(demoEvents.map((event) => event.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(4);
    expect(demoEvents.find((event) => event.type === 'page_changed')?.additional_data).toMatchObject({
      added_lines: expect.any(Number),
    });
    expect(demoEvents.find((event) => event.type === 'content_alert')?.additional_data).toMatchObject({
      keyword: expect.any(String),
    });
    expect(new Set(db.competitors.map((row) => row.industry)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('scenarios', () => {
  it('empty: the demo user has no projects', async () => {
    server.use(...scenarios.empty());
    expect(await demoClient().listProjects()).toEqual({ data: [], count: 0 });
  });

  it('serverError: product calls fail with 500 while the profile still loads', async () => {
    server.use(...scenarios.serverError());
    expect((await demoClient().getCurrentUser()).full_name).toBe('Dana Reyes');
    expect(await failure(demoClient().listProjects())).toMatchObject({ status: 500, message: 'Internal server error' });
    server.use(...scenarios.serverError({ groups: ['competitors'], body: 'text' }));
    expect((await failure(demoClient().getCompetitor(ids.competitors.ledgerly))).message).toBe(
      'Failed to fetch competitor: Internal Server Error',
    );
  });

  it('notFound: every named row is missing', async () => {
    server.use(...scenarios.notFound());
    expect(await failure(demoClient().getProject(ids.projects.payments))).toMatchObject({
      status: 404,
      message: 'Project not found',
    });
    expect(await failure(demoClient().getWebsite(ids.websites.ledgerly))).toMatchObject({
      message: 'Website not found',
    });
    expect((await demoClient().listProjects()).count).toBe(2);
  });

  it('expiredToken: every call with a token answers 401, login still works', async () => {
    server.use(...scenarios.expiredToken());
    expect(await failure(demoClient().getCurrentUser())).toMatchObject({ status: 401 });
    expect((await anonymousClient().login('demo@spyglass.example', 'spyglass-demo')).token_type).toBe('bearer');
  });

  it('loading: calls answer after the delay', async () => {
    server.use(...scenarios.loading({ delayMs: 150 }));
    const started = Date.now();
    await demoClient().listProjects();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
