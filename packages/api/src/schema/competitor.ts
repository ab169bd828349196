import { z } from 'zod/mini';
import { idSchema, listOf, optionalText, timestampSchema } from './common';
import { text } from './text';

export const NAME_MIN = 2;
export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 1000;
export const INDUSTRY_MAX = 100;

/** Competitor and website names share these bounds (SPEC §5). */
export const entityName = text({
  min: NAME_MIN,
  minMessage: 'Name must be at least 2 characters',
  max: NAME_MAX,
  maxMessage: 'Name must be less than 255 characters',
});
export const entityDescription = optionalText(DESCRIPTION_MAX, 'Description must be less than 1000 characters', {
  multiline: true,
});
const industry = optionalText(INDUSTRY_MAX, 'Industry must be less than 100 characters');

export const competitorSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  is_active: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Competitor = z.infer<typeof competitorSchema>;
export const competitorListSchema = listOf(competitorSchema);

/** POST /api/v1/competitors/ */
export const competitorCreateSchema = z.strictObject({
  name: entityName,
  description: entityDescription,
  industry,
  is_active: z._default(z.boolean(), true),
  project_id: idSchema,
});
export type CompetitorCreate = z.input<typeof competitorCreateSchema>;

/** PATCH /api/v1/competitors/{id}: only the fields sent change. */
export const competitorUpdateSchema = z.strictObject({
  name: z.optional(entityName),
  description: entityDescription,
  industry,
  is_active: z.optional(z.boolean()),
});
export type CompetitorUpdate = z.input<typeof competitorUpdateSchema>;
