import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationChannels, notificationDeliveries } from '../../src/db';
import { DELIVERY_LOG_DAYS, pruneNotifications } from '../../src/notify';
import { createTestApp, type TestApp } from '../helpers/app';

describe('the delivery log', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t?.close());

  it(`keeps finished deliveries ${DELIVERY_LOG_DAYS} days, and those still on their way whatever their age`, async () => {
    const user = await t.signup();
    const project = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        payload: { name: 'Old log', description: 'Aged', url: '' },
        headers: user.headers,
      })
    ).json<{ id: string }>();
    const [channel] = await t.db
      .insert(notificationChannels)
      .values({
        projectId: project.id,
        kind: 'webhook',
        target: 'https://hooks.example.com/',
        events: ['page_changed'],
        secret: 'whsec_x',
      })
      .returning();
    const old = new Date(Date.now() - (DELIVERY_LOG_DAYS + 1) * 86_400_000);
    const row = (eventId: string, status: 'delivered' | 'failed' | 'pending', createdAt: Date) => ({
      channelId: channel!.id,
      eventId,
      eventType: 'page_changed',
      facts: {},
      status,
      createdAt,
    });
    await t.db
      .insert(notificationDeliveries)
      .values([
        row('00000000-0000-4000-8000-000000000001', 'delivered', old),
        row('00000000-0000-4000-8000-000000000002', 'failed', old),
        row('00000000-0000-4000-8000-000000000003', 'pending', old),
        row('00000000-0000-4000-8000-000000000004', 'delivered', new Date()),
      ]);
    await pruneNotifications(t.db, new Date());
    const left = await t.db.select({ eventId: notificationDeliveries.eventId }).from(notificationDeliveries);
    expect(left.map((entry) => entry.eventId).sort()).toEqual([
      '00000000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000004',
    ]);
  });
});
