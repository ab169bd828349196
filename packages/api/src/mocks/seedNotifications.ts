import type { Channel, Delivery } from '../schema';
import type { MockDb } from './db';
import { nextDigestAt } from './digestSchedule';

const id = (n: number) => `5e1d0000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

/** The seeded channels, for stories and tests that open one. */
export const seededChannelIds = { email: id(1), webhook: id(2), slack: id(3) } as const;

/**
 * The payments project's notification channels (the demo seed): an email
 * channel, a webhook whose log shows a delivery that needed three tries and
 * one still being retried, and a Slack channel that is off. A weekly digest.
 */
export function seedNotifications(db: MockDb, projectId: string, at: (minutesAgo: number) => string): void {
  const channel = (n: number, fields: Omit<Channel, 'id' | 'project_id' | 'created_at' | 'updated_at'>): Channel => ({
    id: id(n),
    project_id: projectId,
    created_at: at(60 * 24 * 6),
    updated_at: at(60 * 24 * 6),
    ...fields,
  });
  db.channels.push(
    channel(1, {
      kind: 'email',
      target: 'pricing-team@spyglass.example',
      events: ['page_changed', 'content_alert'],
      failure_threshold: 3,
      enabled: true,
      has_secret: false,
      language: 'en',
    }),
    channel(2, {
      kind: 'webhook',
      target: 'https://hooks.spyglass.example/competitors',
      events: ['page_changed', 'content_alert', 'check_failed'],
      failure_threshold: 3,
      enabled: true,
      has_secret: true,
      language: 'en',
    }),
    channel(3, {
      kind: 'slack',
      target: 'https://hooks.slack.com/services/T000/B000/XXXX',
      events: ['content_alert'],
      failure_threshold: 3,
      enabled: false,
      has_secret: false,
      language: 'en',
    }),
  );
  const delivery = (n: number, minutesAgo: number, fields: Partial<Delivery>): Delivery & { channel_id: string } => ({
    id: id(100 + n),
    channel_id: seededChannelIds.webhook,
    event_id: id(200 + n),
    event_type: 'page_changed',
    subject: 'Pricing',
    status: 'delivered',
    attempts: 1,
    created_at: at(minutesAgo),
    next_attempt_at: null,
    delivered_at: at(minutesAgo),
    last_error: null,
    attempt_log: [{ number: 1, started_at: at(minutesAgo), outcome: 'delivered', status_code: 200, error: null }],
    ...fields,
  });
  db.deliveries.push(
    delivery(1, 40, {
      event_type: 'content_alert',
      status: 'pending',
      attempts: 2,
      delivered_at: null,
      next_attempt_at: at(-2),
      last_error: 'The receiver answered 503',
      attempt_log: [
        { number: 1, started_at: at(40), outcome: 'failed', status_code: 503, error: 'The receiver answered 503' },
        { number: 2, started_at: at(39), outcome: 'failed', status_code: 503, error: 'The receiver answered 503' },
      ],
    }),
    delivery(2, 180, {
      attempts: 3,
      delivered_at: at(176),
      attempt_log: [
        { number: 1, started_at: at(180), outcome: 'failed', status_code: 500, error: 'The receiver answered 500' },
        { number: 2, started_at: at(179), outcome: 'failed', status_code: null, error: 'The connection timed out' },
        { number: 3, started_at: at(176), outcome: 'delivered', status_code: 204, error: null },
      ],
    }),
    delivery(3, 60 * 26, { subject: 'Features' }),
  );
  const schedule = { cadence: 'weekly', weekday: 1, hour: 8, timezone: 'Europe/Paris' } as const;
  db.digestSettings.push({
    project_id: projectId,
    enabled: true,
    ...schedule,
    recipients: ['dana.reyes@spyglass.example'],
    language: 'en',
    skip_empty: true,
    next_run_at: nextDigestAt(schedule, new Date(at(0))),
  });
}
