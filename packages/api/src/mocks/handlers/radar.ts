import {
  FEED_COUNT_CAP,
  type ActivityEvent,
  type ChangeStats,
  type FeedEvent,
  type PageChange,
  type ParsedActivityFilters,
} from '../../schema';
import type { MockDb, MockUser } from '../db';
import { json, notFound, type MockResolvers } from '../route';
import { matchesSearch, searchableText } from '../search';
import { eventsNewestFirst, findPage, findProject } from '../views';

/** The first instant a person has not read in a project (the start of time when they never marked). */
function readBefore(db: MockDb, user: MockUser, projectId: string): string {
  return db.reads.find((row) => row.user_id === user.id && row.project_id === projectId)?.read_before ?? '';
}

const isUnread = (event: ActivityEvent, user: MockUser, before: string) =>
  event.created_at >= before && event.actor?.id !== user.id;

function matches(event: ActivityEvent, filters: ParsedActivityFilters, changes: readonly PageChange[]): boolean {
  if (filters.type && filters.type.length > 0 && !filters.type.includes(event.type)) return false;
  if (filters.competitor_id && event.competitor_id !== filters.competitor_id) return false;
  if (filters.page_id && !(event.target_type === 'page' && event.target_id === filters.page_id)) return false;
  if (filters.since && Date.parse(event.created_at) < Date.parse(filters.since)) return false;
  if (filters.until && Date.parse(event.created_at) >= Date.parse(filters.until)) return false;
  if (filters.kind) {
    const classification = event.additional_data?.classification as { kind?: unknown } | undefined;
    if (classification?.kind !== filters.kind) return false;
  }
  if (filters.q && !matchesSearch(searchableText(event, changes), filters.q)) return false;
  return true;
}

const iso = (time: number) => new Date(time).toISOString();

/** The calendar day of a moment in a time zone, yyyy-MM-dd. */
const dayIn = (time: Date | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);

/** The `count` days ending today in the time zone, oldest first. */
function lastDays(count: number, timeZone: string): string[] {
  const today = Date.parse(`${dayIn(Date.now(), timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => iso(today - (count - 1 - index) * 86_400_000).slice(0, 10));
}

/** The server stops counting at FEED_COUNT_CAP; so does the mock. */
const capped = (value: number) =>
  value > FEED_COUNT_CAP ? { value: FEED_COUNT_CAP, capped: true } : { value, capped: false };

export const radarResolvers = {
  getProjectActivity: ({ db, user, params, paging, query }) => {
    const project = findProject(db, user, params.projectId);
    const before = readBefore(db, user, project.id);
    const events = eventsNewestFirst(db.events.filter((row) => row.project_id === project.id));
    const matching = events.filter((event) => matches(event, query, db.changes));
    const data: FeedEvent[] = matching
      .slice(paging.offset, paging.offset + paging.limit)
      .map((event) => ({ ...event, unread: isUnread(event, user, before) }));
    const count = capped(matching.length);
    const unread = capped(events.filter((event) => isUnread(event, user, before)).length);
    return json({
      data,
      count: count.value,
      count_capped: count.capped,
      unread: unread.value,
      unread_capped: unread.capped,
    });
  },

  markActivityRead: ({ db, user, params, body }) => {
    const project = findProject(db, user, params.projectId);
    const mark = iso(Math.min(Date.parse(body.up_to), Date.now()) + 1);
    const existing = db.reads.find((row) => row.user_id === user.id && row.project_id === project.id);
    if (existing) existing.read_before = existing.read_before > mark ? existing.read_before : mark;
    else db.reads.push({ user_id: user.id, project_id: project.id, read_before: mark });
    const before = readBefore(db, user, project.id);
    const unread = capped(
      db.events.filter((event) => event.project_id === project.id && isUnread(event, user, before)).length,
    );
    return json({
      unread: unread.value,
      unread_capped: unread.capped,
      read_up_to: iso(Date.parse(before) - 1),
    });
  },

  getProjectChangeStats: ({ db, user, params, query }) => {
    const project = findProject(db, user, params.projectId);
    const days = lastDays(query.days, query.tz);
    const position = new Map(days.map((day, index) => [day, index]));
    const byCompetitor = new Map<string, ChangeStats['competitors'][number]>();
    let total = 0;
    for (const event of db.events) {
      if (event.project_id !== project.id || event.type !== 'page_changed' || !event.competitor_id) continue;
      const index = position.get(dayIn(Date.parse(event.created_at), query.tz));
      const competitor = db.competitors.find((row) => row.id === event.competitor_id);
      if (index === undefined || !competitor) continue;
      const entry = byCompetitor.get(competitor.id) ?? {
        id: competitor.id,
        name: competitor.name,
        counts: days.map(() => 0),
      };
      entry.counts[index] = (entry.counts[index] ?? 0) + 1;
      byCompetitor.set(competitor.id, entry);
      total += 1;
    }
    const sum = (counts: number[]) => counts.reduce((all, count) => all + count, 0);
    const competitors = [...byCompetitor.values()].sort(
      (a, b) => sum(b.counts) - sum(a.counts) || a.name.localeCompare(b.name),
    );
    return json({ days, competitors, total } satisfies ChangeStats);
  },

  getPageChange: ({ db, user, params }) => {
    const { page } = findPage(db, user, params.pageId);
    const change = db.changes.find((row) => row.id === params.changeId && row.page_id === page.id);
    if (!change) throw notFound('Change');
    return json(change);
  },
} satisfies MockResolvers;
