import {
  ImportFileError,
  competitorKey,
  importReportOf,
  pageKey,
  planImport,
  readImportCsv,
  websiteKey,
  websiteNameOf,
  type ImportReport,
} from '@spyglass/api/schema';
import { parse } from 'csv-parse/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import { competitors, pages, websites, type CompetitorRow, type Database, type WebsiteRow } from '../db';
import { findProjectForUser } from './access';
import type { Actor } from './actor';
import { insertCompetitor } from './competitors';
import { HttpError } from './errors';
import { insertPage } from './pages';
import { insertWebsite } from './websites';

/** What a project holds, by the import's keys (competitor name, website origin, page address). */
async function loadExisting(tx: Database, projectId: string) {
  const competitorRows = await tx
    .select()
    .from(competitors)
    .where(eq(competitors.projectId, projectId))
    .orderBy(asc(competitors.createdAt), asc(competitors.id));
  const competitorByKey = new Map<string, CompetitorRow>();
  for (const row of competitorRows) {
    const key = competitorKey(row.name);
    if (!competitorByKey.has(key)) competitorByKey.set(key, row);
  }
  const nameOf = new Map(competitorRows.map((row) => [row.id, row.name]));
  const websiteRows = competitorRows.length
    ? await tx
        .select()
        .from(websites)
        .where(
          inArray(
            websites.competitorId,
            competitorRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(websites.createdAt), asc(websites.id))
    : [];
  const websiteByKey = new Map<string, WebsiteRow>();
  const keyOfWebsite = new Map<string, string>();
  for (const row of websiteRows) {
    const key = websiteKey(nameOf.get(row.competitorId) ?? '', row.url);
    keyOfWebsite.set(row.id, key);
    if (!websiteByKey.has(key)) websiteByKey.set(key, row);
  }
  const pageRows = websiteRows.length
    ? await tx
        .select({ websiteId: pages.websiteId, url: pages.url })
        .from(pages)
        .where(
          inArray(
            pages.websiteId,
            websiteRows.map((row) => row.id),
          ),
        )
    : [];
  // A page counts as there under every website of the same competitor and origin (the key), not just the first.
  const pageKeys = new Set(pageRows.map((row) => pageKey(keyOfWebsite.get(row.websiteId) ?? '', row.url)));
  return { competitorByKey, websiteByKey, pageKeys };
}

/**
 * Imports a CSV file into a project (see readImportCsv and planImport in the
 * contract). A dry run writes nothing; the real import writes every valid
 * row's competitor, website and page, found or created, with their usual
 * events, in one transaction; rows that break a rule are reported and skipped.
 */
export async function importProjectCsv(
  db: Database,
  actor: Actor,
  projectId: string,
  csv: string,
  options: { dryRun: boolean },
): Promise<ImportReport> {
  // Access first: a stranger's project is "not found" whatever the file holds.
  await findProjectForUser(db, actor.userId, projectId, 'edit');
  let rows;
  try {
    rows = readImportCsv(csv, parse);
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(error.status, error.detail);
    throw error;
  }

  return db.transaction(async (tx) => {
    const project = await findProjectForUser(tx, actor.userId, projectId, 'edit');
    const existing = await loadExisting(tx, project.id);
    const plan = planImport(rows, {
      competitors: new Set(existing.competitorByKey.keys()),
      websites: new Set(existing.websiteByKey.keys()),
      pages: existing.pageKeys,
    });
    if (options.dryRun) return importReportOf(plan, true);

    const competitorOf = new Map(existing.competitorByKey);
    for (const [key, name] of plan.competitors) {
      competitorOf.set(key, await insertCompetitor(tx, actor, project.id, { name }));
    }
    const websiteOf = new Map(existing.websiteByKey);
    for (const [key, { competitorKey: owner, url }] of plan.websites) {
      const competitor = competitorOf.get(owner)!;
      websiteOf.set(key, await insertWebsite(tx, actor, competitor, { name: websiteNameOf(url), url }));
    }
    for (const page of plan.pages) {
      const website = websiteOf.get(page.websiteKey)!;
      await insertPage(
        tx,
        actor,
        { website, projectId: project.id },
        {
          name: page.value.page_name,
          url: page.value.url,
          css_selector: page.value.css_selector ?? null,
          alert_keywords: page.value.keywords,
        },
      );
    }
    return importReportOf(plan, false);
  });
}
