import { z } from 'zod/mini';
import { activityEventSchema, activityEventTypes, type ActivityEventType } from './activity';
import { idSchema, timestampSchema } from './common';
import { text } from './text';

/**
 * Radar: a project's feed of events, searched and filtered, with what the
 * reader has not read yet (DESIGN "Phase 2", radar).
 */

export const ACTIVITY_SEARCH_MAX = 200;

/** The kinds a change's classification may have (DESIGN "Phase 2", classification); the feed filters by them. */
export const changeClassificationKinds = ['pricing', 'hiring', 'product', 'messaging', 'other'] as const;
export type ChangeClassificationKind = (typeof changeClassificationKinds)[number];

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Event types as a list, or as one comma-separated query parameter (`type=page_changed,content_alert`). */
const eventTypeList = z.union([
  z.array(z.enum(activityEventTypes)),
  z.pipe(z.pipe(z.string(), z.transform(splitList)), z.array(z.enum(activityEventTypes))),
]);

/** What the feed may be narrowed to; every filter is optional and they combine (and). */
export const activityFiltersSchema = z.object({
  /** Words searched in the names, alert sentences and changed lines of the events (full-text). */
  q: z.optional(text({ max: ACTIVITY_SEARCH_MAX, maxMessage: 'Search must be less than 200 characters' })),
  type: z.optional(eventTypeList),
  competitor_id: z.optional(idSchema),
  page_id: z.optional(idSchema),
  /** Events at or after this time. */
  since: z.optional(timestampSchema),
  /** Events before this time. */
  until: z.optional(timestampSchema),
  /** A change's classification kind, where changes are classified. */
  kind: z.optional(z.enum(changeClassificationKinds)),
});
export type ActivityFilters = z.input<typeof activityFiltersSchema>;
export type ParsedActivityFilters = z.output<typeof activityFiltersSchema>;

/** One event of the feed, and whether the reader has read it. */
export const feedEventSchema = z.extend(activityEventSchema, {
  /** Newer than the reader's "mark all read", and not the reader's own doing. */
  unread: z.boolean(),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;

/**
 * Where the feed stops counting: past it, `count` and `unread` say "at least
 * this many" (with `count_capped` / `unread_capped`), so a question over a
 * large project costs the same as over a small one.
 */
export const FEED_COUNT_CAP = 1000;

/** GET /api/v1/projects/{id}/activity/: `{data,count}` and the project's unread total. */
export const activityFeedSchema = z.object({
  data: z.array(feedEventSchema),
  /** Events matching the filters (all pages of them), at most FEED_COUNT_CAP. */
  count: z.number().check(z.int(), z.nonnegative()),
  /** True when more events match than `count` says (it stopped at FEED_COUNT_CAP). */
  count_capped: z.boolean(),
  /** Unread events of the whole project, whatever the filters, at most FEED_COUNT_CAP. */
  unread: z.number().check(z.int(), z.nonnegative()),
  /** True when more are unread than `unread` says. */
  unread_capped: z.boolean(),
});
export type ActivityFeed = z.infer<typeof activityFeedSchema>;

/** POST /api/v1/projects/{id}/activity/read: everything up to and including this time is read. */
export const activityReadSchema = z.strictObject({
  up_to: timestampSchema,
});
export type ActivityRead = z.input<typeof activityReadSchema>;

/** The reader's state after marking. */
export const activityReadStateSchema = z.object({
  /** At most FEED_COUNT_CAP; `unread_capped` when more are unread. */
  unread: z.number().check(z.int(), z.nonnegative()),
  unread_capped: z.boolean(),
  /** Events up to this time are read (null: nothing marked yet). */
  read_up_to: z.nullable(timestampSchema),
});
export type ActivityReadState = z.infer<typeof activityReadStateSchema>;

export const CHANGE_STATS_MAX_DAYS = 90;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** GET /api/v1/projects/{id}/activity/daily: which days, in whose calendar. */
export const changeStatsQuerySchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(CHANGE_STATS_MAX_DAYS, `days: at most ${CHANGE_STATS_MAX_DAYS}`)),
    30,
  ),
  /** The IANA time zone whose midnights divide the days (the reader's). */
  tz: z._default(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Unknown time zone')), 'UTC'),
});
export type ChangeStatsQuery = z.input<typeof changeStatsQuerySchema>;

/** Recorded page changes per day and competitor, over the last `days` days (today included). */
export const changeStatsSchema = z.object({
  /** The days, oldest first, as yyyy-MM-dd in the asked time zone. */
  days: z.array(z.iso.date()),
  /** Competitors with at least one change in the period, each with its count per day (same order as `days`). */
  competitors: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      counts: z.array(z.number().check(z.int(), z.nonnegative())),
    }),
  ),
  /** Changes in the period, all competitors together. */
  total: z.number().check(z.int(), z.nonnegative()),
});
export type ChangeStats = z.infer<typeof changeStatsSchema>;

/** Types whose events concern a page (the page filter applies to them). */
export const pageEventTypes: readonly ActivityEventType[] = [
  'page_created',
  'page_updated',
  'page_deleted',
  'page_changed',
  'content_alert',
];
