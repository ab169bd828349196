import { FEED_COUNT_CAP, type ChangeStats, type Paging, type ParsedActivityFilters } from '@spyglass/api/schema';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { activityEvents, activityReads, type Database } from '../db';
import { findProjectForUser } from './access';
import { activityColumns, type ActivityListRow } from './activity';
import { searchQueryOf } from './activitySearch';

/**
 * Radar: a project's events searched and filtered, and what each person has
 * read of them. Everything here is one statement per question, the same SQL
 * on PGlite and PostgreSQL.
 */

export interface FeedRow extends ActivityListRow {
  unread: boolean;
}

/** A count that stopped at FEED_COUNT_CAP: `capped` says more exist. */
export interface CappedCount {
  value: number;
  capped: boolean;
}

export interface Feed {
  rows: FeedRow[];
  count: CappedCount;
  unread: CappedCount;
}

/**
 * Counts the project's events that meet `where`, stopping at the cap: the
 * database reads at most FEED_COUNT_CAP + 1 rows however many match.
 */
async function countUpToCap(db: Database, where: SQL | undefined): Promise<CappedCount> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(activityEvents)
      .where(where)
      .limit(FEED_COUNT_CAP + 1)
      .as('hits'),
  );
  const value = Number(row?.value ?? 0);
  return value > FEED_COUNT_CAP ? { value: FEED_COUNT_CAP, capped: true } : { value, capped: false };
}

/** The conditions of the filters a reader set; none means every event of the project. */
function filterConditions(filters: ParsedActivityFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(sql`${activityEvents.searchVector} @@ ${searchQueryOf(filters.q)}`);
  if (filters.type && filters.type.length > 0) conditions.push(inArray(activityEvents.type, filters.type));
  if (filters.competitor_id) conditions.push(eq(activityEvents.competitorId, filters.competitor_id));
  if (filters.page_id) conditions.push(eq(activityEvents.pageId, filters.page_id));
  if (filters.since) conditions.push(gte(activityEvents.createdAt, new Date(filters.since)));
  if (filters.until) conditions.push(lt(activityEvents.createdAt, new Date(filters.until)));
  if (filters.kind) conditions.push(sql`${activityEvents.additionalData}->'classification'->>'kind' = ${filters.kind}`);
  return conditions;
}

/** Where the reader's unread events begin (the start of time when they never marked any read). */
async function readBefore(db: Database, userId: string, projectId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readBefore: activityReads.readBefore })
    .from(activityReads)
    .where(and(eq(activityReads.userId, userId), eq(activityReads.projectId, projectId)))
    .limit(1);
  return row?.readBefore ?? null;
}

/** An event is unread when it came after the reader's mark and was not the reader's own doing. */
function unreadCondition(userId: string, before: Date | null): SQL {
  const notMine = sql`${activityEvents.actorUserId} IS DISTINCT FROM ${userId}::uuid`;
  return before ? sql`(${activityEvents.createdAt} >= ${before.toISOString()}::timestamptz AND ${notMine})` : notMine;
}

function countUnread(db: Database, userId: string, projectId: string, before: Date | null): Promise<CappedCount> {
  return countUpToCap(db, and(eq(activityEvents.projectId, projectId), unreadCondition(userId, before)));
}

/**
 * A project's events newest first, narrowed by the filters, each marked
 * read or unread for this reader, with the total that matches and the
 * reader's unread count for the whole project, both stopping at
 * FEED_COUNT_CAP.
 */
export async function listProjectFeed(
  db: Database,
  userId: string,
  projectId: string,
  filters: ParsedActivityFilters,
  paging: Paging,
): Promise<Feed> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const before = await readBefore(db, userId, project.id);
  const where = and(eq(activityEvents.projectId, project.id), ...filterConditions(filters));
  const [rows, total, unread] = await Promise.all([
    db
      .select({ ...activityColumns, unread: sql<boolean>`${unreadCondition(userId, before)}` })
      .from(activityEvents)
      .where(where)
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countUpToCap(db, where),
    countUnread(db, userId, project.id, before),
  ]);
  return { rows, count: total, unread };
}

export interface ReadState {
  unread: CappedCount;
  /** Events up to this time (included) are read; null when nothing was marked. */
  readUpTo: Date | null;
}

/** The reader's mark is kept as the first instant not read: the wire's milliseconds, plus one. */
const MILLISECOND = 1;

/**
 * Marks every event of the project up to `upTo` (included) read for this
 * reader. The mark only moves forward, and never past now, so a stale
 * screen cannot unread what a newer one read, nor read the future.
 */
export async function markActivityRead(
  db: Database,
  userId: string,
  projectId: string,
  upTo: string,
): Promise<ReadState> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const mark = new Date(new Date(upTo).getTime() + MILLISECOND).toISOString();
  await db
    .insert(activityReads)
    .values({
      userId,
      projectId: project.id,
      readBefore: sql`least(${mark}::timestamptz, clock_timestamp() + interval '1 millisecond')`,
    })
    .onConflictDoUpdate({
      target: [activityReads.userId, activityReads.projectId],
      set: { readBefore: sql`greatest(${activityReads.readBefore}, excluded.read_before)` },
    });
  return readState(db, userId, project.id);
}

async function readState(db: Database, userId: string, projectId: string): Promise<ReadState> {
  const before = await readBefore(db, userId, projectId);
  return {
    unread: await countUnread(db, userId, projectId, before),
    readUpTo: before ? new Date(before.getTime() - MILLISECOND) : null,
  };
}

/**
 * Recorded page changes per day over the last `days` days (today
 * included), per competitor, with the days cut at the reader's midnights
 * (`timeZone`, already known to be a valid IANA name). Competitors deleted
 * since are left out; so are competitors without a change.
 */
export async function projectChangeStats(
  db: Database,
  userId: string,
  projectId: string,
  { days, timeZone }: { days: number; timeZone: string },
): Promise<ChangeStats> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const firstDay = sql`(date_trunc('day', now() AT TIME ZONE ${timeZone}) - (${days - 1} * interval '1 day'))`;
  const [dayRows, countRows] = await Promise.all([
    db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day
      FROM generate_series(${firstDay}, date_trunc('day', now() AT TIME ZONE ${timeZone}), interval '1 day') AS day
      ORDER BY day`),
    db.execute(sql`
      SELECT e.competitor_id AS id, c.name AS name,
             to_char((e.created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS changes
      FROM activity_events AS e
      JOIN competitors AS c ON c.id = e.competitor_id
      WHERE e.project_id = ${project.id}::uuid AND e.type = 'page_changed'
        AND e.created_at >= (${firstDay} AT TIME ZONE ${timeZone})
      GROUP BY e.competitor_id, c.name, 3`),
  ]);
  const dayList = rowsOf<{ day: string }>(dayRows).map((row) => row.day);
  const position = new Map(dayList.map((day, index) => [day, index]));
  const byCompetitor = new Map<string, { id: string; name: string; counts: number[] }>();
  let total = 0;
  for (const row of rowsOf<{ id: string; name: string; day: string; changes: number }>(countRows)) {
    const index = position.get(row.day);
    if (index === undefined) continue;
    const entry = byCompetitor.get(row.id) ?? { id: row.id, name: row.name, counts: dayList.map(() => 0) };
    entry.counts[index] = Number(row.changes);
    total += Number(row.changes);
    byCompetitor.set(row.id, entry);
  }
  const competitors = [...byCompetitor.values()].sort(
    (a, b) => sum(b.counts) - sum(a.counts) || a.name.localeCompare(b.name),
  );
  return { days: dayList, competitors, total };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Both drivers answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
