import type { ChannelEventType } from '@spyglass/api/schema';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { statementPerDatabase } from '../db/namedStatement';
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
 * The outbox write, planned once per connection: one delivery per enabled
 * channel of the project that wants this kind of event. A repeated event id
 * for a channel is ignored: an event reaches a channel once.
 */
const queueStatement = statementPerDatabase(
  'spyglass_queue_deliveries',
  () => sql`
    INSERT INTO notification_deliveries (channel_id, event_id, event_type, facts)
    SELECT c.id, e.event_id, e.event_type, e.facts
    FROM jsonb_to_recordset(${sql.placeholder('events')}::jsonb)
      AS e (event_id uuid, event_type text, project_id uuid, facts jsonb, failures integer)
    JOIN notification_channels c ON c.project_id = e.project_id AND c.enabled
      AND c.events @> jsonb_build_array(e.event_type) AND (e.failures IS NULL OR c.failure_threshold = e.failures)
    ON CONFLICT (event_id, channel_id) DO NOTHING`,
);

/**
 * Queues the deliveries of several events (a group of checks') in one
 * statement, in the caller's transaction of `db`, so the events and their
 * deliveries are committed together or not at all.
 */
export async function queueDeliveries(db: Database, tx: Transaction, events: readonly QueuedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    event_id: event.eventId,
    event_type: event.type,
    project_id: event.projectId,
    facts: event.facts,
    failures: event.failures ?? null,
  }));
  await queueStatement(db)({ events: JSON.stringify(rows) }, tx);
}
