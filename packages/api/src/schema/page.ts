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

/** How a page is fetched: a plain GET (fast), or rendered in a browser so JavaScript-drawn text is read. */
export const pageFetchers = ['http', 'browser'] as const;
export type PageFetcher = (typeof pageFetchers)[number];
const fetcher = z.enum(pageFetchers, { message: 'Fetch with http or browser' });

/** The browser fetcher's time limit for one page, in seconds (null: the server's default). */
export const PAGE_TIMEOUT_MIN_SECONDS = 5;
export const PAGE_TIMEOUT_MAX_SECONDS = 60;

const waitForSelector = text({
  max: CSS_SELECTOR_MAX,
  maxMessage: 'The selector to wait for must be less than 500 characters',
})
  .optional()
  .nullable();

/** A browser-fetched page's time limit, in whole seconds. */
export const pageTimeoutSecondsSchema = z
  .number({ message: 'The time limit must be a whole number of seconds' })
  .int('The time limit must be a whole number of seconds')
  .min(PAGE_TIMEOUT_MIN_SECONDS, `The time limit must be at least ${PAGE_TIMEOUT_MIN_SECONDS} seconds`)
  .max(PAGE_TIMEOUT_MAX_SECONDS, `The time limit must be at most ${PAGE_TIMEOUT_MAX_SECONDS} seconds`);

const timeoutSeconds = pageTimeoutSecondsSchema.optional().nullable();

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
  fetcher: z.enum(pageFetchers),
  /** Browser fetcher: the page is read once an element matches this selector. */
  wait_for_selector: z.string().nullable(),
  /** Browser fetcher: the page's time limit in seconds; null is the server's default. */
  timeout_seconds: z.number().int().nullable(),
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
  fetcher: fetcher.default('http'),
  wait_for_selector: waitForSelector,
  timeout_seconds: timeoutSeconds,
});
export type PageCreate = z.input<typeof pageCreateSchema>;

/** PATCH /api/v1/competitors/websites/pages/{id}: only the fields sent change. */
export const pageUpdateSchema = z.strictObject({
  name: entityName.optional(),
  url: monitoredUrl.optional(),
  css_selector: cssSelector,
  alert_keywords: alertKeywords.optional(),
  is_active: z.boolean().optional(),
  fetcher: fetcher.optional(),
  wait_for_selector: waitForSelector,
  timeout_seconds: timeoutSeconds,
});
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** A rectangle of a screenshot, in its pixels from the top left. */
export const screenRegionSchema = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ScreenRegion = z.infer<typeof screenRegionSchema>;

/** A stored screenshot of a page (browser fetcher): its image is GET .../pages/{id}/screenshots/{screenshotId}. */
export const screenshotSchema = z.object({
  id: idSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  created_at: timestampSchema,
});
export type Screenshot = z.infer<typeof screenshotSchema>;

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
  /** The page before and after the change (browser fetcher); null when none was taken or it was pruned. */
  before_screenshot: screenshotSchema.nullable(),
  after_screenshot: screenshotSchema.nullable(),
  /** Where the two screenshots differ, in the pixels of both; empty when it cannot be computed. */
  changed_regions: z.array(screenRegionSchema),
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
