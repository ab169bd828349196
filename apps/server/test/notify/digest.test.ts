import type { DigestPreview, DigestSettings } from '@spyglass/api/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestRuns } from '../../src/db';
import { createNotificationServices, nextBoundary } from '../../src/notify';
import { findUp } from '../../src/paths';
import { htmlPage } from '../monitor/fixtureServer';
import { checkNow, manualClock, PUBLIC_URL, startWorld, watchedPage, type NotifyWorld } from './setup';

describe('digest boundaries', () => {
  it('falls on the hour and weekday of its time zone, across daylight saving', () => {
    const weekly = { cadence: 'weekly' as const, weekday: 1, hour: 8, timezone: 'Europe/Paris' };
    // Sunday 29 March 2026 is the switch to summer time in Paris.
    expect(nextBoundary(weekly, new Date('2026-03-25T12:00:00Z')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(nextBoundary(weekly, new Date('2026-03-16T07:00:00Z')).toISOString()).toBe('2026-03-23T07:00:00.000Z');
    const daily = { cadence: 'daily' as const, weekday: 1, hour: 23, timezone: 'America/New_York' };
    expect(nextBoundary(daily, new Date('2026-11-23T03:59:00Z')).toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(nextBoundary(daily, new Date('2026-11-23T04:00:00Z')).toISOString()).toBe('2026-11-24T04:00:00.000Z');
  });
});

describe('project digest', () => {
  let world: NotifyWorld;
  beforeAll(async () => (world = await startWorld()));
  afterAll(() => world?.close());

  it('previews the week, then a frozen clock crossing the boundary sends exactly one digest, even with two workers', async () => {
    const { app, db, notifications, testDatabase } = world.harness;
    const user = await world.harness.signup();
    const tree = await watchedPage(app, user, world.site);
    world.site.set('/pricing', { body: htmlPage('<p>Basic plan: $10 a month.</p><p>Pro plan: $30 a month.</p>') });
    await checkNow(app, user, tree.pageId);
    // The discount is announced and the Pro plan's price moves: one change, one alert.
    world.site.set('/pricing', {
      body: htmlPage(
        '<p>Basic plan: $10 a month.</p><p>Spring discount: 20% off the Pro plan.</p><p>Pro plan: $35 a month.</p>',
      ),
    });
    await checkNow(app, user, tree.pageId);

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${tree.projectId}/digest-settings`,
      payload: {
        enabled: true,
        cadence: 'weekly',
        weekday: 1,
        hour: 8,
        timezone: 'Europe/Paris',
        recipients: ['team@example.com'],
        language: 'es',
        skip_empty: true,
      },
      headers: user.headers,
    });
    expect(saved.statusCode).toBe(200);
    const settings = saved.json<DigestSettings>();
    const boundary = new Date(settings.next_run_at!).getTime();

    const preview = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/${tree.projectId}/digest`,
      headers: user.headers,
    });
    expect(preview.statusCode).toBe(200);
    const content = preview.json<DigestPreview>();
    expect(content.totals).toEqual({ content_alerts: 1, changes: 1 });
    expect(content.competitors).toHaveLength(1);
    expect(content.competitors[0]!.pages[0]).toMatchObject({
      name: 'Pricing',
      keywords: ['discount'],
      changes: 1,
      content_alerts: 1,
    });
    // The page's facts are those its recorded change was classified with.
    const activity = await app.inject({
      method: 'GET',
      url: `/api/v1/competitors/${tree.competitorId}/activity/`,
      headers: user.headers,
    });
    const changed = activity
      .json<{ data: { type: string; additional_data: { classification?: { facts: unknown[] } } }[] }>()
      .data.find((event) => event.type === 'page_changed');
    expect(changed?.additional_data.classification?.facts.length).toBeGreaterThan(0);
    expect(content.competitors[0]!.pages[0]!.facts).toEqual(changed!.additional_data.classification!.facts);
    expect(content.competitors[0]!.pages[0]!.link).toBe(
      `${PUBLIC_URL}/${tree.projectId}/competitors/${tree.competitorId}/websites/${tree.websiteId}?history=${tree.pageId}`,
    );

    // A second worker over the same database, with the same frozen clock.
    const clock = manualClock();
    const second = createNotificationServices({
      config: (await import('../../src/config')).loadConfig({
        SMTP_URL: world.mailbox.url,
        PUBLIC_URL,
        DATA_DIR: 'memory://',
      }),
      monitorConfig: { MONITOR_ALLOW_PRIVATE: true, MONITOR_ALLOWED_PORTS: 'any' },
      db: testDatabase.database.db,
      log: { debug() {}, info() {}, warn() {}, error() {} },
      localesDir: findUp('locales')!,
      extra: { clock, owner: 'second-worker' },
    });
    try {
      world.clock.set(boundary - 60_000);
      clock.set(boundary - 60_000);
      await Promise.all([notifications.notifier.runDue(), second.notifier.runDue()]);
      expect(world.mailbox.to('team@example.com')).toHaveLength(0);

      world.clock.set(boundary + 1_000);
      clock.set(boundary + 1_000);
      await Promise.all([notifications.notifier.runDue(), second.notifier.runDue()]);
      await Promise.all([notifications.notifier.runDue(), second.notifier.runDue()]);
      const [mail] = await world.mailbox.waitFor('team@example.com');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(world.mailbox.to('team@example.com')).toHaveLength(1);
      expect(mail!.subject).toBe('Tu resumen semanal de Spyglass: Market watch');
      expect(mail!.html).toContain('<html lang="es">');
      expect(mail!.text).toContain('1 alerta de contenido y 1 cambio.');
      // The price fact, in Spanish and as Spanish writes dollars.
      expect(mail!.text).toMatch(/Pro.*30\sUS\$ → 35\sUS\$/);
      expect(mail!.text).toContain(content.competitors[0]!.pages[0]!.link);
      const runs = await db.select().from(digestRuns);
      expect(runs.map((run) => run.status)).toEqual(['sent']);
    } finally {
      await second.notifier.stop();
    }
  });

  it('skips an empty period when asked to', async () => {
    const { app, db, notifications } = world.harness;
    const user = await world.harness.signup();
    const project = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        payload: { name: 'Quiet', description: 'Nothing', url: '' },
        headers: user.headers,
      })
    ).json<{ id: string }>();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}/digest-settings`,
      payload: {
        enabled: true,
        cadence: 'daily',
        weekday: 1,
        hour: 6,
        timezone: 'UTC',
        recipients: ['quiet@example.com'],
        language: 'en',
        skip_empty: true,
      },
      headers: user.headers,
    });
    world.clock.set(new Date(saved.json<DigestSettings>().next_run_at!).getTime() + 1_000);
    await notifications.notifier.runDue();
    const runs = await db.select().from(digestRuns);
    expect(runs.find((run) => run.projectId === project.id)?.status).toBe('skipped');
    expect(world.mailbox.to('quiet@example.com')).toHaveLength(0);
  });

  it('refuses an enabled digest without recipients, and an unknown time zone', async () => {
    const { app } = world.harness;
    const user = await world.harness.signup();
    const project = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        payload: { name: 'Rules', description: 'Checks', url: '' },
        headers: user.headers,
      })
    ).json<{ id: string }>();
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/projects/${project.id}/digest-settings`,
        payload: {
          enabled: true,
          cadence: 'daily',
          weekday: 1,
          hour: 6,
          timezone: 'UTC',
          recipients: ['a@example.com'],
          language: 'en',
          skip_empty: true,
          ...payload,
        },
        headers: user.headers,
      });
    const noRecipients = await put({ recipients: [] });
    expect(noRecipients.statusCode).toBe(422);
    expect(noRecipients.json().detail).toBe('recipients: Add at least one recipient to send the digest');
    const zone = await put({ timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().detail).toBe('timezone: Choose a time zone such as Europe/Paris');
  });
});
