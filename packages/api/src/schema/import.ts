import { z } from 'zod/mini';
import { withoutControls } from './text';

/**
 * CSV import of a project's competitors, websites and pages (DESIGN "Phase 2":
 * `POST /api/v1/projects/{id}/import?dry_run=1`): the call's wire schemas and
 * the file's limits. How a file is read and each row checked is importFile.ts.
 */

/** The header's columns, in the template's order. */
export const importColumns = ['competitor', 'website', 'page_name', 'url', 'css_selector', 'keywords'] as const;
export type ImportColumn = (typeof importColumns)[number];
/** A header without one of these is refused; the others may be left out. */
export const requiredImportColumns = ['competitor', 'website', 'page_name', 'url'] as const;

/** Keywords of one page share a cell, separated by a vertical bar (commas and semicolons separate cells). */
export const IMPORT_KEYWORD_SEPARATOR = '|';
/** Rows under the header (blank rows not counted). */
export const IMPORT_MAX_ROWS = 1000;
/** The file's size in bytes (UTF-8). */
export const IMPORT_MAX_BYTES = 512 * 1024;

/** A template a person fills in: the header and two example rows. */
export const importTemplateCsv =
  'competitor,website,page_name,url,css_selector,keywords\r\n' +
  'Acme,https://acme.example,Pricing,https://acme.example/pricing,main,price|discount\r\n' +
  'Acme,https://acme.example,Careers,https://acme.example/careers,,';

/** JSON body (what the web client sends): the file's text. `text/csv` with the file as the body is accepted too. */
export const importRequestSchema = z.strictObject({
  /** The file's text: tabs and line breaks are text, other control characters mean it is not a text file. */
  csv: withoutControls(z.string({ message: 'The text of a CSV file is expected' }), { multiline: true }),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** `?dry_run=1`: check and report, write nothing. */
export const importQuerySchema = z.object({
  dry_run: z.optional(z.enum(['0', '1'], { message: 'dry_run must be 0 or 1' })),
});
export type ImportQuery = z.input<typeof importQuerySchema>;

/** A row created what it names; its page was there already (or earlier in the file); or it broke a rule. */
export const importRowStatuses = ['created', 'exists', 'error'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/**
 * The rule an erroneous row broke, for a client that words it in the reader's
 * language (the `detail` is the English sentence).
 */
export const importRules = [
  'too_short',
  'too_long',
  'control_characters',
  'invalid_url',
  'other_site',
  'too_many_keywords',
  'pattern_flags',
  'extra_cells',
] as const;
export type ImportRule = (typeof importRules)[number];

export const importRowResultSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().check(z.int(), z.gte(2)),
  status: z.enum(importRowStatuses),
  /** Why a row is refused (`"url: Please enter a valid URL"`), or which row named its page first. */
  detail: z.optional(z.string()),
  /** The column whose rule the row broke; absent when the row as a whole is wrong. */
  column: z.optional(z.enum(importColumns)),
  /** The rule an erroneous row broke. */
  rule: z.optional(z.enum(importRules)),
  /** An "exists" row whose page an earlier row of the file named: that row's number. */
  same_as_row: z.optional(z.number().check(z.int(), z.gte(2))),
  competitor: z.string(),
  website: z.string(),
  page_name: z.string(),
  url: z.string(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importReportSchema = z.object({
  data: z.array(importRowResultSchema),
  count: z.number().check(z.int(), z.nonnegative()),
  summary: z.object({
    created: z.number().check(z.int(), z.nonnegative()),
    exists: z.number().check(z.int(), z.nonnegative()),
    errors: z.number().check(z.int(), z.nonnegative()),
  }),
  /** True when nothing was written (`?dry_run=1`). */
  dry_run: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
