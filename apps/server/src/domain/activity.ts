import { describeEventInEnglish } from '@spyglass/api/events';
import type { ActivityEventType, ActivityTargetType, Paging } from '@spyglass/api/schema';
import { desc, eq, getTableColumns, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { activityEvents, type ActivityRow, type Database, type Transaction } from '../db';
import { statementPerDatabase } from '../db/namedStatement';
import { findCompetitorForUser } from './access';
import { searchTextOf } from './activitySearch';
import { countRows, type Page } from './paging';

interface ActivityFacts {
  projectId: string;
  competitorId?: string | null;
  websiteId?: string | null;
  pageId?: string | null;
  type: ActivityEventType;
  targetType: ActivityTargetType;
  targetId: string;
  additionalData?: Record<string, unknown> | null;
  /** The acting user, or `{ userId: null, name: 'Monitor' }`. */
  actor: { userId: string | null; name: string };
  /** A change's unified diff: the lines it added and removed make the event findable by search. */
  diff?: string | null;
}

/**
 * An event to write. With the target's name (its name now, kept on the
 * event), the English `description` is made from the facts by the contract's
 * describeEvent, the sentence every language is made from too; without one,
 * the caller gives the sentence itself.
 */
export type ActivityInput = ActivityFacts &
  ({ targetName: string; description?: undefined } | { targetName?: null; description: string });

/** The event's English sentence: the caller's, else made from its facts. */
export function descriptionOf(input: ActivityInput): string {
  return (
    input.description ??
    describeEventInEnglish({
      type: input.type,
      target_name: input.targetName,
      additional_data: input.additionalData ?? null,
      description: '',
    })
  );
}

/**
 * Writes one activity event and answers its id. Call it with the transaction that makes the
 * change, so the change and its event are committed (or not) together.
 */
export async function recordActivity(tx: Database, input: ActivityInput): Promise<string> {
  const [id] = await recordActivities(tx, [input]);
  return id!;
}

/**
 * Events as the insert below reads them (a JSON array for
 * jsonb_to_recordset): with the English sentence and the text a search
 * finds them by.
 */
function activityRecords(inputs: readonly (ActivityInput & { id?: string })[]): string {
  return JSON.stringify(
    inputs.map((input) => ({
      id: input.id ?? null,
      project_id: input.projectId,
      competitor_id: input.competitorId ?? null,
      website_id: input.websiteId ?? null,
      page_id: input.pageId ?? null,
      type: input.type,
      target_type: input.targetType,
      target_id: input.targetId,
      target_name: input.targetName ?? null,
      description: descriptionOf(input),
      additional_data: input.additionalData ?? null,
      actor_user_id: input.actor.userId,
      actor_name: input.actor.name,
      search_text: searchTextOf(input),
    })),
  );
}

/**
 * Inserts the events of `records` (activityRecords) in their order, each at
 * the microsecond wall-clock time it is written, not the transaction's
 * start: events of one burst keep their order. An event without an id gets
 * a new one; a JSON null as data is no data. Its search vector holds the
 * search text's words and their pairs of neighbours (`search_vector_of`,
 * migration 0010), so a quoted phrase is looked up by its pairs.
 */
const insertActivitiesSql = (records: SQL | Placeholder) => sql`
  INSERT INTO activity_events (id, project_id, competitor_id, website_id, page_id, type, target_type, target_id,
    target_name, description, additional_data, actor_user_id, actor_name, created_at, search_vector)
  SELECT coalesce(e.id, gen_random_uuid()), e.project_id, e.competitor_id, e.website_id, e.page_id, e.type,
    e.target_type, e.target_id, e.target_name, e.description, nullif(e.additional_data, 'null'::jsonb),
    e.actor_user_id, e.actor_name, clock_timestamp(), search_vector_of(e.search_text)
  FROM jsonb_to_recordset(${records}::jsonb) AS e (id uuid, project_id uuid, competitor_id uuid, website_id uuid,
    page_id uuid, type text, target_type text, target_id uuid, target_name text, description text,
    additional_data jsonb, actor_user_id uuid, actor_name text, search_text text)
  RETURNING id`;

/**
 * Several events in one statement, in the order given; an input's `id`,
 * when it has one, is the event's. Answers the events' ids.
 */
export async function recordActivities(
  tx: Database,
  inputs: readonly (ActivityInput & { id?: string })[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const answer = await tx.execute(insertActivitiesSql(sql`${activityRecords(inputs)}`));
  return (answer as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** The same insert, planned once per connection: the monitor writes a group of checks' events at a time. */
const insertStatement = statementPerDatabase('spyglass_insert_activities', () =>
  insertActivitiesSql(sql.placeholder('events')),
);

/** recordActivities in the caller's transaction of `db`, by the statement planned once. */
export async function insertActivities(
  db: Database,
  tx: Transaction,
  inputs: readonly (ActivityInput & { id?: string })[],
): Promise<void> {
  if (inputs.length === 0) return;
  await insertStatement(db)({ events: activityRecords(inputs) }, tx);
}

const { searchVector: _searchVector, ...eventColumns } = getTableColumns(activityEvents);
/** An event's columns as lists read them: its search document stays in the database. */
export const activityColumns = eventColumns;
export type ActivityListRow = Omit<ActivityRow, 'searchVector'>;

export type ActivityScope = { projectId: string } | { competitorId: string };

/** Events of a competitor the user's team owns (it, its websites and pages), newest first. */
export async function listCompetitorActivity(
  db: Database,
  userId: string,
  competitorId: string,
  paging: Paging,
): Promise<Page<ActivityListRow>> {
  const competitor = await findCompetitorForUser(db, userId, competitorId, 'read');
  return listActivity(db, { competitorId: competitor.id }, paging);
}

/** Events of a project (all of it) or of a competitor (it, its websites and pages), newest first. */
export async function listActivity(db: Database, scope: ActivityScope, paging: Paging): Promise<Page<ActivityListRow>> {
  const where =
    'projectId' in scope
      ? eq(activityEvents.projectId, scope.projectId)
      : eq(activityEvents.competitorId, scope.competitorId);
  const [rows, total] = await Promise.all([
    db
      .select(activityColumns)
      .from(activityEvents)
      .where(where)
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, activityEvents, where),
  ]);
  return { rows, count: total };
}

/**
 * What a PATCH changed, as `{ field: newValue }` over the wire field names,
 * only for values that really differ. Empty when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  wireNames: Partial<Record<keyof T, string>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, wire] of Object.entries(wireNames) as [keyof T, string][]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[wire] = after[key] ?? null;
  }
  return changes;
}
