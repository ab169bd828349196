import { z } from 'zod/mini';
import { classificationSchema } from './classification';
import { idSchema, listOf, timestampSchema } from './common';
import { entityName } from './competitor';
import { patternProblem } from './pattern';
import { text } from './text';
import { monitoredUrl } from './url';

export const CSS_SELECTOR_MAX = 500;
export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORDS_MAX = 50;
export const IGNORE_RULE_MAX_LENGTH = 200;
export const IGNORE_RULES_MAX = 50;
export const REMOVE_SELECTORS_MAX = 20;
export const MIN_CHANGED_LINES_MAX = 1000;

/**
 * Built-in ignore rules a page switches on: each blanks out a kind of text
 * that changes without news (in the six interface languages): dates and
 * times, relative times ("3 days ago", "il y a 3 jours"), live counters
 * ("1,234 teams signed up today") and copyright years.
 */
export const ignorePresets = ['dates', 'relative_times', 'counters', 'copyright'] as const;
export type IgnorePreset = (typeof ignorePresets)[number];

/** Which changes raise a `page_changed`: any, only those that add lines, only those that remove lines. */
export const alertOnOptions = ['any', 'added', 'removed'] as const;
export type AlertOn = (typeof alertOnOptions)[number];

/** Which way a watched keyword raises a `content_alert`: when it appears, when it disappears, or both. */
export const keywordAlertOptions = ['appear', 'disappear', 'both'] as const;
export type KeywordAlerts = (typeof keywordAlertOptions)[number];

export const cssSelectorSchema = z.nullable(
  z.optional(
    text({
      max: CSS_SELECTOR_MAX,
      maxMessage: 'CSS selector must be less than 500 characters',
    }),
  ),
);

/** How a page is fetched: a plain GET (fast), or rendered in a browser so JavaScript-drawn text is read. */
export const pageFetchers = ['http', 'browser'] as const;
export type PageFetcher = (typeof pageFetchers)[number];
const fetcher = z.enum(pageFetchers, { message: 'Fetch with http or browser' });

/** The browser fetcher's time limit for one page, in seconds (null: the server's default). */
export const PAGE_TIMEOUT_MIN_SECONDS = 5;
export const PAGE_TIMEOUT_MAX_SECONDS = 60;

const waitForSelector = z.nullable(
  z.optional(
    text({
      max: CSS_SELECTOR_MAX,
      maxMessage: 'The selector to wait for must be less than 500 characters',
    }),
  ),
);

/** A browser-fetched page's time limit, in whole seconds. */
export const pageTimeoutSecondsSchema = z
  .number({ message: 'The time limit must be a whole number of seconds' })
  .check(
    z.int('The time limit must be a whole number of seconds'),
    z.gte(PAGE_TIMEOUT_MIN_SECONDS, `The time limit must be at least ${PAGE_TIMEOUT_MIN_SECONDS} seconds`),
    z.lte(PAGE_TIMEOUT_MAX_SECONDS, `The time limit must be at most ${PAGE_TIMEOUT_MAX_SECONDS} seconds`),
  );

const timeoutSeconds = z.nullable(z.optional(pageTimeoutSecondsSchema));

/** A keyword, or a `/pattern/flags` regular expression (checked for its form here; compiled by the server). */
export const alertKeywordsSchema = z
  .array(
    text({
      min: 1,
      minMessage: 'Keywords cannot be empty',
      max: KEYWORD_MAX_LENGTH,
      maxMessage: 'Each keyword must be less than 100 characters',
    }).check(z.superRefine(refusePatternProblem)),
  )
  .check(z.maxLength(KEYWORDS_MAX, 'Watch at most 50 keywords per page'));

/** A `/pattern/flags` whose flags the monitor does not know is refused where it is typed (issue `invalid_format`). */
function refusePatternProblem(value: string, context: z.core.$RefinementCtx) {
  const problem = patternProblem(value);
  if (problem) context.addIssue({ code: 'invalid_format', format: 'regex', input: value, message: problem });
}

/** Text to ignore (a line holding it is left out of the comparison), or a `/pattern/flags`. */
export const ignoreRules = z
  .array(
    text({
      min: 1,
      minMessage: 'Ignore rules cannot be empty',
      max: IGNORE_RULE_MAX_LENGTH,
      maxMessage: 'Each ignore rule must be less than 200 characters',
    }).check(z.superRefine(refusePatternProblem)),
  )
  .check(z.maxLength(IGNORE_RULES_MAX, 'At most 50 ignore rules per page'));

export const ignorePresetList = z
  .array(z.enum(ignorePresets))
  .check(z.refine((list) => new Set(list).size === list.length, 'Each preset may be named once'));

/** CSS selectors of elements removed before the page is read (cookie banners, testimonials). */
export const removeSelectors = z
  .array(
    text({
      min: 1,
      minMessage: 'Selectors cannot be empty',
      max: CSS_SELECTOR_MAX,
      maxMessage: 'CSS selector must be less than 500 characters',
    }),
  )
  .check(z.maxLength(REMOVE_SELECTORS_MAX, 'Remove at most 20 kinds of elements per page'));

export const minChangedLines = z
  .number()
  .check(
    z.int('The minimum of changed lines must be a whole number'),
    z.gte(1, 'The minimum of changed lines must be at least 1'),
    z.lte(MIN_CHANGED_LINES_MAX, 'The minimum of changed lines must be at most 1000'),
  );

/** What the last check of a page came to. */
export const checkOutcomes = ['baseline', 'unchanged', 'not_modified', 'changed', 'error'] as const;
export type CheckOutcome = (typeof checkOutcomes)[number];

export const pageSchema = z.object({
  id: idSchema,
  website_id: idSchema,
  name: z.string(),
  url: z.string(),
  css_selector: z.nullable(z.string()),
  alert_keywords: z.array(z.string()),
  is_active: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  last_checked_at: z.nullable(timestampSchema),
  /** HTTP status of the last check, or null when it never reached a server. */
  last_status: z.nullable(z.number().check(z.int())),
  /** Why the last check failed; null after a successful one. */
  last_error: z.nullable(z.string()),
  last_changed_at: z.nullable(timestampSchema),
  next_check_at: z.nullable(timestampSchema),
  /** Lines holding one of these texts (or matching a `/pattern/flags`) are left out of the comparison. */
  ignore_rules: z.array(z.string()),
  /** Built-in rules switched on (see ignorePresets). */
  ignore_presets: z.array(z.enum(ignorePresets)),
  /** Elements removed before the page is read. */
  remove_selectors: z.array(z.string()),
  alert_on: z.enum(alertOnOptions),
  /** A change smaller than this (added plus removed lines) raises no `page_changed`. */
  min_changed_lines: z.number().check(z.int()),
  keyword_alerts: z.enum(keywordAlertOptions),
  /** Only keywords raise events: changes are recorded in the history without a `page_changed`. */
  keywords_only: z.boolean(),
  fetcher: z.enum(pageFetchers),
  /** Browser fetcher: the page is read once an element matches this selector. */
  wait_for_selector: z.nullable(z.string()),
  /** Browser fetcher: the page's time limit in seconds; null is the server's default. */
  timeout_seconds: z.nullable(z.number().check(z.int())),
});
export type Page = z.infer<typeof pageSchema>;

/** The noise and alert options of a page as the contract names them; each has a default. */
export const pageOptionDefaults = {
  ignore_rules: [] as string[],
  ignore_presets: [] as IgnorePreset[],
  remove_selectors: [] as string[],
  alert_on: 'any' as AlertOn,
  min_changed_lines: 1,
  keyword_alerts: 'appear' as KeywordAlerts,
  keywords_only: false,
  fetcher: 'http' as PageFetcher,
};
export const pageListSchema = listOf(pageSchema);

/** POST /api/v1/competitors/websites/{websiteId}/pages/ */
export const pageCreateSchema = z.strictObject({
  name: entityName,
  url: monitoredUrl,
  css_selector: cssSelectorSchema,
  alert_keywords: z._default(alertKeywordsSchema, []),
  is_active: z._default(z.boolean(), true),
  ignore_rules: z._default(ignoreRules, []),
  ignore_presets: z._default(ignorePresetList, []),
  remove_selectors: z._default(removeSelectors, []),
  alert_on: z._default(z.enum(alertOnOptions), 'any'),
  min_changed_lines: z._default(minChangedLines, 1),
  keyword_alerts: z._default(z.enum(keywordAlertOptions), 'appear'),
  keywords_only: z._default(z.boolean(), false),
  fetcher: z._default(fetcher, 'http'),
  wait_for_selector: waitForSelector,
  timeout_seconds: timeoutSeconds,
});
export type PageCreate = z.input<typeof pageCreateSchema>;

/** PATCH /api/v1/competitors/websites/pages/{id}: only the fields sent change. */
export const pageUpdateSchema = z.strictObject({
  name: z.optional(entityName),
  url: z.optional(monitoredUrl),
  css_selector: cssSelectorSchema,
  alert_keywords: z.optional(alertKeywordsSchema),
  is_active: z.optional(z.boolean()),
  ignore_rules: z.optional(ignoreRules),
  ignore_presets: z.optional(ignorePresetList),
  remove_selectors: z.optional(removeSelectors),
  alert_on: z.optional(z.enum(alertOnOptions)),
  min_changed_lines: z.optional(minChangedLines),
  keyword_alerts: z.optional(z.enum(keywordAlertOptions)),
  keywords_only: z.optional(z.boolean()),
  fetcher: z.optional(fetcher),
  wait_for_selector: waitForSelector,
  timeout_seconds: timeoutSeconds,
});
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** A rectangle of a screenshot, in its pixels from the top left. */
export const screenRegionSchema = z.object({
  x: z.number().check(z.int(), z.nonnegative()),
  y: z.number().check(z.int(), z.nonnegative()),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type ScreenRegion = z.infer<typeof screenRegionSchema>;

/** A stored screenshot of a page (browser fetcher): its image is GET .../pages/{id}/screenshots/{screenshotId}. */
export const screenshotSchema = z.object({
  id: idSchema,
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  created_at: timestampSchema,
});
export type Screenshot = z.infer<typeof screenshotSchema>;

/** One recorded change of a page: GET .../pages/{id}/changes/ */
export const pageChangeSchema = z.object({
  id: idSchema,
  page_id: idSchema,
  created_at: timestampSchema,
  added_lines: z.number().check(z.int(), z.nonnegative()),
  removed_lines: z.number().check(z.int(), z.nonnegative()),
  /** A short reading of the changed lines. */
  summary: z.string(),
  /** Unified diff of the page's normalised text (after the page's ignore rules). */
  diff: z.string(),
  /** What the change is about, with its facts; null for changes recorded before changes were classified. */
  classification: z.nullable(classificationSchema),
  /** False when the page's alert options kept the change from raising a `page_changed`. */
  alerted: z.boolean(),
  /** The page before and after the change (browser fetcher); null when none was taken or it was pruned. */
  before_screenshot: z.nullable(screenshotSchema),
  after_screenshot: z.nullable(screenshotSchema),
  /** Where the two screenshots differ, in the pixels of both; empty when it cannot be computed. */
  changed_regions: z.array(screenRegionSchema),
});
export type PageChange = z.infer<typeof pageChangeSchema>;
export const pageChangeListSchema = listOf(pageChangeSchema);

/** Which way a watched keyword went: it appeared on the page, or it left it. */
export const keywordDirections = ['appeared', 'disappeared'] as const;
export type KeywordDirection = (typeof keywordDirections)[number];

export const contentAlertSchema = z.object({
  keyword: z.string(),
  /** The sentence around the keyword (for a keyword that disappeared, from the previous snapshot). */
  excerpt: z.string(),
  direction: z.enum(keywordDirections),
});
export type ContentAlert = z.infer<typeof contentAlertSchema>;

/** POST .../pages/{id}/check: the outcome of a check run now. */
export const pageCheckResultSchema = z.object({
  outcome: z.enum(checkOutcomes),
  status: z.nullable(z.number().check(z.int())),
  error: z.nullable(z.string()),
  change: z.nullable(pageChangeSchema),
  alerts: z.array(contentAlertSchema),
  page: pageSchema,
});
export type PageCheckResult = z.infer<typeof pageCheckResultSchema>;

/** POST .../pages/{id}/rule-preview: ignore rules to try on the page's last snapshot before saving them. */
export const rulePreviewRequestSchema = z.strictObject({
  ignore_rules: z._default(ignoreRules, []),
  ignore_presets: z._default(ignorePresetList, []),
});
export type RulePreviewRequest = z.input<typeof rulePreviewRequestSchema>;

/** A few of the lines a rule would hide, so a person sees what it catches. */
export const RULE_PREVIEW_EXAMPLES = 3;

/** What the rules would do to the page's last snapshot. */
export const rulePreviewSchema = z.object({
  /** When the snapshot the preview was computed on was taken; null when the page has none yet. */
  snapshot_at: z.nullable(timestampSchema),
  /** Lines in that snapshot. */
  total_lines: z.number().check(z.int(), z.nonnegative()),
  /** Lines that all the rules and presets together hide or blank out. */
  hidden_lines: z.number().check(z.int(), z.nonnegative()),
  rules: z.array(
    z.object({
      rule: z.string(),
      /** Lines this rule alone would hide. */
      hidden_lines: z.number().check(z.int(), z.nonnegative()),
      examples: z.array(z.string()),
      /** Why the rule cannot be used (a pattern that does not compile); null when it can. */
      error: z.nullable(z.string()),
    }),
  ),
  presets: z.array(
    z.object({
      preset: z.enum(ignorePresets),
      /** Lines in which this preset alone would blank something out. */
      changed_lines: z.number().check(z.int(), z.nonnegative()),
      examples: z.array(z.string()),
    }),
  ),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;
