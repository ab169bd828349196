import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { discoveries, pages, websites, type Database, type DiscoveryRow } from '../db';
import type { DiscoveredPageRecord } from '../db/schema';

/** The SQL of discoveries, one function per question. */

export async function insertDiscovery(
  db: Database,
  values: { websiteId: string; userId: string; maxRequests: number },
): Promise<DiscoveryRow> {
  const [row] = await db.insert(discoveries).values(values).returning();
  return row!;
}

export async function findDiscovery(db: Database, id: string): Promise<DiscoveryRow | undefined> {
  const [row] = await db.select().from(discoveries).where(eq(discoveries.id, id)).limit(1);
  return row;
}

/** The website's discovery still moving (touched within `staleMs`), if any. */
export async function findRunningDiscovery(
  db: Database,
  websiteId: string,
  staleMs: number,
): Promise<DiscoveryRow | undefined> {
  const [row] = await db
    .select()
    .from(discoveries)
    .where(
      and(
        eq(discoveries.websiteId, websiteId),
        eq(discoveries.status, 'running'),
        sql`${discoveries.updatedAt} > now() - ${`${staleMs} milliseconds`}::interval`,
      ),
    )
    .orderBy(desc(discoveries.createdAt))
    .limit(1);
  return row;
}

export async function countRunningForUser(db: Database, userId: string, staleMs: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(discoveries)
    .where(
      and(
        eq(discoveries.userId, userId),
        eq(discoveries.status, 'running'),
        sql`${discoveries.updatedAt} > now() - ${`${staleMs} milliseconds`}::interval`,
      ),
    );
  return Number(row?.value ?? 0);
}

/** The addresses the website's last finished discovery found, or null when it has none. */
export async function previousFindings(db: Database, websiteId: string, before: string): Promise<Set<string> | null> {
  const [row] = await db
    .select({ pages: discoveries.pages })
    .from(discoveries)
    .where(
      and(
        eq(discoveries.websiteId, websiteId),
        inArray(discoveries.status, ['done', 'cancelled']),
        sql`${discoveries.id} <> ${before}::uuid`,
      ),
    )
    .orderBy(desc(discoveries.createdAt))
    .limit(1);
  return row ? new Set(row.pages.map((page) => page.url)) : null;
}

/** Records progress; answers whether someone asked the discovery to stop. */
export async function saveProgress(
  db: Database,
  id: string,
  progress: { pages: DiscoveredPageRecord[]; requests: number; source: string | null },
): Promise<boolean> {
  const [row] = await db
    .update(discoveries)
    .set({ pages: progress.pages, requests: progress.requests, source: progress.source, updatedAt: sql`now()` })
    .where(eq(discoveries.id, id))
    .returning({ cancel: discoveries.cancelRequested });
  return row?.cancel ?? true;
}

export async function finishDiscovery(
  db: Database,
  id: string,
  outcome: {
    status: 'done' | 'failed' | 'cancelled';
    error: string | null;
    pages: DiscoveredPageRecord[];
    requests: number;
    source: string | null;
  },
): Promise<void> {
  await db
    .update(discoveries)
    .set({ ...outcome, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(discoveries.id, id));
}

/** Asks a running discovery to stop; a stale one (its process is gone) is ended here. */
export async function requestCancel(db: Database, id: string, staleMs: number): Promise<void> {
  await db
    .update(discoveries)
    .set({
      cancelRequested: true,
      status: sql`CASE WHEN ${discoveries.updatedAt} <= now() - ${`${staleMs} milliseconds`}::interval THEN 'cancelled' ELSE ${discoveries.status} END`,
      finishedAt: sql`CASE WHEN ${discoveries.updatedAt} <= now() - ${`${staleMs} milliseconds`}::interval THEN now() ELSE ${discoveries.finishedAt} END`,
    })
    .where(and(eq(discoveries.id, id), eq(discoveries.status, 'running')));
}

/** Keeps the newest `keep` discoveries of a website. */
export async function pruneDiscoveries(db: Database, websiteId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: discoveries.id })
    .from(discoveries)
    .where(eq(discoveries.websiteId, websiteId))
    .orderBy(desc(discoveries.createdAt))
    .limit(keep);
  await db.delete(discoveries).where(and(eq(discoveries.websiteId, websiteId), notInArray(discoveries.id, newest)));
}

/** Every address the competitor's pages watch (on any of its websites). */
export async function watchedUrls(db: Database, competitorId: string): Promise<string[]> {
  const rows = await db
    .select({ url: pages.url })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(eq(websites.competitorId, competitorId));
  return rows.map((row) => row.url);
}
