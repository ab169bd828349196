import { z } from 'zod/mini';
import { URL_MESSAGE, isHttpUrl } from './common';
import { entityName } from './competitor';
import {
  IMPORT_KEYWORD_SEPARATOR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importColumns,
  requiredImportColumns,
  type ImportColumn,
  type ImportReport,
  type ImportRowResult,
  type ImportRowStatus,
  type ImportRule,
} from './import';
import { alertKeywordsSchema, cssSelectorSchema } from './page';
import { CONTROL_CHARACTERS_MESSAGE } from './text';
import { monitoredUrl } from './url';

/**
 * A CSV import file's rules, once: the server and the mock backend read a file
 * with them, and each row is checked with the same field rules as the create
 * dialogs, so a row is refused for the reason a dialog would refuse it. Kept
 * apart from the wire schemas (import.ts), so the app's first load, which
 * needs only those, carries none of it.
 */

/** A file that cannot be imported at all: 400 (not CSV, wrong header) or 413 (too large). */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ImportFileError';
  }
}

/** csv-parse's synchronous `parse` (Node's build on the server, the browser build in the mock backend). */
export type CsvParse = (
  input: string,
  options: { bom: boolean; delimiter: string; relax_column_count: boolean; skip_empty_lines: boolean },
) => string[][];

export type ImportRecord = Record<ImportColumn, string>;
export interface ImportRecordAt {
  row: number;
  record: ImportRecord;
  /** Cells past the header's columns that hold something. */
  extraCells: number;
}

const columnList = importColumns.join(', ');
const formatNumber = (value: number) => value.toLocaleString('en-US');

/** Excel in many European locales writes `;` between cells; a header with semicolons and no comma is read so. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  if (!header.includes(',') && header.includes(';')) return ';';
  if (!header.includes(',') && header.includes('\t')) return '\t';
  return ',';
}

/** "Page name" and "PAGE_NAME" are the column page_name. */
const columnName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads a file into its rows, numbered as a spreadsheet numbers them (the
 * header is row 1, a quoted cell spanning lines is still one row, blank rows
 * count but are skipped). Throws ImportFileError for a file that cannot be
 * imported at all.
 */
export function readImportCsv(text: string, parse: CsvParse): ImportRecordAt[] {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > IMPORT_MAX_BYTES) {
    throw new ImportFileError(
      413,
      `The file is ${formatNumber(Math.ceil(bytes / 1024))} KB; import at most ${IMPORT_MAX_BYTES / 1024} KB at a time (split it into several files)`,
    );
  }
  let cells: string[][];
  try {
    cells = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(400, `The file is not valid CSV: ${reason}`);
  }
  const [header, ...rows] = cells;
  if (!header || header.every((cell) => cell.trim() === '')) {
    throw new ImportFileError(400, `The file is empty; its first row must name the columns ${columnList}`);
  }
  const names = header.map(columnName);
  // Trailing empty header cells (a spreadsheet's stray separators) name nothing.
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const unknown = names.filter((name) => !(importColumns as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const shown = unknown.map((name) => (name ? `"${name}"` : 'an empty one')).join(', ');
    throw new ImportFileError(
      400,
      `The header names unknown column${unknown.length > 1 ? 's' : ''} ${shown}; the columns are ${columnList}`,
    );
  }
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new ImportFileError(400, `The header names the column "${twice}" twice`);
  const missing = requiredImportColumns.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new ImportFileError(
      400,
      `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; the first row must name the columns ${columnList}`,
    );
  }

  const records: ImportRecordAt[] = [];
  rows.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const record = Object.fromEntries(importColumns.map((name) => [name, ''])) as ImportRecord;
    names.forEach((name, column) => {
      record[name as ImportColumn] = row[column] ?? '';
    });
    const extraCells = row.slice(names.length).filter((cell) => cell.trim() !== '').length;
    records.push({ row: index + 2, record, extraCells });
  });
  if (records.length > IMPORT_MAX_ROWS) {
    throw new ImportFileError(
      413,
      `The file has ${formatNumber(records.length)} rows; import at most ${formatNumber(IMPORT_MAX_ROWS)} at a time (split it into several files)`,
    );
  }
  if (records.length === 0) throw new ImportFileError(400, 'The file has a header but no rows to import');
  return records;
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

/** The page is on the website's site: the same host (with or without www.) or one under it. */
export function onSameSite(websiteUrl: string, pageUrl: string): boolean {
  const site = hostOf(websiteUrl);
  const page = hostOf(pageUrl);
  return page === site || page.endsWith(`.${site}`);
}

/** One row's fields, checked with the create dialogs' rules. */
export const importRowSchema = z
  .object({
    competitor: entityName,
    website: monitoredUrl,
    page_name: entityName,
    url: monitoredUrl,
    css_selector: cssSelectorSchema,
    keywords: alertKeywordsSchema,
  })
  .check(
    z.superRefine((row, context) => {
      // The fields' own rules report an address that is not one.
      if (isHttpUrl(row.website) && isHttpUrl(row.url) && !onSameSite(row.website, row.url)) {
        context.addIssue({
          code: 'custom',
          path: ['url'],
          message: `The page must be on the website's site (${hostOf(row.website)})`,
        });
      }
    }),
  );
export type ImportRow = z.output<typeof importRowSchema>;

/** A checked row, or the rule it broke. */
export type CheckedRow =
  { ok: true; value: ImportRow } | { ok: false; detail: string; rule: ImportRule; column?: ImportColumn | undefined };

/** The rule a zod issue of a row stands for. */
function ruleOf(issue: z.core.$ZodIssue, column: ImportColumn | undefined): ImportRule {
  if (issue.code === 'too_small') return 'too_short';
  if (issue.code === 'too_big') {
    return column === 'keywords' && issue.path.length === 1 ? 'too_many_keywords' : 'too_long';
  }
  if (issue.message === CONTROL_CHARACTERS_MESSAGE) return 'control_characters';
  if (issue.code === 'invalid_format') return 'pattern_flags';
  if (issue.message === URL_MESSAGE) return 'invalid_url';
  return 'other_site';
}

export function checkImportRow({ record, extraCells }: ImportRecordAt): CheckedRow {
  if (extraCells > 0) {
    return {
      ok: false,
      rule: 'extra_cells',
      detail: `The row has more cells than the header has columns (${importColumns.length} at most)`,
    };
  }
  const keywords = record.keywords
    .split(IMPORT_KEYWORD_SEPARATOR)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const parsed = z.safeParse(importRowSchema, {
    ...record,
    css_selector: record.css_selector.trim() || null,
    keywords,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const column = issue.path[0] as ImportColumn | undefined;
  return {
    ok: false,
    detail: column ? `${column}: ${issue.message}` : issue.message,
    rule: ruleOf(issue, column),
    column,
  };
}

/** Rows name competitors by name (case ignored), websites by origin and pages by address. */
export const competitorKey = (name: string) => name.trim().normalize('NFC').toLowerCase();
export const websiteKey = (competitor: string, url: string) => `${competitorKey(competitor)}\n${new URL(url).origin}`;
export const pageKey = (website: string, url: string) => `${website}\n${new URL(url).href}`;

/** What a project already holds, by the keys above. */
export interface ImportExisting {
  competitors: Set<string>;
  websites: Set<string>;
  pages: Set<string>;
}

export interface PlannedPage {
  row: number;
  competitorKey: string;
  websiteKey: string;
  value: ImportRow;
}

export interface ImportPlan {
  results: ImportRowResult[];
  /** Competitors to create, by key, with the name of the first row that names them. */
  competitors: Map<string, string>;
  /** Websites to create, by key: their competitor's key and the first row's website address. */
  websites: Map<string, { competitorKey: string; url: string }>;
  /** Pages to create, in the file's order. */
  pages: PlannedPage[];
}

/**
 * What importing the rows would do: each valid row finds or creates its
 * competitor, website and page; a page already there, or named by an earlier
 * row, "exists"; a row that breaks a rule is an error and nothing of it is
 * written (the other rows are).
 */
export function planImport(rows: ImportRecordAt[], existing: ImportExisting): ImportPlan {
  const plan: ImportPlan = { results: [], competitors: new Map(), websites: new Map(), pages: [] };
  const firstRowOf = new Map<string, number>();
  for (const at of rows) {
    const { record } = at;
    const shown = {
      competitor: record.competitor.trim(),
      website: record.website.trim(),
      page_name: record.page_name.trim(),
      url: record.url.trim(),
    };
    const checked = checkImportRow(at);
    if (!checked.ok) {
      plan.results.push({
        row: at.row,
        status: 'error',
        detail: checked.detail,
        ...(checked.column ? { column: checked.column } : {}),
        rule: checked.rule,
        ...shown,
      });
      continue;
    }
    const { value } = checked;
    const competitor = competitorKey(value.competitor);
    const website = websiteKey(value.competitor, value.website);
    const page = pageKey(website, value.url);
    if (existing.pages.has(page)) {
      plan.results.push({ row: at.row, status: 'exists', ...shown });
      continue;
    }
    const earlier = firstRowOf.get(page);
    if (earlier !== undefined) {
      plan.results.push({
        row: at.row,
        status: 'exists',
        detail: `The same page as row ${earlier}`,
        same_as_row: earlier,
        ...shown,
      });
      continue;
    }
    firstRowOf.set(page, at.row);
    if (!existing.competitors.has(competitor) && !plan.competitors.has(competitor)) {
      plan.competitors.set(competitor, value.competitor);
    }
    if (!existing.websites.has(website) && !plan.websites.has(website)) {
      plan.websites.set(website, { competitorKey: competitor, url: value.website });
    }
    plan.pages.push({ row: at.row, competitorKey: competitor, websiteKey: website, value });
    plan.results.push({ row: at.row, status: 'created', ...shown });
  }
  return plan;
}

/** A new website's name: its host without www. */
export const websiteNameOf = (url: string) => hostOf(url);

export function importReportOf(plan: ImportPlan, dryRun: boolean): ImportReport {
  const count = (status: ImportRowStatus) => plan.results.filter((result) => result.status === status).length;
  return {
    data: plan.results,
    count: plan.results.length,
    summary: { created: count('created'), exists: count('exists'), errors: count('error') },
    dry_run: dryRun,
  };
}
