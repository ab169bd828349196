import { z } from 'zod/mini';
import { classificationSchema } from './classification';
import { idSchema, listOf, timestampSchema } from './common';
import { keywordDirections } from './page';

/** SPEC §3: every event type. */
export const activityEventTypes = [
  'competitor_created',
  'competitor_updated',
  'competitor_deleted',
  'website_created',
  'website_updated',
  'website_deleted',
  'page_created',
  'page_updated',
  'page_deleted',
  'page_changed',
  'content_alert',
  'member_joined',
  'member_role_changed',
  'member_removed',
  'member_left',
] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

/** `member`: a person's membership of the project's team (target_id is the user's id). */
export const activityTargetTypes = ['competitor', 'website', 'page', 'member'] as const;
export type ActivityTargetType = (typeof activityTargetTypes)[number];

export const actorSchema = z.object({
  /** Null for the monitor. */
  id: z.nullable(idSchema),
  name: z.string(),
});
export type Actor = z.infer<typeof actorSchema>;

export const activityEventSchema = z.object({
  id: idSchema,
  type: z.enum(activityEventTypes),
  target_type: z.enum(activityTargetTypes),
  target_id: idSchema,
  project_id: idSchema,
  competitor_id: z.nullable(idSchema),
  /**
   * The competitor's, website's or page's name when the event happened, for
   * describing it in the reader's language (packages/api events); null on
   * events written before names were kept, which read as `description`.
   */
  target_name: z.nullable(z.string()),
  /** The event in English, complete for any reader of the API. */
  description: z.string(),
  created_at: timestampSchema,
  additional_data: z.nullable(z.record(z.string(), z.unknown())),
  actor: z.nullable(actorSchema),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityListSchema = listOf(activityEventSchema);

/** The actor name the monitor writes (DESIGN). */
export const MONITOR_ACTOR_NAME = 'Monitor';

/** The monitor's `page_changed` facts (`additional_data`). */
export const pageChangedDataSchema = z.object({
  added_lines: z.number().check(z.int(), z.nonnegative()),
  removed_lines: z.number().check(z.int(), z.nonnegative()),
  /** The first changed lines, in English. */
  summary: z.string(),
  url: z.string(),
  change_id: idSchema,
  /** What the change is about and its facts (absent on events written before changes were classified). */
  classification: z.optional(classificationSchema),
});
export type PageChangedData = z.infer<typeof pageChangedDataSchema>;

/** The monitor's `content_alert` facts (`additional_data`). */
export const contentAlertDataSchema = z.object({
  keyword: z.string(),
  /** The sentence around the keyword: on the page now, or, when it disappeared, in the previous snapshot. */
  excerpt: z.string(),
  url: z.string(),
  /** Absent on alerts written before keywords could disappear: those appeared. */
  direction: z.optional(z.enum(keywordDirections)),
});
export type ContentAlertData = z.infer<typeof contentAlertDataSchema>;
