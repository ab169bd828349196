import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_PORTS, REFUSED_ADDRESS_MESSAGE, vetAddress } from '../../src/monitor/addressPolicy';
import { createFetcher, type Fetcher, type FetcherOptions } from '../../src/monitor/fetcher';
import { startFixtureServer, type FixtureServer } from './fixtureServer';

const USER_AGENT = 'SpyglassMonitor/1.0 (+https://spyglass.app/bot)';

function fetcherWith(overrides: Partial<FetcherOptions> = {}): Fetcher {
  return createFetcher({
    allowPrivate: true,
    allowedPorts: 'any',
    timeoutMs: 2_000,
    maxBodyBytes: 1024 * 1024,
    userAgent: USER_AGENT,
    ...overrides,
  });
}

describe('fetcher', () => {
  let server: FixtureServer;
  const fetchers: Fetcher[] = [];
  const track = (fetcher: Fetcher) => {
    fetchers.push(fetcher);
    return fetcher;
  };

  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterEach(async () => {
    await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
  });
  afterAll(async () => {
    await server.close();
  });

  it('gets a page with a clear User-Agent', async () => {
    server.set('/hello', {
      body: '<p>Hello</p>',
      headers: { etag: '"v1"', 'last-modified': 'Wed, 21 Oct 2026 07:28:00 GMT' },
    });
    const result = await track(fetcherWith()).fetch({ url: server.url('/hello') });
    expect(result).toMatchObject({
      kind: 'ok',
      status: 200,
      contentType: 'text/html; charset=utf-8',
      truncated: false,
      etag: '"v1"',
      lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT',
    });
    expect(result.kind === 'ok' && result.body.toString()).toBe('<p>Hello</p>');
    expect(server.hits('/hello').at(-1)?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('asks conditionally and reads a 304 as not modified', async () => {
    server.set('/conditional', (request, response) => {
      if (request.headers['if-none-match'] === '"v7"') response.writeHead(304, { etag: '"v7"' }).end();
      else response.writeHead(200, { etag: '"v7"', 'content-type': 'text/html' }).end('<p>Body</p>');
    });
    const fetcher = track(fetcherWith());
    const first = await fetcher.fetch({ url: server.url('/conditional') });
    expect(first.kind).toBe('ok');
    const second = await fetcher.fetch({
      url: server.url('/conditional'),
      etag: '"v7"',
      lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT',
    });
    expect(second).toMatchObject({ kind: 'not_modified', status: 304, etag: '"v7"' });
    expect(server.hits('/conditional').at(-1)?.headers['if-modified-since']).toBe('Wed, 21 Oct 2026 07:28:00 GMT');
  });

  it('gives up on a slow server at the time limit', async () => {
    server.set('/slow', { hang: true });
    const started = performance.now();
    const result = await track(fetcherWith({ timeoutMs: 300 })).fetch({ url: server.url('/slow') });
    expect(result).toEqual({ kind: 'error', status: null, error: 'Timed out after 0.3 s' });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('times out a body that trickles in too slowly', async () => {
    server.set('/trickle', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>start');
      // The rest never comes.
    });
    const result = await track(fetcherWith({ timeoutMs: 300 })).fetch({ url: server.url('/trickle') });
    expect(result).toMatchObject({ kind: 'error', error: 'Timed out after 0.3 s' });
  });

  it('cuts an oversized body at the cap and says so', async () => {
    server.set('/big', { body: 'x'.repeat(200_000), headers: { 'content-type': 'text/plain' } });
    const result = await track(fetcherWith({ maxBodyBytes: 10_000 })).fetch({ url: server.url('/big') });
    expect(result).toMatchObject({ kind: 'ok', truncated: true });
    expect(result.kind === 'ok' && result.body.length).toBe(10_000);
  });

  it('caps the decoded size of a compressed body', async () => {
    const bomb = gzipSync(Buffer.alloc(5_000_000, 'a'));
    server.set('/gzip', { body: bomb, headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' } });
    const result = await track(fetcherWith({ maxBodyBytes: 50_000 })).fetch({ url: server.url('/gzip') });
    expect(result).toMatchObject({ kind: 'ok', truncated: true });
    expect(result.kind === 'ok' && result.body.toString()).toBe('a'.repeat(50_000));
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ] as const)('ends a %s body that stalls halfway at the time limit', async (encoding, compress) => {
    const packed = compress(Buffer.from(`<p>${'stalled words '.repeat(20_000)}</p>`));
    server.set(`/stall-${encoding}`, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      // Half the compressed body, then nothing more, the connection left open.
      response.write(packed.subarray(0, packed.length >> 1));
    });
    const started = performance.now();
    // Time enough for the headers on a loaded machine (at 0.4 s they once had not come: status
    // null), so the limit ends the stalled body, not the wait for an answer.
    const result = await track(fetcherWith({ timeoutMs: 1_500 })).fetch({ url: server.url(`/stall-${encoding}`) });
    expect(result).toEqual({ kind: 'error', status: 200, error: 'Timed out after 1.5 s' });
    expect(performance.now() - started).toBeLessThan(6_000);
  });

  it.each([
    ['a corrupt gzip body', 'gzip', false],
    ['a gzip body cut off by the server', 'gzip', true],
    ['a plain body cut off by the server', null, true],
  ] as const)('reads %s as an error, at once', async (_name, encoding, cut) => {
    const whole = Buffer.from(`<p>${'words '.repeat(50_000)}</p>`);
    const body = encoding ? (cut ? gzipSync(whole) : Buffer.from('not gzip at all')) : whole;
    const path = `/broken-${encoding}-${cut}`;
    server.set(path, (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-length': String(body.length),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      if (!cut) return void response.end(body);
      response.write(body.subarray(0, body.length >> 1), () => response.destroy());
    });
    const started = performance.now();
    const result = await track(fetcherWith({ timeoutMs: 10_000 })).fetch({ url: server.url(path) });
    expect(result).toMatchObject({ kind: 'error', status: 200 });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('follows up to five redirects and refuses a sixth', async () => {
    for (let hop = 0; hop < 7; hop += 1)
      server.set(`/hop${hop}`, { status: 302, headers: { location: `/hop${hop + 1}` } });
    server.set('/hop5', { body: '<p>Arrived</p>' });
    const fetcher = track(fetcherWith());
    expect(await fetcher.fetch({ url: server.url('/hop0') })).toMatchObject({ kind: 'ok', url: server.url('/hop5') });
    server.set('/hop5', { status: 301, headers: { location: '/hop6' } });
    server.set('/hop6', { body: '<p>Too far</p>' });
    expect(await fetcher.fetch({ url: server.url('/hop0') })).toEqual({
      kind: 'error',
      status: 301,
      error: 'Too many redirects (more than 5)',
    });
  });

  it('reports an error status', async () => {
    server.set('/gone', { status: 410, body: 'gone' });
    expect(await track(fetcherWith()).fetch({ url: server.url('/gone') })).toEqual({
      kind: 'error',
      status: 410,
      error: 'The server answered 410',
    });
  });
});

describe('fetcher address policy (MONITOR_ALLOW_PRIVATE unset)', () => {
  let target: FixtureServer;
  beforeAll(async () => {
    target = await startFixtureServer('127.0.0.1');
    target.set('/secret', { body: '<p>Internal</p>' });
  });
  afterAll(async () => {
    await target.close();
  });

  const guarded = (overrides: Partial<FetcherOptions> = {}) =>
    createFetcher({
      allowPrivate: false,
      // The fixtures listen on random ports; the port rule has tests of its own.
      allowedPorts: 'any',
      timeoutMs: 2_000,
      maxBodyBytes: 1024 * 1024,
      userAgent: USER_AGENT,
      ...overrides,
    });

  it.each([
    ['http://127.0.0.1:PORT/secret', '127.0.0.1 is a loopback address'],
    ['http://[::1]:PORT/secret', '::1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]:PORT/secret', '127.0.0.1 is a loopback address'],
    ['http://2130706433:PORT/secret', '127.0.0.1 is a loopback address'],
    ['http://10.0.0.7/', '10.0.0.7 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a cloud metadata address'],
    ['http://0.0.0.0:PORT/secret', '0.0.0.0 is a unspecified address'],
    ['http://[::7f00:1]:PORT/secret', '::7f00:1 is not a global unicast IPv6 address'],
  ])('refuses the literal address in %s without connecting, in the same words for all', async (url, detail) => {
    const refused: string[] = [];
    const fetcher = guarded({ onRefused: (_url, why) => refused.push(why) });
    const before = target.hits().length;
    const result = await fetcher.fetch({ url: url.replace('PORT', String(target.port)) });
    await fetcher.close();
    expect(result).toEqual({ kind: 'error', status: null, error: REFUSED_ADDRESS_MESSAGE });
    // The detail is for the logs only.
    expect(refused).toEqual([detail]);
    expect(target.hits().length).toBe(before);
  });

  it('refuses file:// and other schemes', async () => {
    const fetcher = guarded();
    expect(await fetcher.fetch({ url: 'file:///etc/passwd' })).toEqual({
      kind: 'error',
      status: null,
      error: 'Only http and https addresses can be checked, not file',
    });
    expect((await fetcher.fetch({ url: 'ftp://example.com/' })).kind).toBe('error');
    await fetcher.close();
  });

  it('refuses a host name that resolves to a private address, before connecting, without saying where it resolved', async () => {
    const refused: string[] = [];
    const fetcher = guarded({
      resolver: async () => [{ address: '10.0.0.5', family: 4 }],
      onRefused: (_url, why) => refused.push(why),
    });
    const result = await fetcher.fetch({ url: 'http://intranet.example/' });
    expect(result).toEqual({ kind: 'error', status: null, error: REFUSED_ADDRESS_MESSAGE });
    expect(JSON.stringify(result)).not.toContain('10.0.0.5');
    expect(refused).toEqual(['intranet.example resolves to 10.0.0.5, which is a private address']);
    await fetcher.close();
  });

  it('refuses localhost through the system resolver', async () => {
    const fetcher = guarded();
    const before = target.hits().length;
    const result = await fetcher.fetch({ url: `http://localhost:${target.port}/secret` });
    await fetcher.close();
    expect(result).toEqual({ kind: 'error', status: null, error: REFUSED_ADDRESS_MESSAGE });
    expect(target.hits().length).toBe(before);
  });

  describe('with a stand-in public address', () => {
    // 127.0.0.2 plays a public site here; everything else keeps the real policy.
    const standIn = (address: string) =>
      address === '127.0.0.2' ? ({ allowed: true, address } as const) : vetAddress(address);
    let site: FixtureServer;
    beforeAll(async () => {
      site = await startFixtureServer('127.0.0.2');
    });
    afterAll(async () => {
      await site.close();
    });

    it('refuses ports other than 80 and 443 unless they are allowed', async () => {
      site.set('/port', { body: '<p>On a high port</p>' });
      const refused: string[] = [];
      const strict = guarded({
        addressPolicy: standIn,
        allowedPorts: DEFAULT_ALLOWED_PORTS,
        onRefused: (_url, why) => refused.push(why),
      });
      const before = site.hits('/port').length;
      expect(await strict.fetch({ url: site.url('/port') })).toEqual({
        kind: 'error',
        status: null,
        error: REFUSED_ADDRESS_MESSAGE,
      });
      expect(refused).toEqual([`port ${site.port} is not allowed`]);
      expect(site.hits('/port').length).toBe(before);
      await strict.close();

      const widened = guarded({ addressPolicy: standIn, allowedPorts: new Set([80, 443, site.port]) });
      expect((await widened.fetch({ url: site.url('/port') })).kind).toBe('ok');
      await widened.close();
    });

    it('says the same of a closed port as of any unreachable server', async () => {
      const closed = await startFixtureServer('127.0.0.2');
      const url = closed.url('/');
      await closed.close();
      const fetcher = guarded({ addressPolicy: standIn });
      expect(await fetcher.fetch({ url })).toEqual({
        kind: 'error',
        status: null,
        error: 'The server could not be reached',
      });
      await fetcher.close();
    });

    it('refuses a redirect to 127.0.0.1 and never reaches it', async () => {
      site.set('/go', { status: 302, headers: { location: target.url('/secret') } });
      const fetcher = guarded({ addressPolicy: standIn });
      const before = target.hits('/secret').length;
      expect(await fetcher.fetch({ url: site.url('/go') })).toEqual({
        kind: 'error',
        status: 302,
        error: REFUSED_ADDRESS_MESSAGE,
      });
      expect(target.hits('/secret').length).toBe(before);
      await fetcher.close();
    });

    it('refuses a redirect to a name that resolves privately', async () => {
      site.set('/go-name', { status: 301, headers: { location: `http://internal.example:${target.port}/secret` } });
      const resolver = async (name: string) => [
        { address: name === 'site.example' ? '127.0.0.2' : '127.0.0.1', family: 4 },
      ];
      const fetcher = guarded({ addressPolicy: standIn, resolver });
      const result = await fetcher.fetch({ url: `http://site.example:${site.port}/go-name` });
      expect(result).toEqual({
        kind: 'error',
        status: 301,
        error: REFUSED_ADDRESS_MESSAGE,
      });
      await fetcher.close();
    });

    it('vets the address again at every new connection, so DNS rebinding is caught', async () => {
      // The first answer is the public stand-in; later ones point inside.
      let lookups = 0;
      const resolver = async () => [{ address: lookups++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
      site.set('/rebind', { body: '<p>Public</p>', headers: { connection: 'close' } });
      const fetcher = guarded({ addressPolicy: standIn, resolver });
      const url = `http://rebind.example:${site.port}/rebind`;
      expect((await fetcher.fetch({ url })).kind).toBe('ok');
      expect(await fetcher.fetch({ url })).toEqual({
        kind: 'error',
        status: null,
        error: REFUSED_ADDRESS_MESSAGE,
      });
      expect(lookups).toBe(2);
      await fetcher.close();
    });
  });
});
