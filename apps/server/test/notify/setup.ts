import type { FastifyInstance } from 'fastify';
import { createTestApp, type SignedUp, type TestApp } from '../helpers/app';
import { startMailbox, type Mailbox } from '../helpers/mailbox';
import { startReceiver, type Answer, type Receiver } from '../helpers/receiver';
import { htmlPage, startFixtureServer, type FixtureServer } from '../monitor/fixtureServer';

export const PUBLIC_URL = 'https://spyglass.test';

/** The notifier's clock: real time, moved forward (or set) by hand. */
export function manualClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (at: number) => (offset = at - Date.now()),
    advance: (ms: number) => (offset += ms),
  };
}

export interface NotifyWorld {
  harness: TestApp;
  mailbox: Mailbox;
  receiver: Receiver;
  site: FixtureServer;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/** An app that mails to a local SMTP server and may call loopback receivers (MONITOR_ALLOW_PRIVATE). */
export async function startWorld(
  options: { env?: Record<string, string>; answers?: (index: number) => Answer; mail?: boolean } = {},
): Promise<NotifyWorld> {
  const [mailbox, receiver, site] = await Promise.all([
    startMailbox(),
    startReceiver(options.answers),
    startFixtureServer(),
  ]);
  const clock = manualClock();
  const harness = await createTestApp({
    env: {
      ...(options.mail === false ? {} : { SMTP_URL: mailbox.url }),
      MAIL_FROM: 'Spyglass <alerts@spyglass.test>',
      PUBLIC_URL,
      MONITOR_ALLOW_PRIVATE: '1',
      NOTIFY_RETRY_BASE_MS: '30000',
      ...options.env,
    },
    notifier: { clock, owner: 'test-notifier' },
  });
  return {
    harness,
    mailbox,
    receiver,
    site,
    clock,
    async close() {
      await harness.close();
      await Promise.all([mailbox.close(), receiver.close(), site.close()]);
    },
  };
}

/** A project, competitor, website and a page on the fixture site watching `discount`. */
export async function watchedPage(app: FastifyInstance, user: SignedUp, site: FixtureServer, path = '/pricing') {
  site.set(path, { body: htmlPage('<p>Basic plan: 10 euros a month.</p><p>Pro plan: 30 euros a month.</p>') });
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: user.headers });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  const project = await post('/api/v1/projects/', { name: 'Market watch', description: 'Our market', url: '' });
  const competitor = await post('/api/v1/competitors/', { name: 'Acme', project_id: project.id });
  const website = await post(`/api/v1/competitors/${competitor.id}/websites/`, {
    name: 'Acme site',
    url: site.url('/'),
  });
  const page = await post(`/api/v1/competitors/websites/${website.id}/pages/`, {
    name: 'Pricing',
    url: site.url(path),
    alert_keywords: ['discount'],
  });
  return { projectId: project.id, competitorId: competitor.id, websiteId: website.id, pageId: page.id, path };
}

/** The page changes and a watched word appears. */
export function changePage(site: FixtureServer, path = '/pricing') {
  site.set(path, {
    body: htmlPage(
      '<p>Basic plan: 10 euros a month.</p><p>Spring discount: 20% off the Pro plan.</p><p>Pro plan: 30 euros a month.</p>',
    ),
  });
}

export async function checkNow(app: FastifyInstance, user: SignedUp, pageId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/competitors/websites/pages/${pageId}/check`,
    headers: user.headers,
  });
  if (response.statusCode !== 200) throw new Error(`check: ${response.statusCode} ${response.body}`);
  return response.json<{ outcome: string }>();
}

export async function addChannel(app: FastifyInstance, user: SignedUp, projectId: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/channels/`,
    payload,
    headers: user.headers,
  });
  if (response.statusCode !== 201) throw new Error(`channel: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; secret: string | null }>();
}
