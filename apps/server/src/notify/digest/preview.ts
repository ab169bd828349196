import {
  DIGEST_PAGE_FACTS_MAX,
  readClassification,
  type DigestCompetitor,
  type DigestPreview,
} from '@spyglass/api/schema';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { activityEvents, competitors, pages, type Database } from '../../db';
import type { AppLinks } from '../links';

type Counts = { content_alerts: number; changes: number };
/** Alerts first, then the most changed. */
const mostImportant = (a: Counts, b: Counts) => b.content_alerts - a.content_alerts || b.changes - a.changes;

/**
 * What a project's digest holds for [from, to): its changes and content
 * alerts, by competitor then page, the most important first, each page
 * linked to its change history. Pages deleted since are left out.
 */
export async function buildDigestPreview(
  db: Database,
  project: { id: string; name: string },
  from: Date,
  to: Date,
  links: AppLinks,
): Promise<DigestPreview> {
  const rows = await db
    .select({
      type: activityEvents.type,
      data: activityEvents.additionalData,
      pageId: pages.id,
      pageName: pages.name,
      pageUrl: pages.url,
      websiteId: pages.websiteId,
      competitorId: competitors.id,
      competitorName: competitors.name,
    })
    .from(activityEvents)
    .innerJoin(pages, eq(pages.id, activityEvents.pageId))
    .innerJoin(competitors, eq(competitors.id, activityEvents.competitorId))
    .where(
      and(
        eq(activityEvents.projectId, project.id),
        inArray(activityEvents.type, ['page_changed', 'content_alert']),
        gte(activityEvents.createdAt, from),
        lt(activityEvents.createdAt, to),
      ),
    )
    .orderBy(desc(activityEvents.createdAt));
  const byCompetitor = new Map<string, DigestCompetitor>();
  for (const row of rows) {
    let competitor = byCompetitor.get(row.competitorId);
    if (!competitor) {
      competitor = { id: row.competitorId, name: row.competitorName, content_alerts: 0, changes: 0, pages: [] };
      byCompetitor.set(row.competitorId, competitor);
    }
    let page = competitor.pages.find((entry) => entry.id === row.pageId);
    if (!page) {
      page = {
        id: row.pageId,
        name: row.pageName,
        url: row.pageUrl,
        content_alerts: 0,
        changes: 0,
        latest_summary: null,
        facts: [],
        keywords: [],
        link: links.pageChanges({
          projectId: project.id,
          competitorId: row.competitorId,
          websiteId: row.websiteId,
          pageId: row.pageId,
        }),
      };
      competitor.pages.push(page);
    }
    if (row.type === 'content_alert') {
      competitor.content_alerts += 1;
      page.content_alerts += 1;
      const keyword = row.data?.keyword;
      if (typeof keyword === 'string' && !page.keywords.includes(keyword)) page.keywords.push(keyword);
    } else {
      competitor.changes += 1;
      page.changes += 1;
      const summary = row.data?.summary;
      // Rows come newest first: the first summary met is the latest.
      if (page.latest_summary === null && typeof summary === 'string') page.latest_summary = summary;
      const facts = readClassification(row.data?.classification)?.facts ?? [];
      page.facts.push(...facts.slice(0, DIGEST_PAGE_FACTS_MAX - page.facts.length));
    }
  }
  const list = [...byCompetitor.values()].sort(mostImportant);
  for (const competitor of list) {
    competitor.pages.sort(mostImportant);
    // The latest facts were kept; they are told in the order they happened.
    for (const page of competitor.pages) page.facts.reverse();
  }
  return {
    project,
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      content_alerts: list.reduce((sum, entry) => sum + entry.content_alerts, 0),
      changes: list.reduce((sum, entry) => sum + entry.changes, 0),
    },
    competitors: list,
  };
}
