import { demoCredentials } from '@spyglass/api/mocks';
import { describe, expect, it } from 'vitest';
import { createDeferredApiClient } from './deferredApiClient';

describe('deferred API client', () => {
  it('loads the real client on the first call and answers like it', async () => {
    let token: string | null = null;
    const client = createDeferredApiClient({ getToken: () => token });
    const answer = await client.login(demoCredentials.email, demoCredentials.password);
    expect(answer.access_token).toEqual(expect.any(String));
    token = answer.access_token;
    await expect(client.getCurrentUser()).resolves.toMatchObject({ email: demoCredentials.email });
  });

  it('passes failures through unchanged', async () => {
    const client = createDeferredApiClient({ getToken: () => null });
    await expect(client.login(demoCredentials.email, 'wrong-password')).rejects.toThrow(/credentials/);
  });
});
