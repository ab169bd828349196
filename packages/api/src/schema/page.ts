import { z } from 'zod';
import { idSchema, listOf, timestampSchema } from './common';
import { entityName } from './competitor';
import { text } from './text';
import { monitoredUrl } from './url';

export const CSS_SELECTOR_MAX = 500;
export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORDS_MAX = 50;

const cssSelector = text({ max: CSS_SELECTOR_MAX, maxMessage: 'CSS selector must be less than 500 characters' })
  .optional()
  .nullable();

const alertKeywords = z
  .array(
    text({
      min: 1,
      minMessage: 'Keywords cannot be empty',
      max: KEYWORD_MAX_LENGTH,
      maxMessage: 'Each keyword must be less than 100 characters',
    }),
  )
  .max(KEYWORDS_MAX, 'Watch at most 50 keywords per page');

/** What the last check of a page came to. */
export const checkOutcomes = ['baseline', 'unchanged', 'not_modified', 'changed', 'error'] as const;
export type CheckOutcome = (typeof checkOutcomes)[number];

export const pageSchema = z.object({
  id: idSchema,
  website_id: idSchema,
  name: z.string(),
  url: z.string(),
  css_selector: z.string().nullable(),
  alert_keywords: z.array(z.string()),
  is_active: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  last_checked_at: timestampSchema.nullable(),
  /** HTTP status of the last check, or null when it never reached a server. */
  last_status: z.number().int().nullable(),
  /** Why the last check failed; null after a successful one. */
  last_error: z.string().nullable(),
  last_changed_at: timestampSchema.nullable(),
  next_check_at: timestampSchema.nullable(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageListSchema = listOf(pageSchema);

/** POST /api/v1/competitors/websites/{websiteId}/pages/ */
export const pageCreateSchema = z.strictObject({
  name: entityName,
  url: monitoredUrl,
  css_selector: cssSelector,
  alert_keywords: alertKeywords.default([]),
  is_active: z.boolean().default(true),
});
export type PageCreate = z.input<typeof pageCreateSchema>;

/** PATCH /api/v1/competitors/websites/pages/{id}: only the fields sent change. */
export const pageUpdateSchema = z.strictObject({
  name: entityName.optional(),
  url: monitoredUrl.optional(),
  css_selector: cssSelector,
  alert_keywords: alertKeywords.optional(),
  is_active: z.boolean().optional(),
});
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** One recorded change of a page: GET .../pages/{id}/changes/ */
export const pageChangeSchema = z.object({
  id: idSchema,
  page_id: idSchema,
  created_at: timestampSchema,
  added_lines: z.number().int().nonnegative(),
  removed_lines: z.number().int().nonnegative(),
  /** A short reading of the changed lines. */
  summary: z.string(),
  /** Unified diff of the page's normalised text. */
  diff: z.string(),
});
export type PageChange = z.infer<typeof pageChangeSchema>;
export const pageChangeListSchema = listOf(pageChangeSchema);

export const contentAlertSchema = z.object({
  keyword: z.string(),
  /** The sentence around the keyword. */
  excerpt: z.string(),
});
export type ContentAlert = z.infer<typeof contentAlertSchema>;

/** POST .../pages/{id}/check: the outcome of a check run now. */
export const pageCheckResultSchema = z.object({
  outcome: z.enum(checkOutcomes),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  change: pageChangeSchema.nullable(),
  alerts: z.array(contentAlertSchema),
  page: pageSchema,
});
export type PageCheckResult = z.infer<typeof pageCheckResultSchema>;
