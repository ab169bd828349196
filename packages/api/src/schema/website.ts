import { z } from 'zod/mini';
import { idSchema, listOf, timestampSchema } from './common';
import { entityDescription, entityName } from './competitor';
import { CHECK_FREQUENCY_DEFAULT, checkFrequencySchema } from './frequency';
import { monitoredUrl } from './url';

export const websiteSchema = z.object({
  id: idSchema,
  competitor_id: idSchema,
  name: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
  is_active: z.boolean(),
  check_frequency_minutes: z.number().check(z.int()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Null until the monitor first checks one of its pages. */
  last_checked_at: z.nullable(timestampSchema),
});
export type Website = z.infer<typeof websiteSchema>;
export const websiteListSchema = listOf(websiteSchema);

/** POST /api/v1/competitors/{competitorId}/websites/ (competitor_id repeats the path's). */
export const websiteCreateSchema = z.strictObject({
  name: entityName,
  url: monitoredUrl,
  description: entityDescription,
  is_active: z._default(z.boolean(), true),
  check_frequency_minutes: z._default(checkFrequencySchema, CHECK_FREQUENCY_DEFAULT),
  competitor_id: z.optional(idSchema),
});
export type WebsiteCreate = z.input<typeof websiteCreateSchema>;

/** PATCH /api/v1/competitors/websites/{id}: only the fields sent change. */
export const websiteUpdateSchema = z.strictObject({
  name: z.optional(entityName),
  url: z.optional(monitoredUrl),
  description: entityDescription,
  is_active: z.optional(z.boolean()),
  check_frequency_minutes: z.optional(checkFrequencySchema),
});
export type WebsiteUpdate = z.input<typeof websiteUpdateSchema>;
