import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_TTL_MS, type EarlyRequest, fetchWithEarlyRequests } from './earlyRequests';

const url = 'http://127.0.0.1:8000/api/v1/users/me';
const early = (authorization = 'Bearer token-a', startedAt = Date.now()): EarlyRequest => ({
  url,
  authorization,
  startedAt,
  response: Promise.resolve(new Response('{"from":"boot"}', { status: 200 })),
});

describe('fetch with the boot script’s early requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the same GET with the same token from the early request, once', async () => {
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    vi.stubGlobal('fetch', network);
    const requests = [early()];
    const fetchImpl = fetchWithEarlyRequests(() => requests);
    const first = await fetchImpl(url, { method: 'GET', headers: { Authorization: 'Bearer token-a' } });
    expect(await first.json()).toEqual({ from: 'boot' });
    expect(network).not.toHaveBeenCalled();
    const second = await fetchImpl(url, { method: 'GET', headers: { Authorization: 'Bearer token-a' } });
    expect(await second.json()).toEqual({ from: 'network' });
  });

  it('goes to the network for another token, another address or another method', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    const requests = [early('Bearer token-b')];
    const fetchImpl = fetchWithEarlyRequests(() => requests);
    await fetchImpl(url, { headers: { Authorization: 'Bearer token-a' } });
    await fetchImpl(`${url}?x=1`, { headers: { Authorization: 'Bearer token-b' } });
    await fetchImpl(url, { method: 'HEAD', headers: { Authorization: 'Bearer token-b' } });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('asks again once the early answer is stale, and after any write', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    const stale = [early('Bearer token-a', Date.now() - EARLY_REQUEST_TTL_MS)];
    await fetchWithEarlyRequests(() => stale)(url, { headers: { Authorization: 'Bearer token-a' } });
    expect(network).toHaveBeenCalledTimes(1);

    const fresh = [early()];
    const fetchImpl = fetchWithEarlyRequests(() => fresh);
    await fetchImpl('http://127.0.0.1:8000/api/v1/projects/', {
      method: 'POST',
      headers: { Authorization: 'Bearer token-a' },
    });
    await fetchImpl(url, { headers: { Authorization: 'Bearer token-a' } });
    expect(network).toHaveBeenCalledTimes(3);
    expect(fresh).toHaveLength(0);
  });

  it('goes to the network when the page had no boot script', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await fetchWithEarlyRequests(() => undefined)(url);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
