import { describe, expect, it } from 'vitest';
import { apiKeyMessages } from '../schema';
import { demoClient, failure, otherTeamClient } from '../testing/client';

describe('API keys in the mock backend', () => {
  it('lists the seeded keys without the key itself', async () => {
    const { data, count } = await demoClient().listApiKeys();
    expect(count).toBe(2);
    expect(data.map((key) => [key.name, key.scope])).toEqual([
      ['Nightly pricing export', 'read'],
      ['CRM sync', 'write'],
    ]);
    expect(data.every((key) => !('key' in key))).toBe(true);
  });

  it('shows a new key once, then lists it without it, and revokes it', async () => {
    const client = demoClient();
    const created = await client.createApiKey({ name: 'Sheets', scope: 'read' });
    expect(created.key).toMatch(/^spy_/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = (await client.listApiKeys()).data.find((key) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Sheets',
      scope: 'read',
      prefix: created.prefix,
      created_at: created.created_at,
      last_used_at: null,
    });
    await client.deleteApiKey(created.id);
    expect((await client.listApiKeys()).count).toBe(2);
  });

  it("refuses a blank name, and answers 404 for another person's key", async () => {
    expect((await failure(demoClient().createApiKey({ name: ' ', scope: 'write' }))).status).toBe(422);
    const [theirs] = (await demoClient().listApiKeys()).data;
    const error = await failure(otherTeamClient().deleteApiKey(theirs!.id));
    expect(error).toMatchObject({ status: 404, message: apiKeyMessages.notFound });
  });
});
