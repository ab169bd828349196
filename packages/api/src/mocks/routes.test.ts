import { describe, expect, it } from 'vitest';
import { describeEventInEnglish } from '../events';
import { anonymousClient, demoClient, failure } from '../testing/client';
import { createHandlerGroups, createMockRoutes, flattenGroups } from './handlers';
import { server } from './node';
import { getMockDb, seededIds } from './index';

describe('routes made from the endpoint table', () => {
  it('answer a call the mock backend has no answer for with 501 and a sentence, after the token check', async () => {
    server.use(...flattenGroups(createHandlerGroups(getMockDb, createMockRoutes({}))));
    expect(await failure(demoClient().getCompetitor(seededIds.competitors.ledgerly))).toMatchObject({
      status: 501,
      message: 'The mock backend does not answer GET /competitors/:competitorId yet',
    });
    expect((await failure(anonymousClient().listProjects())).status).toBe(401);
  });
});

describe('activity events of the mock backend', () => {
  it('keep the name of what they are about, and the English sentence the server writes', async () => {
    const client = demoClient();
    const competitor = await client.createCompetitor({ name: 'Quidpay', project_id: seededIds.projects.payments });
    await client.updateCompetitor(competitor.id, { name: 'Quidpay Ltd' });
    const [updated, created] = (await client.getCompetitorActivity(competitor.id)).data;
    expect(created).toMatchObject({ target_name: 'Quidpay', description: 'Competitor Quidpay was added' });
    expect(updated).toMatchObject({ target_name: 'Quidpay Ltd', description: 'Competitor Quidpay Ltd was updated' });
  });

  it('are seeded the same way: every event names its target and reads as the product would write it', () => {
    const events = getMockDb().events;
    expect(events.every((event) => event.target_name)).toBe(true);
    for (const event of events) expect(event.description).toBe(describeEventInEnglish(event));
    const changes = events.filter((event) => event.type === 'page_changed').map((event) => event.description);
    // A change with facts reads them; one without (a fee's percentage moved) reads its line counts.
    expect(changes).toContain(
      'Page Pricing changed: Starter plan $29 → $35 a month (+20.7%); New: Annual billing: two months free',
    );
    expect(changes).toContain('Page Pricing changed: 1 line added, 1 removed');
    expect(events.filter((event) => event.type === 'content_alert').map((event) => event.description)).toContain(
      'Keyword "free plan" disappeared from page Pricing',
    );
  });
});
