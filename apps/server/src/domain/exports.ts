import { describeFact, englishText } from '@spyglass/api/events';
import { readClassification, type ChangeExportRow, type ExportRange } from '@spyglass/api/schema';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { competitors, pageChanges, pages, websites, type Database, type ProjectRow } from '../db';
import { unpackText } from '../db/packedText';
import { diffExcerpt } from '../notify/facts';
import type { AppLinks } from '../notify/links';
import { findProjectForUser } from './access';

/** How many changes one read of an export takes: the whole range is never held at once. */
export const EXPORT_BATCH = 500;

/** The project an export is of: any member may read it (the caller's team must own it, 404 otherwise). */
export const findExportProject = (db: Database, userId: string, projectId: string): Promise<ProjectRow> =>
  findProjectForUser(db, userId, projectId, 'read');

/**
 * The project's changes in the range (`from` included, `to` excluded),
 * oldest first, read EXPORT_BATCH at a time by their (created_at, id) key,
 * so a project with years of history streams out in constant memory. Facts
 * read in English, the language of the API's own sentences.
 */
export async function* exportedChanges(
  db: Database,
  links: AppLinks,
  projectId: string,
  range: ExportRange,
  batch = EXPORT_BATCH,
): AsyncGenerator<ChangeExportRow> {
  // The key as PostgreSQL holds it (microseconds): a JavaScript Date would lose ties between rows.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: pageChanges.id,
        createdAt: pageChanges.createdAt,
        key: sql<string>`${pageChanges.createdAt}::text`,
        summary: pageChanges.summary,
        addedLines: pageChanges.addedLines,
        removedLines: pageChanges.removedLines,
        packedDiff: pageChanges.packedDiff,
        classification: pageChanges.classification,
        pageId: pages.id,
        pageName: pages.name,
        pageUrl: pages.url,
        websiteId: websites.id,
        websiteName: websites.name,
        competitorId: competitors.id,
        competitorName: competitors.name,
      })
      .from(pageChanges)
      .innerJoin(pages, eq(pages.id, pageChanges.pageId))
      .innerJoin(websites, eq(websites.id, pages.websiteId))
      .innerJoin(competitors, eq(competitors.id, websites.competitorId))
      .where(
        and(
          eq(competitors.projectId, projectId),
          gte(pageChanges.createdAt, range.from),
          lt(pageChanges.createdAt, range.to),
          after
            ? sql`(${pageChanges.createdAt}, ${pageChanges.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(pageChanges.createdAt), asc(pageChanges.id))
      .limit(batch);
    for (const row of rows) {
      const classification = readClassification(row.classification);
      yield {
        id: row.id,
        occurred_at: row.createdAt.toISOString(),
        competitor: row.competitorName,
        website: row.websiteName,
        page: row.pageName,
        url: row.pageUrl,
        kind: classification?.kind ?? null,
        summary: row.summary,
        facts: (classification?.facts ?? []).map((fact) => describeFact(fact, englishText, 'en')),
        added_lines: row.addedLines,
        removed_lines: row.removedLines,
        diff_excerpt: diffExcerpt(await unpackText(row.packedDiff)),
        link: links.pageChanges({
          projectId,
          competitorId: row.competitorId,
          websiteId: row.websiteId,
          pageId: row.pageId,
        }),
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.key, id: last.id };
  }
}

/** A file name's part from a project's name: letters, digits and dashes only (any script), never empty. */
export function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return part || 'project';
}

/** `spyglass-acme-changes-2026-11-01-to-2026-11-30.csv`: the project and the days the range covers. */
export function exportFileName(projectName: string, range: ExportRange, extension: 'csv' | 'json'): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // `to` is excluded: the last day covered is the one before it when it falls on midnight.
  const lastDay = new Date(range.to.getTime() - 1);
  const last = lastDay.getTime() < range.from.getTime() ? range.from : lastDay;
  return `spyglass-${fileNamePart(projectName)}-changes-${day(range.from)}-to-${day(last)}.${extension}`;
}

/** Content-Disposition for a download: an ASCII fallback name and the UTF-8 one (RFC 6266, RFC 5987). */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'export';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
