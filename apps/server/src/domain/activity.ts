import { describeEventInEnglish } from '@spyglass/api/events';
import type { ActivityEventType, ActivityTargetType, Paging } from '@spyglass/api/schema';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { activityEvents, type ActivityRow, type Database } from '../db';
import { findCompetitorForUser } from './access';
import { searchVectorOf } from './activitySearch';
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
 * Several events in one statement (the monitor writes a group of checks'
 * events together), in the order given; an input's `id`, when it has one, is
 * the event's. Answers the events' ids.
 */
export async function recordActivities(
  tx: Database,
  inputs: readonly (ActivityInput & { id?: string })[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(activityEvents)
    .values(
      inputs.map((input) => ({
        ...(input.id ? { id: input.id } : {}),
        projectId: input.projectId,
        competitorId: input.competitorId ?? null,
        websiteId: input.websiteId ?? null,
        pageId: input.pageId ?? null,
        type: input.type,
        targetType: input.targetType,
        targetId: input.targetId,
        targetName: input.targetName ?? null,
        description: descriptionOf(input),
        additionalData: input.additionalData ?? null,
        actorUserId: input.actor.userId,
        actorName: input.actor.name,
        // Microsecond wall-clock time, not the transaction's start: keeps events of one burst in order.
        createdAt: sql`clock_timestamp()`,
        searchVector: searchVectorOf(input),
      })),
    )
    .returning({ id: activityEvents.id });
  return rows.map((row) => row.id);
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
