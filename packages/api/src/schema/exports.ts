import { z } from 'zod/mini';
import { changeKinds } from './classification';
import { idSchema, timestampSchema } from './common';

/** The longest range one export covers; a longer history is exported a year at a time. */
export const EXPORT_MAX_DAYS = 366;
/** How far back an export reaches when `from` is left out. */
export const EXPORT_DEFAULT_DAYS = 30;

export const EXPORT_DATE_MESSAGE = 'Use an ISO date (2026-11-01) or date and time (2026-11-01T00:00:00Z)';
export const EXPORT_ORDER_MESSAGE = 'The start of the range must not be after its end';
export const EXPORT_RANGE_MESSAGE = `The range may span at most ${EXPORT_MAX_DAYS} days`;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** An ISO date (`2026-11-01`, midnight UTC) or date and time with an offset; null when it is neither. */
export function parseExportInstant(value: string): Date | null {
  const isDate = DATE_ONLY.test(value);
  if (!isDate && !z.safeParse(timestampSchema, value).success) return null;
  const time = Date.parse(isDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return null;
  // 2026-02-31 parses to March: a date must read back as written.
  if (isDate && new Date(time).toISOString().slice(0, 10) !== value) return null;
  return new Date(time);
}

const instant = z.string().check(
  z.trim(),
  z.refine((value) => parseExportInstant(value) !== null, EXPORT_DATE_MESSAGE),
);

/** The range an export covers: `from` included, `to` excluded, both as instants. */
export interface ExportRange {
  from: Date;
  to: Date;
}

/**
 * Where a query's range starts and ends. A date-only `to` takes in the whole
 * of that day (UTC): `?from=2026-11-01&to=2026-11-30` is November. Without
 * `to`, now; without `from`, EXPORT_DEFAULT_DAYS before `to`.
 */
export function exportRangeOf(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): ExportRange {
  const toText = query.to?.trim();
  let to = toText ? (parseExportInstant(toText) ?? now) : now;
  if (toText && DATE_ONLY.test(toText)) to = new Date(to.getTime() + DAY_MS);
  const fromText = query.from?.trim();
  const from = fromText ? (parseExportInstant(fromText) ?? to) : new Date(to.getTime() - EXPORT_DEFAULT_DAYS * DAY_MS);
  return { from, to };
}

/**
 * `?from&to` of an export (DESIGN "Phase 2": export). Each is an ISO date or
 * date and time; `from` may not be after `to`, and the range spans at most
 * EXPORT_MAX_DAYS days.
 */
export const changesExportQuerySchema = z.object({ from: z.optional(instant), to: z.optional(instant) }).check(
  z.superRefine((query, context) => {
    if ((query.from && !parseExportInstant(query.from)) || (query.to && !parseExportInstant(query.to))) return;
    const { from, to } = exportRangeOf(query);
    // Against `to` as written: from=2026-11-02&to=2026-11-01 is backwards, though November 1st is taken in whole.
    const written = query.to ? (parseExportInstant(query.to.trim()) ?? to) : to;
    if (from.getTime() > written.getTime())
      context.addIssue({ code: 'custom', path: ['from'], message: EXPORT_ORDER_MESSAGE, input: query.from });
    else if (to.getTime() - from.getTime() > EXPORT_MAX_DAYS * DAY_MS)
      context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_RANGE_MESSAGE, input: query.to });
  }),
);
export type ChangesExportQuery = z.input<typeof changesExportQuerySchema>;

/** The CSV's columns, in order; the JSON rows carry the same fields. */
export const changeExportColumns = [
  'occurred_at',
  'competitor',
  'website',
  'page',
  'url',
  'kind',
  'summary',
  'facts',
  'added_lines',
  'removed_lines',
  'diff_excerpt',
  'link',
] as const;

/** One recorded change as an export lists it. */
export const changeExportRowSchema = z.object({
  id: idSchema,
  occurred_at: timestampSchema,
  competitor: z.string(),
  website: z.string(),
  page: z.string(),
  /** The watched page's address. */
  url: z.string(),
  /** The classification's kind; null for a change recorded before changes were classified. */
  kind: z.nullable(z.enum(changeKinds)),
  summary: z.string(),
  /** The classification's facts as English sentences ("Pro plan $49 → $59 a month (+20%)"). */
  facts: z.array(z.string()),
  added_lines: z.number().check(z.int(), z.nonnegative()),
  removed_lines: z.number().check(z.int(), z.nonnegative()),
  /** The first added and removed lines of the diff. */
  diff_excerpt: z.nullable(z.string()),
  /** The change in Spyglass: the page's change history. */
  link: z.string(),
});
export type ChangeExportRow = z.infer<typeof changeExportRowSchema>;

/** GET /api/v1/projects/{id}/changes.json: the range's changes, oldest first. */
export const changesExportSchema = z.object({
  project: z.object({ id: idSchema, name: z.string() }),
  from: timestampSchema,
  to: timestampSchema,
  data: z.array(changeExportRowSchema),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type ChangesExport = z.infer<typeof changesExportSchema>;

/** The languages a feed's entries are written in: the app's six. */
export const feedLanguages = ['en', 'fr', 'de', 'es', 'pl', 'it'] as const;
export type FeedLanguage = (typeof feedLanguages)[number];

/** POST /api/v1/projects/{id}/feed-token: the language of the feed's entries (English by default). */
export const feedTokenCreateSchema = z.strictObject({ language: z._default(z.enum(feedLanguages), 'en') });
export type FeedTokenCreate = z.input<typeof feedTokenCreateSchema>;

/** GET /api/v1/projects/{id}/feed-token: whether the project has a feed link (the link itself is shown once). */
export const feedTokenStateSchema = z.object({
  active: z.boolean(),
  language: z.nullable(z.enum(feedLanguages)),
  created_at: z.nullable(timestampSchema),
});
export type FeedTokenState = z.infer<typeof feedTokenStateSchema>;

/** The answer to creating a feed link: its URL, token included, shown this once. */
export const feedTokenCreatedSchema = z.extend(feedTokenStateSchema, { url: z.string() });
export type FeedTokenCreated = z.infer<typeof feedTokenCreatedSchema>;

/** ?token= of the feed. */
export const feedQuerySchema = z.object({ token: z.optional(z.string().check(z.maxLength(200))) });
