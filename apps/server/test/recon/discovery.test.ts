import { gzipSync } from 'node:zlib';
import type { Discovery, PagesBulkCreated } from '@spyglass/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_ADDRESS_MESSAGE, vetAddress } from '../../src/monitor/addressPolicy';
import { DiscoveryService, loadReconConfig } from '../../src/recon';
import { createTestApp, type SignedUp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { htmlPage, startFixtureServer, type FixtureServer } from '../monitor/fixtureServer';

// 127.0.0.2 plays the public internet; every other address keeps the real policy (127.0.0.1 is private).
const PUBLIC_STAND_IN = '127.0.0.2';
const standIn = (address: string) =>
  address === PUBLIC_STAND_IN ? ({ allowed: true, address } as const) : vetAddress(address);

const page = (title: string, body = '', headings: string[] = []) =>
  htmlPage(`${headings.map((text) => `<h1>${text}</h1>`).join('')}${body}`).replace(
    '<title>Fixture</title>',
    `<title>${title}</title>`,
  );
const urlset = (origin: string, paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${origin}${path}</loc></url>`)
    .join('')}</urlset>`;
const xml = (body: string | Buffer, type = 'application/xml') => ({ body, headers: { 'content-type': type } });

function service(testDatabase: TestDatabase, env: Record<string, string> = {}) {
  return new DiscoveryService({
    db: testDatabase.database.db,
    config: loadReconConfig({
      DISCOVERY_INTERVAL_MS: '20',
      DISCOVERY_WAIT_MS: '8000',
      DISCOVERY_MAX_REQUESTS: '15',
      DISCOVERY_TITLE_FETCHES: '8',
      DISCOVERY_TIMEOUT_MS: '3000',
      ...env,
    }),
    // The strict policy, with the fixtures' random ports allowed: only 127.0.0.2 is "public".
    egress: { allowPrivate: false, allowedPorts: 'any', addressPolicy: standIn },
    userAgent: 'SpyglassMonitor/1.0 (+https://spyglass.app/bot)',
  });
}

describe('recon: discovering a website’s pages', () => {
  let testDatabase: TestDatabase;
  let recon: DiscoveryService;
  let t: TestApp;
  let user: SignedUp;
  let competitorId: string;
  const servers: FixtureServer[] = [];

  const site = async () => {
    const server = await startFixtureServer(PUBLIC_STAND_IN);
    servers.push(server);
    return server;
  };
  const addWebsite = async (url: string, who = user, competitor = competitorId) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/${competitor}/websites/`,
      headers: who.headers,
      payload: { name: 'Rival site', url },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const discover = async (websiteId: string, app = t, who = user) => {
    const response = await app.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${websiteId}/discover`,
      headers: who.headers,
    });
    return { status: response.statusCode, body: response.json<Discovery & { detail?: string }>() };
  };
  const follow = async (id: string, app = t, who = user) => {
    const response = await app.app.inject({ method: 'GET', url: `/api/v1/discoveries/${id}`, headers: who.headers });
    return { status: response.statusCode, body: response.json<Discovery & { detail?: string }>() };
  };
  const finished = async (id: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { body } = await follow(id);
      if (body.status !== 'running') return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the discovery never finished');
  };
  const kinds = (discovery: Discovery) =>
    Object.fromEntries(discovery.data.map((found) => [new URL(found.url).pathname, found.kind]));

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    recon = service(testDatabase);
    t = await createTestApp({ testDatabase, extra: { recon } });
    user = await t.signup();
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/',
      headers: user.headers,
      payload: { name: 'Rivals', description: 'Who we watch', url: '' },
    });
    const competitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/competitors/',
      headers: user.headers,
      payload: { name: 'Rival', project_id: project.json<{ id: string }>().id },
    });
    competitorId = competitor.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
    await recon?.close();
    await Promise.all(servers.map((server) => server.close()));
    await testDatabase?.cleanup();
  });

  it('reads robots.txt and its sitemap, honours its rules, and tells each page’s kind in English and German', async () => {
    const rival = await site();
    rival.set('/robots.txt', {
      body: `User-agent: *\nDisallow: /private/\n\nSitemap: ${rival.origin}/sitemap.xml\n`,
      headers: { 'content-type': 'text/plain' },
    });
    const paths = [
      '/',
      '/pricing',
      '/en/careers',
      '/blog',
      '/blog/pricing-strategies',
      '/docs/getting-started',
      '/legal/privacy',
      '/de/preise',
      '/de/karriere',
      '/impressum',
      '/about',
      '/private/roadmap',
      '/logo.png',
    ];
    rival.set('/sitemap.xml', xml(urlset(rival.origin, paths)));
    for (const path of paths) rival.set(path, { body: page(`Rival ${path}`) });
    rival.set('/pricing', { body: page('Plans and pricing | Rival') });
    rival.set('/de/preise', { body: page('Preise | Rival') });
    const websiteId = await addWebsite(rival.url('/'));

    const { status, body } = await discover(websiteId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ website_id: websiteId, status: 'done', source: 'sitemap', error: null });
    expect(kinds(body)).toEqual({
      '/pricing': 'pricing',
      '/de/preise': 'pricing',
      '/en/careers': 'careers',
      '/de/karriere': 'careers',
      '/docs/getting-started': 'docs',
      '/legal/privacy': 'legal',
      '/impressum': 'legal',
      '/blog': 'blog',
      '/blog/pricing-strategies': 'blog',
      '/': 'other',
      '/about': 'other',
    });
    expect(body.count).toBe(11);
    // The telling pages come first, and are named by their titles.
    expect(body.data.slice(0, 9).every((found) => found.kind !== 'other')).toBe(true);
    expect(body.data.find((found) => found.url.endsWith('/de/preise'))).toMatchObject({
      title: 'Preise | Rival',
      monitored: false,
      is_new: false,
    });
    // robots.txt closed /private/: never listed, never fetched.
    expect(rival.hits('/private/roadmap')).toHaveLength(0);
    expect(rival.hits().every((request) => request.headers['user-agent']?.startsWith('SpyglassMonitor/'))).toBe(true);
    expect(body.requests).toBeLessThanOrEqual(body.max_requests);
    expect(rival.hits()).toHaveLength(body.requests);
  });

  it('follows a sitemap index to its sitemaps, gzip-compressed ones included, without a robots.txt', async () => {
    const rival = await site();
    rival.set('/sitemap.xml', {
      ...xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${rival.origin}/sitemaps/pages.xml.gz</loc></sitemap><sitemap><loc>${rival.origin}/sitemaps/posts.xml</loc></sitemap></sitemapindex>`,
      ),
    });
    rival.set(
      '/sitemaps/pages.xml.gz',
      xml(gzipSync(urlset(rival.origin, ['/fr/tarifs', '/es/empleo'])), 'application/gzip'),
    );
    rival.set('/sitemaps/posts.xml', xml(urlset(rival.origin, ['/blog/launch', `/it/lavora-con-noi`])));
    const websiteId = await addWebsite(rival.url('/'));

    const { body } = await discover(websiteId);
    expect(body).toMatchObject({ status: 'done', source: 'sitemap' });
    expect(kinds(body)).toEqual({
      '/fr/tarifs': 'pricing',
      '/es/empleo': 'careers',
      '/it/lavora-con-noi': 'careers',
      '/blog/launch': 'blog',
    });
    // Pages that answer nothing still list, named by their address.
    expect(body.data.find((found) => found.url.endsWith('/fr/tarifs'))?.title).toBeNull();
  });

  it('crawls the home page’s same-site links when there is no sitemap, and reads the pages they lead to', async () => {
    const rival = await site();
    rival.set('/', {
      body: page(
        'Rival',
        `<a href="/preise">Preise</a> <a href="/karriere">Jobs</a> <a href="/hilfe/start">Hilfe</a>
         <a href="/datenschutz">Datenschutz</a> <a href="https://elsewhere.example/pricing">Partner</a>
         <a href="/brochure.pdf">Broschüre</a> <a href="mailto:hello@rival.example">Mail</a> <a href="/team">Team</a>`,
      ),
    });
    rival.set('/preise', { body: page('Preise und Pakete – Rival', '<a href="/preise/enterprise">Enterprise</a>') });
    rival.set('/karriere', { body: page('Karriere bei Rival') });
    rival.set('/hilfe/start', { body: page('Erste Schritte') });
    rival.set('/datenschutz', { body: page('Datenschutz') });
    rival.set('/team', { body: page('Unser Team') });
    const websiteId = await addWebsite(rival.url('/'));

    const { body } = await discover(websiteId);
    expect(body).toMatchObject({ status: 'done', source: 'links' });
    expect(kinds(body)).toEqual({
      '/': 'other',
      '/preise': 'pricing',
      '/preise/enterprise': 'pricing',
      '/karriere': 'careers',
      '/hilfe/start': 'docs',
      '/datenschutz': 'legal',
      '/team': 'other',
    });
    expect(body.data.find((found) => found.url.endsWith('/karriere'))?.title).toBe('Karriere bei Rival');
    expect(rival.hits('/brochure.pdf')).toHaveLength(0);
  });

  it('refuses a website on a private address at once, sending nothing', async () => {
    const inside = await startFixtureServer('127.0.0.1');
    servers.push(inside);
    inside.set('/', { body: page('Intranet') });
    const websiteId = await addWebsite(inside.url('/'));
    const { status, body } = await discover(websiteId);
    expect(status).toBe(422);
    expect(body.detail).toBe(`${REFUSED_ADDRESS_MESSAGE}.`);
    expect(inside.hits()).toHaveLength(0);
  });

  it('refuses a redirect to a private address and never reaches it', async () => {
    const inside = await startFixtureServer('127.0.0.1');
    servers.push(inside);
    inside.set('/', { body: page('Intranet', '<a href="/secret">Secret</a>') });
    const rival = await site();
    rival.set('/', { status: 302, headers: { location: inside.url('/') } });
    const websiteId = await addWebsite(rival.url('/'));
    const { body } = await discover(websiteId);
    expect(body).toMatchObject({ status: 'failed', error: `${REFUSED_ADDRESS_MESSAGE}.`, count: 0 });
    expect(inside.hits()).toHaveLength(0);

    // A sitemap entry that redirects inside is listed by its address, never followed.
    const other = await site();
    other.set('/sitemap.xml', xml(urlset(other.origin, ['/pricing'])));
    other.set('/pricing', { status: 301, headers: { location: inside.url('/secret') } });
    const { body: listed } = await discover(await addWebsite(other.url('/')));
    expect(listed).toMatchObject({ status: 'done', count: 1 });
    expect(listed.data[0]).toMatchObject({ kind: 'pricing', title: null });
    expect(inside.hits()).toHaveLength(0);
  });

  it('says so when the site cannot be reached at all', async () => {
    const gone = await site();
    const url = gone.url('/');
    await gone.close();
    const { body } = await discover(await addWebsite(url));
    expect(body).toMatchObject({ status: 'failed', error: 'The server could not be reached.' });
  });

  it('makes no more requests than its budget, and spaces them as robots.txt’s Crawl-delay asks', async () => {
    const rival = await site();
    const times: number[] = [];
    const paths = Array.from({ length: 60 }, (_, index) => `/pricing/plan-${index}`);
    rival.set('/robots.txt', { body: 'User-agent: *\nCrawl-delay: 0.15\n' });
    rival.set('/sitemap.xml', xml(urlset(rival.origin, paths)));
    for (const path of paths) {
      rival.set(path, (request, response) => {
        times.push(Date.now());
        response.writeHead(200, { 'content-type': 'text/html' }).end(page(`Plan ${request.url}`));
      });
    }
    const { body } = await discover(await addWebsite(rival.url('/')));
    expect(body.status).toBe('done');
    expect(body.count).toBe(60);
    expect(body.max_requests).toBe(15);
    expect(body.requests).toBe(2 + 8);
    expect(rival.hits()).toHaveLength(body.requests);
    // 150 ms apart as sent (our own interval is 20 ms): the pacer's own test holds each gap to it. Here,
    // where the requests arrive, one late arrival on a busy machine shortens the next gap by as much,
    // so the mean gap is held to the delay.
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect((times.at(-1)! - times[0]!) / gaps.length).toBeGreaterThanOrEqual(140);
  });

  it('marks pages the competitor already watches, and adds the chosen ones in one step, named as asked', async () => {
    const rival = await site();
    rival.set('/sitemap.xml', xml(urlset(rival.origin, ['/pricing', '/careers', '/docs', '/blog'])));
    const websiteId = await addWebsite(rival.url('/'));
    const first = (await discover(websiteId)).body;
    expect(first.data.every((found) => !found.monitored)).toBe(true);

    const chosen = first.data.filter((found) => !found.url.endsWith('/blog'));
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${websiteId}/pages/bulk`,
      headers: user.headers,
      payload: {
        pages: [
          ...chosen.map((found) => ({ name: found.title ?? `Rival ${found.kind}`, url: found.url })),
          // Named twice: created once.
          { name: 'Again', url: chosen[0]!.url },
        ],
      },
    });
    expect(added.statusCode).toBe(201);
    const created = added.json<PagesBulkCreated>();
    expect(created.count).toBe(3);
    expect(created.data.map((one) => one.url).sort()).toEqual(chosen.map((found) => found.url).sort());

    const again = (await follow(first.id)).body;
    expect(Object.fromEntries(again.data.map((found) => [new URL(found.url).pathname, found.monitored]))).toEqual({
      '/pricing': true,
      '/careers': true,
      '/docs': true,
      '/blog': false,
    });
    // One event per page, as when pages are added one by one.
    const feed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/${competitorId}/activity/?limit=200`,
      headers: user.headers,
    });
    const createdIds = new Set(created.data.map((one) => one.id));
    expect(
      feed
        .json<{ data: { type: string; target_id: string }[] }>()
        .data.filter((event) => event.type === 'page_created' && createdIds.has(event.target_id)),
    ).toHaveLength(3);
  });

  it('adds nothing when one chosen page breaks a rule, and says which', async () => {
    const websiteId = await addWebsite('https://rival.example/');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${websiteId}/pages/bulk`,
      headers: user.headers,
      payload: {
        pages: [
          { name: 'Pricing', url: 'https://rival.example/pricing' },
          { name: 'X', url: 'ftp://nope' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toBe('pages.1.name: Name must be at least 2 characters');
    const pages = await t.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/${websiteId}/pages/`,
      headers: user.headers,
    });
    expect(pages.json<{ count: number }>().count).toBe(0);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/competitors/websites/${websiteId}/pages/bulk`,
      headers: user.headers,
      payload: { pages: [] },
    });
    expect(empty.json<{ detail: string }>().detail).toBe('pages: Choose at least one page');
  });

  it('tells which pages are new since the website’s last discovery', async () => {
    const rival = await site();
    rival.set('/sitemap.xml', xml(urlset(rival.origin, ['/pricing', '/careers'])));
    const websiteId = await addWebsite(rival.url('/'));
    const first = (await discover(websiteId)).body;
    expect(first.data.map((found) => found.is_new)).toEqual([false, false]);
    rival.set('/sitemap.xml', xml(urlset(rival.origin, ['/pricing', '/careers', '/docs/api'])));
    const second = (await discover(websiteId)).body;
    expect(Object.fromEntries(second.data.map((found) => [new URL(found.url).pathname, found.is_new]))).toEqual({
      '/pricing': false,
      '/careers': false,
      '/docs/api': true,
    });
  });

  it('keeps its discoveries to the team: another team’s person gets 404 for the website and the discovery', async () => {
    const rival = await site();
    rival.set('/sitemap.xml', xml(urlset(rival.origin, ['/pricing'])));
    const websiteId = await addWebsite(rival.url('/'));
    const { body } = await discover(websiteId);
    const stranger = await t.signup();
    expect(await discover(websiteId, t, stranger)).toEqual({ status: 404, body: { detail: 'Website not found' } });
    expect(await follow(body.id, t, stranger)).toEqual({ status: 404, body: { detail: 'Discovery not found' } });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/discoveries/${body.id}`,
      headers: stranger.headers,
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('runs as a job that any server process can follow and stop, keeping what it found', async () => {
    // A second API process over the same database, answering at once rather than waiting.
    const quick = service(testDatabase, {
      DISCOVERY_WAIT_MS: '0',
      DISCOVERY_MAX_REQUESTS: '40',
      DISCOVERY_TITLE_FETCHES: '30',
    });
    const other = await createTestApp({ testDatabase, extra: { recon: quick } });
    const reader = service(testDatabase);
    const third = await createTestApp({ testDatabase, extra: { recon: reader } });
    try {
      const rival = await site();
      const paths = Array.from({ length: 30 }, (_, index) => `/careers/job-${index}`);
      rival.set('/sitemap.xml', xml(urlset(rival.origin, paths)));
      for (const path of paths) rival.set(path, { body: page('Job'), delayMs: 150 });
      const websiteId = await addWebsite(rival.url('/'));

      const started = await discover(websiteId, other);
      expect(started.status).toBe(202);
      expect(started.body.status).toBe('running');
      // Asking again while it runs answers the same discovery.
      expect((await discover(websiteId, other)).body.id).toBe(started.body.id);

      let progress = started.body;
      for (let attempt = 0; attempt < 100 && progress.requests < 4; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        progress = (await follow(started.body.id, third)).body;
      }
      expect(progress).toMatchObject({ status: 'running', count: 30 });

      // Stopped from another process: the running one sees it at its next step.
      const stop = await third.app.inject({
        method: 'DELETE',
        url: `/api/v1/discoveries/${started.body.id}`,
        headers: user.headers,
      });
      expect(stop.statusCode).toBe(200);
      const ended = await finished(started.body.id);
      expect(ended).toMatchObject({ status: 'cancelled', error: null, count: 30 });
      expect(ended.requests).toBeLessThan(2 + 30);
      expect(ended.finished_at).not.toBeNull();
      const requestsAtStop = rival.hits().length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(rival.hits().length).toBe(requestsAtStop);
    } finally {
      await other.close();
      await third.close();
      await quick.close();
      await reader.close();
    }
  });

  it('names each recon operation and its bearer security in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, method, operationId] of [
      ['/api/v1/competitors/websites/{id}/discover', 'post', 'discoverWebsitePages'],
      ['/api/v1/discoveries/{id}', 'get', 'getDiscovery'],
      ['/api/v1/discoveries/{id}', 'delete', 'cancelDiscovery'],
      ['/api/v1/competitors/websites/{id}/pages/bulk', 'post', 'createWebsitePages'],
    ] as const) {
      expect(document.paths[path]?.[method], path).toMatchObject({ operationId, security: [{ bearerAuth: [] }] });
    }
  });
});
