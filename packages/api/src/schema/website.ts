import { z } from 'zod';
import { idSchema, listOf, timestampSchema } from './common';
import { entityDescription, entityName } from './competitor';
import { CHECK_FREQUENCY_DEFAULT, checkFrequencySchema } from './frequency';
import { monitoredUrl } from './url';

export const websiteSchema = z.object({
  id: idSchema,
  competitor_id: idSchema,
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  check_frequency_minutes: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Null until the monitor first checks one of its pages. */
  last_checked_at: timestampSchema.nullable(),
});
export type Website = z.infer<typeof websiteSchema>;
export const websiteListSchema = listOf(websiteSchema);

/** POST /api/v1/competitors/{competitorId}/websites/ (competitor_id repeats the path's). */
export const websiteCreateSchema = z.strictObject({
  name: entityName,
  url: monitoredUrl,
  description: entityDescription,
  is_active: z.boolean().default(true),
  check_frequency_minutes: checkFrequencySchema.default(CHECK_FREQUENCY_DEFAULT),
  competitor_id: idSchema.optional(),
});
export type WebsiteCreate = z.input<typeof websiteCreateSchema>;

/** PATCH /api/v1/competitors/websites/{id}: only the fields sent change. */
export const websiteUpdateSchema = z.strictObject({
  name: entityName.optional(),
  url: monitoredUrl.optional(),
  description: entityDescription,
  is_active: z.boolean().optional(),
  check_frequency_minutes: checkFrequencySchema.optional(),
});
export type WebsiteUpdate = z.input<typeof websiteUpdateSchema>;
