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
 * for a channel is ignored: an event reaches a channel once. Several events
 * (a group of checks') go in one statement.
 */
export async function queueDeliveries(tx: Database, events: QueuedEvent | readonly QueuedEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events as QueuedEvent];
  if (list.length === 0) return;
  const rows = list.map(
    (event) =>
      sql`(${event.eventId}::uuid, ${event.type}::text, ${event.projectId}::uuid, ${JSON.stringify(event.facts)}::jsonb, ${event.failures ?? null}::integer)`,
  );
  await tx.execute(sql`
    INSERT INTO notification_deliveries (channel_id, event_id, event_type, facts)
    SELECT c.id, e.event_id, e.event_type, e.facts
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS e (event_id, event_type, project_id, facts, failures)
    JOIN notification_channels c ON c.project_id = e.project_id AND c.enabled
      AND c.events @> jsonb_build_array(e.event_type) AND (e.failures IS NULL OR c.failure_threshold = e.failures)
    ON CONFLICT (event_id, channel_id) DO NOTHING`);
}
