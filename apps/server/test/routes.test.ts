import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/** Routes anyone may call; everything else under /api must refuse a caller without a token. */
const PUBLIC = new Set([
  'GET /api/v1/utils/health-check/',
  'POST /api/v1/users/signup',
  'POST /api/v1/login/access-token',
  'GET /api/v1/openapi.json',
  'GET /api/v1/utils/features',
  'POST /api/v1/password-recovery/:email',
  'POST /api/v1/reset-password/',
  'POST /api/v1/email-confirmation/',
  // Opened by its token in the query: feed readers cannot send a header.
  'GET /api/v1/projects/:id/feed.xml',
]);

describe('authentication on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const protectedRoutes = () =>
    t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !PUBLIC.has(`${route.method} ${route.url}`),
    );

  it('has the whole wire contract registered', () => {
    const all = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const route of [
      'GET /api/v1/projects/',
      'POST /api/v1/projects/',
      'GET /api/v1/projects/:id',
      'PATCH /api/v1/projects/:id',
      'DELETE /api/v1/projects/:id',
      'GET /api/v1/projects/:id/activity/',
      'GET /api/v1/competitors/',
      'POST /api/v1/competitors/',
      'GET /api/v1/competitors/:id',
      'PATCH /api/v1/competitors/:id',
      'DELETE /api/v1/competitors/:id',
      'GET /api/v1/competitors/:id/activity/',
      'GET /api/v1/competitors/:id/websites/',
      'POST /api/v1/competitors/:id/websites/',
      'GET /api/v1/competitors/websites/:id',
      'PATCH /api/v1/competitors/websites/:id',
      'DELETE /api/v1/competitors/websites/:id',
      'GET /api/v1/competitors/websites/:id/pages/',
      'POST /api/v1/competitors/websites/:id/pages/',
      'GET /api/v1/competitors/websites/pages/:id',
      'PATCH /api/v1/competitors/websites/pages/:id',
      'DELETE /api/v1/competitors/websites/pages/:id',
      'GET /api/v1/utils/health-check/',
      'POST /api/v1/users/signup',
      'POST /api/v1/login/access-token',
      'GET /api/v1/users/me',
      'POST /api/v1/competitors/websites/pages/:id/check',
      'GET /api/v1/competitors/websites/pages/:id/changes/',
    ]) {
      expect(all, route).toContain(route);
    }
  });

  it('answers 401 {detail} on every protected route without a token, before looking at the body', async () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const url = route.url.replaceAll(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    }
  });

  it('serves the OpenAPI document with every route and Swagger UI at /docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/projects/',
        '/api/v1/projects/{id}',
        '/api/v1/competitors/websites/pages/{id}',
        '/api/v1/login/access-token',
      ]),
    );
    expect(document.paths['/api/v1/competitors/'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'project_id']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
