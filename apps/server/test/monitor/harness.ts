import type { FastifyInstance } from 'fastify';
import { pages } from '../../src/db';
import {
  createMonitor,
  loadMonitorConfig,
  type Monitor,
  type MonitorLogger,
  type MonitorOptions,
} from '../../src/monitor';
import { createTestApp, type SignedUp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

export const silentLog: MonitorLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** A clock the test moves by hand. */
export class FakeClock {
  constructor(private time: number) {}
  now = () => new Date(this.time);
  advance(ms: number): void {
    this.time += ms;
  }
  set(time: number): void {
    this.time = time;
  }
}

export const MINUTE = 60_000;

export interface MonitorHarness {
  testApp: TestApp;
  app: FastifyInstance;
  testDatabase: TestDatabase;
  user: SignedUp;
  competitorId: string;
  clock: FakeClock;
  monitor: Monitor;
  /** Another monitor over the same database (a second worker). */
  createMonitor(overrides?: Partial<MonitorOptions> & { env?: Record<string, string> }): Monitor;
  /** One website (frequency in minutes) with a page at each URL; answers the pages' ids in order. */
  addPages(urls: string[], frequency?: number): Promise<string[]>;
  /** A website (frequency in minutes) with one page at `url`; answers the page's id. */
  addPage(
    url: string,
    page?: {
      css_selector?: string;
      alert_keywords?: string[];
      keyword_alerts?: 'appear' | 'disappear' | 'both';
      frequency?: number;
      fetcher?: 'http' | 'browser';
      wait_for_selector?: string;
      timeout_seconds?: number;
    },
  ): Promise<{ pageId: string; websiteId: string }>;
  close(): Promise<void>;
}

/**
 * A test database with the API (monitor routes included) and a monitor whose
 * clock and jitter the test controls. Private addresses are allowed unless
 * the env says otherwise, since the fixture server listens on 127.0.0.1.
 */
export async function createMonitorHarness(
  env: Record<string, string> = {},
  options: { testDatabase?: TestDatabase; monitor?: Partial<MonitorOptions> } = {},
): Promise<MonitorHarness> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const db = testDatabase.database.db;
  // New pages are due at the database's now(); the fake clock starts a little after it.
  const clock = new FakeClock(Date.now() + MINUTE);
  const monitors: Monitor[] = [];
  const make = (overrides: Partial<MonitorOptions> & { env?: Record<string, string> } = {}) => {
    const { env: extraEnv, ...options } = overrides;
    const config = loadMonitorConfig({
      MONITOR_ALLOW_PRIVATE: '1',
      MONITOR_TIMEOUT_MS: '2000',
      MONITOR_LEASE_MS: '60000',
      ...env,
      ...extraEnv,
    });
    const monitor = createMonitor({ db, config, log: silentLog, clock, random: () => 0.5, ...options });
    monitors.push(monitor);
    return monitor;
  };
  const monitor = make(options.monitor);
  const testApp = await createTestApp({
    testDatabase,
    extra: { monitor },
  });
  const { app } = testApp;
  const user = await testApp.signup();

  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: user.headers });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  const project = await post('/api/v1/projects/', { name: 'Market watch', description: 'Rivals we follow', url: '' });
  const competitor = await post('/api/v1/competitors/', { name: 'Acme', project_id: project.id });

  return {
    testApp,
    app,
    testDatabase,
    user,
    competitorId: competitor.id,
    clock,
    monitor,
    createMonitor: make,
    async addPages(urls, frequency = 60) {
      const website = await post(`/api/v1/competitors/${competitor.id}/websites/`, {
        name: 'Acme site',
        url: new URL(urls[0]!).origin,
        check_frequency_minutes: frequency,
      });
      // One insert rather than a request per page: these are for volume tests.
      const rows = await db
        .insert(pages)
        .values(urls.map((url, index) => ({ websiteId: website.id, name: `Page ${index}`, url })))
        .returning({ id: pages.id });
      return rows.map((row) => row.id);
    },
    async addPage(url, page = {}) {
      const website = await post(`/api/v1/competitors/${competitor.id}/websites/`, {
        name: 'Acme site',
        url: new URL(url).origin,
        check_frequency_minutes: page.frequency ?? 60,
      });
      const created = await post(`/api/v1/competitors/websites/${website.id}/pages/`, {
        name: 'Plans',
        url,
        ...(page.css_selector ? { css_selector: page.css_selector } : {}),
        alert_keywords: page.alert_keywords ?? [],
        ...(page.keyword_alerts ? { keyword_alerts: page.keyword_alerts } : {}),
        ...(page.fetcher ? { fetcher: page.fetcher } : {}),
        ...(page.wait_for_selector ? { wait_for_selector: page.wait_for_selector } : {}),
        ...(page.timeout_seconds ? { timeout_seconds: page.timeout_seconds } : {}),
      });
      return { pageId: created.id, websiteId: website.id };
    },
    async close() {
      for (const each of monitors) await each.stop();
      await testApp.close();
      if (!options.testDatabase) await testDatabase.cleanup();
    },
  };
}
