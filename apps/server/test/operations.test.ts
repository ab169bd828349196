import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createLogger } from '../src/logging';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/app';

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

describe('what the logs never hold', () => {
  let t: TestApp;
  const log = capturedLogger();
  beforeAll(async () => {
    t = await createTestApp({ extra: { logger: log.logger } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a failed user insert logs the statement but not its values: no password hash, no email', async () => {
    // A rule the insert breaks, as a full disk or a constraint added by hand would make it fail.
    await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT refuse_this_email CHECK (email <> 'refused@example.com')`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/signup',
        payload: { email: 'refused@example.com', password: 'k3ttle-7 secret' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await t.db.execute(sql`ALTER TABLE users DROP CONSTRAINT refuse_this_email`);
    }
    const text = log.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('refuse_this_email');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('refused@example.com');
    expect(text).not.toContain('k3ttle-7 secret');
  });

  it('logs request URLs without their query string, and no token', async () => {
    const user = await t.signup({ email: uniqueEmail('logged') });
    await t.app.inject({ method: 'GET', url: '/api/v1/projects/?limit=5&token=feed-secret', headers: user.headers });
    const entries = log
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { req?: { url: string } });
    expect(entries.some((entry) => entry.req?.url === '/api/v1/projects/')).toBe(true);
    expect(log.text()).not.toContain('feed-secret');
    expect(log.text()).not.toContain(user.token);
  });

  it('logs a request once, when it is answered, with its method, path, status and time', async () => {
    const user = await t.signup({ email: uniqueEmail('once') });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    const requestId = response.headers['x-request-id'];
    const lines = log
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/users/me' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and ranges, and refuses "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const value of ['true', 'yes', 'proxy.example', '10.0.0.0/99']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/number of proxy hops/);
    }
  });

  describe('behind one proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT: '3' } });
    });
    afterAll(async () => {
      await t.close();
    });

    const login = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/access-token',
        payload: new URLSearchParams({ username: uniqueEmail(), password: 'wrong guess' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      });

    it('limits by the address the proxy saw, whatever a client writes further left', async () => {
      const statuses = [];
      // The proxy appends the real client (203.0.113.7); the client made up the rest.
      for (let i = 0; i < 4; i++) statuses.push((await login(`198.51.100.${i}, 203.0.113.7`)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await login('203.0.113.8')).statusCode).toBe(400);
    });
  });
});

describe('production defaults', () => {
  it('allows no other origin and serves no /docs unless told to', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.CORS_ORIGINS).toEqual([]);
    expect(production.DOCS_ENABLED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS_ENABLED: '1' }).DOCS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'https://app.example' }).CORS_ORIGINS).toEqual([
      'https://app.example',
    ]);
    expect(loadConfig({ NODE_ENV: 'development' }).DOCS_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).CORS_ORIGINS).toContain('http://localhost:5173');
    expect(() => loadConfig({ DOCS_ENABLED: 'maybe' })).toThrow(ConfigError);
  });

  it('answers 404 at /docs and for the OpenAPI document when docs are off, and no CORS header', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(404);
      const health = await t.app.inject({
        method: 'GET',
        url: '/api/v1/utils/health-check/',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(health.statusCode).toBe(200);
      expect(health.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
