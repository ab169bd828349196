import { z } from 'zod/mini';
import { URL_MESSAGE, idSchema, isHttpUrl, listOf, timestampSchema } from './common';
import { activityEventSchema } from './activity';
import { text } from './text';

export const PROJECT_NAME_MIN = 3;
export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MIN = 3;
export const PROJECT_DESCRIPTION_MAX = 250;

const name = text({
  min: PROJECT_NAME_MIN,
  minMessage: 'Name must be at least 3 characters',
  max: PROJECT_NAME_MAX,
  maxMessage: 'Name must be less than 50 characters',
});
const description = text({
  min: PROJECT_DESCRIPTION_MIN,
  minMessage: 'Description must be at least 3 characters',
  max: PROJECT_DESCRIPTION_MAX,
  maxMessage: 'Description must be less than 250 characters',
  multiline: true,
});
/** Optional: a valid URL or an empty string (SPEC §5). */
const url = text({ max: 2048, maxMessage: 'URL must be less than 2048 characters' }).check(
  z.refine((value) => value === '' || isHttpUrl(value), URL_MESSAGE),
);

export const projectStatuses = ['active', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** One of a project's latest events: enough to tell it in any language (describeEvent). */
export const recentUpdateSchema = z.pick(activityEventSchema, {
  id: true,
  type: true,
  target_name: true,
  additional_data: true,
  description: true,
  created_at: true,
});
export type RecentUpdate = z.infer<typeof recentUpdateSchema>;

export const projectSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  url: z.nullable(z.string()),
  team_id: idSchema,
  status: z.enum(projectStatuses),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  competitor_count: z.number().check(z.int(), z.nonnegative()),
  website_count: z.number().check(z.int(), z.nonnegative()),
  recent_updates: z.array(recentUpdateSchema),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = listOf(projectSchema);

/** POST /api/v1/projects/ */
export const projectCreateSchema = z.strictObject({
  name,
  description,
  url: z.nullable(z.optional(url)),
  team_id: z.nullable(z.optional(idSchema)),
});
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** PATCH /api/v1/projects/{id}: only the fields sent change. */
export const projectUpdateSchema = z.strictObject({
  name: z.optional(name),
  description: z.optional(description),
  url: z.nullable(z.optional(url)),
  status: z.optional(z.enum(projectStatuses)),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
