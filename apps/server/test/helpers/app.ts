import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db';
import { buildApp, type AppOptions } from '../../src/http/app';
import { createMonitor, loadMonitorConfig, type Monitor } from '../../src/monitor';
import { createNotificationServices, type NotificationServices, type NotifierOptions } from '../../src/notify';
import { findUp } from '../../src/paths';
import { createTestDatabase, type TestDatabase } from './database';

export interface SignedUp {
  id: string;
  email: string;
  password: string;
  token: string;
  defaultTeamId: string;
  /** Authorization header for inject. */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  testDatabase: TestDatabase;
  /** Mail, its texts and the notifier the app uses (its loop is not started: tests call runDue). */
  notifications: NotificationServices;
  /** Signs up a fresh user (own team) and logs in. */
  signup(overrides?: { email?: string; password?: string; full_name?: string | null }): Promise<SignedUp>;
  close(): Promise<void>;
}

/** The key test apps sign tokens with. */
export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-for-hs256';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database (several apps over one): its owner closes it, not the app's close(). */
  testDatabase?: Pick<TestDatabase, 'database'>;
  extra?: Partial<AppOptions>;
  /** The notifier's clock, owner and the like. */
  notifier?: Partial<NotifierOptions>;
}

/** A fastify instance over a fresh test database, with helpers to sign users up. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase: TestDatabase = options.testDatabase
    ? { cleanup: async () => undefined, ...options.testDatabase }
    : await createTestDatabase();
  // Signups are rate limited in production; the suite signs many users up from one address.
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: 'memory://',
    ...options.env,
  });
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  const monitorConfig = loadMonitorConfig(options.env ?? {});
  const notifications = createNotificationServices({
    config,
    monitorConfig,
    db: testDatabase.database.db,
    log: silent,
    localesDir: findUp('locales')!,
    ...(options.notifier ? { extra: options.notifier } : {}),
  });
  // The monitor is real but never started: "check now" works, nothing is polled.
  let monitor: Monitor | undefined;
  const app = await buildApp({
    config,
    database: testDatabase.database,
    secretKey: TEST_SECRET_KEY,
    logger: false,
    monitor:
      options.extra?.monitor ??
      (monitor = createMonitor({
        db: testDatabase.database.db,
        config: monitorConfig,
        log: silent,
      })),
    mailer: notifications.mailer,
    translate: notifications.translate,
    notifier: notifications.notifier,
    egress: notifications.egress,
    ...options.extra,
  });
  await app.ready();

  const signup: TestApp['signup'] = async (overrides = {}) => {
    const email = overrides.email ?? uniqueEmail();
    const password = overrides.password ?? 'correct horse battery';
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email, password, full_name: overrides.full_name === undefined ? 'Test Person' : overrides.full_name },
    });
    if (created.statusCode !== 201) throw new Error(`signup failed: ${created.statusCode} ${created.body}`);
    const user = created.json<{ id: string; default_team_id: string }>();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const token = login.json<{ access_token: string }>().access_token;
    return {
      id: user.id,
      email,
      password,
      token,
      defaultTeamId: user.default_team_id,
      headers: { authorization: `Bearer ${token}` },
    };
  };

  return {
    app,
    db: testDatabase.database.db,
    testDatabase,
    notifications,
    signup,
    async close() {
      await app.close();
      await monitor?.stop();
      await notifications.notifier.stop();
      if (!options.testDatabase) await testDatabase.cleanup();
    },
  };
}

/** Creates a project, competitor, website and page for a user; answers their ids. */
export async function createTree(app: FastifyInstance, user: SignedUp) {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: user.headers });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  const project = await post('/api/v1/projects/', { name: 'Market watch', description: 'Our market', url: '' });
  const competitor = await post('/api/v1/competitors/', { name: 'Acme', project_id: project.id, industry: 'Retail' });
  const website = await post(`/api/v1/competitors/${competitor.id}/websites/`, {
    name: 'Acme Pricing',
    url: 'https://acme.example/pricing',
  });
  const page = await post(`/api/v1/competitors/websites/${website.id}/pages/`, {
    name: 'Plans',
    url: 'https://acme.example/pricing/plans',
    alert_keywords: ['discount'],
  });
  return { projectId: project.id, competitorId: competitor.id, websiteId: website.id, pageId: page.id };
}
