import { describe, expect, it } from 'vitest';
import { demoCredentials, seededIds } from '../mocks';
import { anonymousClient, clientWithToken, demoClient } from '../testing/client';
import { ApiError } from './errors';

const ids = seededIds;

describe('every call of the wire contract through the client', () => {
  it('signs up, logs in with a form-encoded body and reads the profile', async () => {
    const anonymous = anonymousClient();
    const user = await anonymous.signup({ email: 'ana@example.com', password: 'long-enough', full_name: 'Ana Silva' });
    expect(user).toMatchObject({ email: 'ana@example.com', full_name: 'Ana Silva' });
    expect(user.default_team_id).toEqual(expect.any(String));

    const token = await anonymous.login(demoCredentials.email, demoCredentials.password);
    expect(token.token_type).toBe('bearer');
    const me = await clientWithToken(token.access_token).getCurrentUser();
    expect(me).toMatchObject({ email: demoCredentials.email, full_name: 'Dana Reyes' });
  });

  it('lists, reads, creates, updates and deletes projects', async () => {
    const client = demoClient();
    const list = await client.listProjects();
    expect(list.count).toBe(2);
    expect(list.data.map((project) => project.name)).toEqual(['Payments landscape', 'Retail and logistics']);

    const payments = await client.getProject(ids.projects.payments);
    expect(payments).toMatchObject({ competitor_count: 4, website_count: 6 });
    expect(payments.recent_updates).toHaveLength(5);

    const created = await client.createProject({ name: 'Travel', description: 'Booking sites', url: '' });
    expect(created).toMatchObject({ name: 'Travel', url: null, competitor_count: 0, team_id: ids.demoTeam });
    const updated = await client.updateProject(created.id, { name: 'Travel and leisure' });
    expect(updated.name).toBe('Travel and leisure');
    await expect(client.deleteProject(created.id)).resolves.toBe(true);
    await expect(client.getProject(created.id)).rejects.toMatchObject({ status: 404, message: 'Project not found' });
  });

  it('reads project activity newest first with limit and offset', async () => {
    const client = demoClient();
    const first = await client.getProjectActivity(ids.projects.payments, { limit: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.count).toBeGreaterThan(5);
    const times = first.data.map((event) => event.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await client.getProjectActivity(ids.projects.payments, { limit: 5, offset: 5 });
    expect(next.data[0]!.created_at <= first.data[4]!.created_at).toBe(true);
    expect(next.data.map((event) => event.id)).not.toContain(first.data[4]!.id);
  });

  it('lists, reads, creates, updates and deletes competitors', async () => {
    const client = demoClient();
    const list = await client.listCompetitors(ids.projects.payments);
    expect(list.data.map((competitor) => competitor.name)).toEqual(['Ledgerly', 'PayNimbus', 'Brightbank', 'Coinvale']);
    expect(await client.getCompetitor(ids.competitors.ledgerly)).toMatchObject({
      name: 'Ledgerly',
      industry: 'Fintech',
    });

    const created = await client.createCompetitor({
      name: 'Quidpay',
      industry: 'Fintech',
      project_id: ids.projects.payments,
    });
    expect(created).toMatchObject({ project_id: ids.projects.payments, is_active: true, description: null });
    const updated = await client.updateCompetitor(created.id, { is_active: false, description: 'Pausing' });
    expect(updated).toMatchObject({ is_active: false, description: 'Pausing' });
    const deleted = await client.deleteCompetitor(created.id);
    expect(deleted).toMatchObject({ id: created.id, project_id: ids.projects.payments });

    const activity = await client.getCompetitorActivity(ids.competitors.ledgerly, { limit: 50 });
    expect(activity.data.length).toBeGreaterThan(0);
    expect(activity.data.every((event) => event.competitor_id === ids.competitors.ledgerly)).toBe(true);
  });

  it('lists, reads, creates, updates and deletes websites', async () => {
    const client = demoClient();
    const list = await client.listWebsites(ids.competitors.ledgerly);
    expect(list.data.map((website) => website.name)).toEqual(['Ledgerly', 'Ledgerly Blog']);
    expect(await client.getWebsite(ids.websites.ledgerly)).toMatchObject({ competitor_id: ids.competitors.ledgerly });

    const created = await client.createWebsite(ids.competitors.ledgerly, {
      name: 'Ledgerly Status',
      url: 'https://status.ledgerly.example.com',
    });
    expect(created).toMatchObject({
      competitor_id: ids.competitors.ledgerly,
      check_frequency_minutes: 60,
      last_checked_at: null,
    });
    const updated = await client.updateWebsite(created.id, { check_frequency_minutes: 1440 });
    expect(updated.check_frequency_minutes).toBe(1440);
    expect(await client.deleteWebsite(created.id)).toMatchObject({
      id: created.id,
      competitor_id: ids.competitors.ledgerly,
    });
  });

  it('lists, reads, creates, updates, checks and deletes pages, and reads their changes', async () => {
    const client = demoClient();
    const list = await client.listPages(ids.websites.ledgerly);
    expect(list.data.map((page) => page.name)).toEqual(['Pricing', 'Features', 'Careers']);
    expect(await client.getPage(ids.pages.ledgerlyPricing)).toMatchObject({ name: 'Pricing' });

    const created = await client.createPage(ids.websites.ledgerly, {
      name: 'Security',
      url: 'https://ledgerly.example.com/security',
      alert_keywords: ['SOC 2'],
    });
    expect(created).toMatchObject({
      website_id: ids.websites.ledgerly,
      alert_keywords: ['SOC 2'],
      last_checked_at: null,
    });
    expect((await client.updatePage(created.id, { css_selector: 'main' })).css_selector).toBe('main');

    const baseline = await client.checkPage(created.id);
    expect(baseline).toMatchObject({ outcome: 'baseline', status: 200, change: null, alerts: [] });
    expect(baseline.page.last_checked_at).not.toBeNull();
    expect((await client.checkPage(created.id)).outcome).toBe('unchanged');
    expect((await client.getWebsite(ids.websites.ledgerly)).last_checked_at).toBe(
      (await client.getPage(created.id)).last_checked_at,
    );

    expect(await client.deletePage(created.id)).toMatchObject({ id: created.id, website_id: ids.websites.ledgerly });

    const changes = await client.listPageChanges(ids.pages.ledgerlyPricing, { limit: 10 });
    expect(changes.count).toBeGreaterThan(0);
    expect(changes.data[0]!.diff).toContain('@@');
    expect(changes.data[0]!.diff).toContain('+Starter plan: $35 per month per seat');
  });

  it('checks health', async () => {
    await expect(anonymousClient().healthCheck()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends the bearer token and fails without it with the server detail', async () => {
    const error = await anonymousClient()
      .listProjects()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Could not validate credentials' });
  });
});
