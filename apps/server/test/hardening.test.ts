import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, competitors, projects } from '../src/db';
import { createTestApp, type SignedUp, type TestApp } from './helpers/app';

describe('hostile and malformed requests', () => {
  let t: TestApp;
  let user: SignedUp;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signup();
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        payload: { name: 'Guarded', description: 'Keep it safe' },
        headers: user.headers,
      })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const rowCounts = async () => ({
    projects: (await t.db.select({ n: count() }).from(projects))[0]?.n,
    competitors: (await t.db.select({ n: count() }).from(competitors))[0]?.n,
    events: (await t.db.select({ n: count() }).from(activityEvents))[0]?.n,
  });

  const raw = (url: string, body: string, method: 'POST' | 'PATCH' = 'POST', contentType = 'application/json') =>
    t.app.inject({ method, url, body, headers: { ...user.headers, 'content-type': contentType } });

  it('answers 4xx {detail} with no stack and writes nothing, for every kind of bad body', async () => {
    const before = await rowCounts();
    const competitor = JSON.stringify({ name: 'Fine', project_id: projectId });
    const attempts: [string, () => ReturnType<typeof raw>, number][] = [
      ['malformed JSON', () => raw('/api/v1/competitors/', '{"name": "Acme",'), 400],
      ['empty JSON body', () => raw('/api/v1/competitors/', ''), 400],
      [
        'oversized body',
        () =>
          raw(
            '/api/v1/competitors/',
            JSON.stringify({ name: 'Big', project_id: projectId, description: 'x'.repeat(1024 * 1024) }),
          ),
        413,
      ],
      [
        'wrong types',
        () => raw('/api/v1/competitors/', JSON.stringify({ name: 42, project_id: projectId, is_active: 'yes' })),
        422,
      ],
      [
        'unknown field',
        () => raw('/api/v1/competitors/', JSON.stringify({ name: 'Fine', project_id: projectId, owner_id: user.id })),
        422,
      ],
      ['array body', () => raw('/api/v1/competitors/', '[]'), 422],
      [
        'unknown project field',
        () => raw('/api/v1/projects/', JSON.stringify({ name: 'Proj', description: 'Desc', team: 'x' })),
        422,
      ],
      [
        'unknown field on update',
        () => raw(`/api/v1/projects/${projectId}`, JSON.stringify({ team_id: user.defaultTeamId }), 'PATCH'),
        422,
      ],
      ['plain text body', () => raw('/api/v1/competitors/', competitor, 'POST', 'text/plain'), 422],
      ['xml body', () => raw('/api/v1/competitors/', '<competitor/>', 'POST', 'application/xml'), 415],
    ];
    for (const [name, attempt, status] of attempts) {
      const response = await attempt();
      expect(response.statusCode, name).toBe(status);
      const body = response.json();
      expect(typeof body.detail, name).toBe('string');
      expect(response.body, name).not.toMatch(/\bat .*\.(ts|js):\d+/);
      expect(
        Object.keys(body).filter((key) => key !== 'detail' && key !== 'errors'),
        name,
      ).toEqual([]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('names the unknown field and the wrong type', async () => {
    const unknown = await raw(
      '/api/v1/competitors/',
      JSON.stringify({ name: 'Fine', project_id: projectId, owner_id: 'x' }),
    );
    expect(unknown.json()).toEqual({
      detail: 'owner_id: Unknown field',
      errors: [{ field: 'owner_id', message: 'Unknown field' }],
    });
    const wrong = await raw('/api/v1/competitors/', JSON.stringify({ name: 42, project_id: projectId }));
    expect(wrong.json().detail).toMatch(/^name: /);
  });

  it('answers unknown API paths with 404 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: user.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('sets security headers, a request id, and CORS for the dev origins only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/utils/health-check/',
      headers: { origin: 'http://localhost:5173', 'x-request-id': 'trace-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The rest of helmet's set, worked out once for every answer.
    expect(response.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/v1/utils/health-check/',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['x-request-id']).toEqual(expect.any(String));

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/projects/',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });
});

describe('configured CORS origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example, https://admin.example' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows exactly the listed origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/utils/health-check/',
      headers: { origin: 'https://admin.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    const dev = await t.app.inject({
      method: 'GET',
      url: '/api/v1/utils/health-check/',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(dev.headers['access-control-allow-origin']).toBeUndefined();
  });
});
