import type { ChannelEventType } from '@spyglass/api/schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { EventFacts } from './facts';

export interface QueuedEvent {
  /** The activity event's id, or a fresh one for an event that is not an activity (check_failed). */
  eventId: string;
  type: ChannelEventType;
  projectId: string;
  facts: EventFacts;
  /** check_failed: the failures in a row now; only channels whose threshold it equals are told (once per streak). */
  failures?: number;
}

/**
 * The outbox write: one delivery per enabled channel of the project that
 * wants this kind of event, in the caller's transaction, so the event and
 * its deliveries are committed together or not at all. A repeated event id
 * for a channel is ignored: an event reaches a channel once.
 */
export async function queueDeliveries(tx: Database, event: QueuedEvent): Promise<void> {
  const threshold = event.failures === undefined ? sql`` : sql` AND c.failure_threshold = ${event.failures}`;
  await tx.execute(sql`
    INSERT INTO notification_deliveries (channel_id, event_id, event_type, facts)
    SELECT c.id, ${event.eventId}::uuid, ${event.type}, ${JSON.stringify(event.facts)}::jsonb
    FROM notification_channels c
    WHERE c.project_id = ${event.projectId}::uuid AND c.enabled AND c.events @> ${JSON.stringify([event.type])}::jsonb${threshold}
    ON CONFLICT (event_id, channel_id) DO NOTHING`);
}
