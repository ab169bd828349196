import { createHash } from 'node:crypto';
import { MONITOR_ACTOR_NAME, type CheckOutcome, type ContentAlert } from '@spyglass/api/schema';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { competitors, pageChanges, pages, pageSnapshots, websites, type Database } from '../db';
import { recordActivity } from '../domain/activity';
import type { MonitorConfig } from './config';
import { diffTexts } from './differ';
import { extractText } from './extractor';
import type { Fetcher } from './fetcher';
import { findKeywords, type KeywordHit } from './keywords';
import type { ResultWriter } from './resultWriter';
import { nextCheckAfterFailure, nextCheckAfterSuccess, type Clock } from './schedule';

export type PageRow = typeof pages.$inferSelect;
export type PageChangeRow = typeof pageChanges.$inferSelect;

/** A page as the monitor claims it: the row plus what it needs from its website and competitor. */
export interface CheckTarget {
  page: PageRow;
  checkFrequencyMinutes: number;
  competitorId: string;
  projectId: string;
}

export interface CheckResult {
  outcome: CheckOutcome;
  status: number | null;
  error: string | null;
  change: PageChangeRow | null;
  alerts: ContentAlert[];
  /** The page after the check. */
  page: PageRow;
}

export interface CheckerDeps {
  db: Database;
  fetcher: Fetcher;
  config: MonitorConfig;
  clock: Clock;
  random: () => number;
  /** Groups the writes of checks that found nothing new; without it each is written at once (check now). */
  writer?: ResultWriter;
}

/** The page's lease went to another worker (it expired) or the page was deleted: this check's result is dropped. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

const MONITOR_ACTOR = { userId: null, name: MONITOR_ACTOR_NAME } as const;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

const sameKeyword = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

/**
 * One check of one page: fetch, extract, compare, and write what it found.
 * The page must be leased to `owner`; every write is conditioned on that
 * lease, so a worker whose lease expired mid-check writes nothing.
 */
export async function checkPage(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  /** Called once the network part is over (the page is fetched and read), before anything is written. */
  onFetched?: () => void,
): Promise<CheckResult> {
  const { page } = target;
  const fetched = await deps.fetcher.fetch({ url: page.url, etag: page.etag, lastModified: page.lastModified });

  if (fetched.kind === 'error') {
    onFetched?.();
    return recordFailure(deps, target, owner, fetched.status, fetched.error);
  }

  if (fetched.kind === 'not_modified') {
    onFetched?.();
    // The server vouches that nothing changed: the last text (and its keywords) still stand.
    const updated = await finishQuietly(deps, target, owner, {
      lastStatus: 304,
      lastError: null,
      failureCount: 0,
      etag: fetched.etag ?? page.etag,
      lastModified: fetched.lastModified ?? page.lastModified,
    });
    return { outcome: 'not_modified', status: 304, error: null, change: null, alerts: [], page: updated };
  }

  const extraction = extractText(fetched.body, fetched.contentType, page.cssSelector);
  onFetched?.();
  if (!extraction.ok) return recordFailure(deps, target, owner, fetched.status, extraction.error);

  // A cut body is still compared (its first part is stable), and the cut is said on the page.
  const note = fetched.truncated
    ? `The page is larger than ${megabytes(deps.config.MONITOR_MAX_BODY_BYTES)}; only its first ${megabytes(deps.config.MONITOR_MAX_BODY_BYTES)} were compared`
    : null;
  const text = extraction.text;
  const hash = sha256(text);
  const validators = {
    lastStatus: fetched.status,
    lastError: note,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
  };
  const hits = page.alertKeywords.length > 0 ? findKeywords(text, page.alertKeywords) : [];
  const present = hits.map((hit) => hit.keyword);
  const appeared = hits.filter((hit) => !page.presentKeywords.some((keyword) => sameKeyword(keyword, hit.keyword)));

  if (page.contentHash === null) {
    // The first check (or the first since the address or selector changed) is the baseline: no events.
    const updated = await deps.db.transaction(async (tx) => {
      const row = await finish(deps, target, owner, tx, { ...validators, contentHash: hash, presentKeywords: present });
      await storeSnapshot(deps, tx, page.id, hash, text, Number.POSITIVE_INFINITY);
      return row;
    });
    return { outcome: 'baseline', status: fetched.status, error: note, change: null, alerts: [], page: updated };
  }

  if (hash === page.contentHash) {
    // Same text; only a newly watched keyword can be news here.
    const keywordsMoved = appeared.length > 0 || present.length !== page.presentKeywords.length;
    if (!keywordsMoved) {
      const updated = await finishQuietly(deps, target, owner, { ...validators, failureCount: 0 });
      return { outcome: 'unchanged', status: fetched.status, error: note, change: null, alerts: [], page: updated };
    }
    const updated = await deps.db.transaction(async (tx) => {
      const row = await finish(deps, target, owner, tx, { ...validators, presentKeywords: present });
      await writeAlerts(tx, target, appeared);
      return row;
    });
    return {
      outcome: 'unchanged',
      status: fetched.status,
      error: note,
      change: null,
      alerts: toAlerts(appeared),
      page: updated,
    };
  }

  const [previous] = await deps.db
    .select({ text: pageSnapshots.text, kept: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pageSnapshots)
    .where(eq(pageSnapshots.pageId, page.id))
    .orderBy(desc(pageSnapshots.createdAt))
    .limit(1);
  const diff = diffTexts(previous?.text ?? '', text);
  const now = deps.clock.now();

  const { updated, change } = await deps.db.transaction(async (tx) => {
    const row = await finish(deps, target, owner, tx, {
      ...validators,
      contentHash: hash,
      presentKeywords: present,
      lastChangedAt: now,
    });
    await storeSnapshot(deps, tx, page.id, hash, text, previous?.kept ?? 0);
    const [changeRow] = await tx
      .insert(pageChanges)
      .values({
        pageId: page.id,
        addedLines: diff.addedLines,
        removedLines: diff.removedLines,
        summary: diff.summary,
        diff: diff.diff,
      })
      .returning();
    await recordActivity(tx, {
      projectId: target.projectId,
      competitorId: target.competitorId,
      websiteId: page.websiteId,
      pageId: page.id,
      type: 'page_changed',
      targetType: 'page',
      targetId: page.id,
      description: `Page ${page.name} changed: ${diff.addedLines} ${diff.addedLines === 1 ? 'line' : 'lines'} added, ${diff.removedLines} removed`,
      additionalData: {
        added_lines: diff.addedLines,
        removed_lines: diff.removedLines,
        summary: diff.summary,
        url: page.url,
        change_id: changeRow!.id,
      },
      actor: MONITOR_ACTOR,
    });
    await writeAlerts(tx, target, appeared);
    return { updated: row, change: changeRow! };
  });
  return { outcome: 'changed', status: fetched.status, error: note, change, alerts: toAlerts(appeared), page: updated };
}

function toAlerts(hits: KeywordHit[]): ContentAlert[] {
  return hits.map((hit) => ({ keyword: hit.keyword, excerpt: hit.excerpt }));
}

async function writeAlerts(tx: Database, target: CheckTarget, hits: KeywordHit[]): Promise<void> {
  for (const hit of hits) {
    await recordActivity(tx, {
      projectId: target.projectId,
      competitorId: target.competitorId,
      websiteId: target.page.websiteId,
      pageId: target.page.id,
      type: 'content_alert',
      targetType: 'page',
      targetId: target.page.id,
      description: `Keyword "${hit.keyword}" appeared on page ${target.page.name}`,
      additionalData: { keyword: hit.keyword, excerpt: hit.excerpt, url: target.page.url },
      actor: MONITOR_ACTOR,
    });
  }
}

/**
 * Stores the new text and deletes the page's snapshots beyond the retention
 * bound; `kept` (how many there were) spares the delete when under it.
 */
async function storeSnapshot(
  deps: CheckerDeps,
  tx: Database,
  pageId: string,
  hash: string,
  text: string,
  kept: number,
): Promise<void> {
  await tx.insert(pageSnapshots).values({ pageId, contentHash: hash, text, createdAt: sql`clock_timestamp()` });
  const retention = deps.config.MONITOR_SNAPSHOT_RETENTION;
  if (kept + 1 <= retention) return;
  const [oldestKept] = await tx
    .select({ createdAt: pageSnapshots.createdAt })
    .from(pageSnapshots)
    .where(eq(pageSnapshots.pageId, pageId))
    .orderBy(desc(pageSnapshots.createdAt))
    .offset(retention - 1)
    .limit(1);
  if (oldestKept) {
    await tx
      .delete(pageSnapshots)
      .where(and(eq(pageSnapshots.pageId, pageId), lt(pageSnapshots.createdAt, oldestKept.createdAt)));
  }
}

async function recordFailure(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  status: number | null,
  error: string,
): Promise<CheckResult> {
  const failures = target.page.failureCount + 1;
  const updated = await finishQuietly(
    deps,
    target,
    owner,
    {
      lastStatus: status,
      lastError: error,
      failureCount: failures,
      etag: target.page.etag,
      lastModified: target.page.lastModified,
    },
    nextCheckAfterFailure(deps.clock.now(), target.checkFrequencyMinutes, failures, deps.random),
  );
  return { outcome: 'error', status, error, change: null, alerts: [], page: updated };
}

/**
 * Records the check on the page, schedules the next one and releases the
 * lease, only while the lease is still ours; then stamps the website.
 */
async function finish(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  db: Database,
  set: Partial<typeof pages.$inferInsert>,
  nextCheckAt: Date = nextCheckAfterSuccess(deps.clock.now(), target.checkFrequencyMinutes, deps.random),
): Promise<PageRow> {
  const now = deps.clock.now();
  const [row] = await db
    .update(pages)
    .set({ failureCount: 0, ...set, lastCheckedAt: now, nextCheckAt, leaseOwner: null, leaseUntil: null })
    .where(
      and(
        eq(pages.id, target.page.id),
        eq(pages.leaseOwner, owner),
        // Edited meanwhile (another address or selector): this result is stale.
        eq(pages.url, target.page.url),
        target.page.cssSelector === null ? isNull(pages.cssSelector) : eq(pages.cssSelector, target.page.cssSelector),
      ),
    )
    .returning();
  if (!row) throw new LeaseLostError(`Page ${target.page.id} is no longer leased to ${owner}, or was edited`);
  await db.update(websites).set({ lastCheckedAt: now }).where(eq(websites.id, row.websiteId));
  return row;
}

type QuietFields = Pick<PageRow, 'lastStatus' | 'lastError' | 'failureCount' | 'etag' | 'lastModified'>;

/** Records a check that found nothing new: through the grouped writer when there is one. */
async function finishQuietly(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  fields: QuietFields,
  nextCheckAt: Date = nextCheckAfterSuccess(deps.clock.now(), target.checkFrequencyMinutes, deps.random),
): Promise<PageRow> {
  if (!deps.writer) return finish(deps, target, owner, deps.db, fields, nextCheckAt);
  const checkedAt = deps.clock.now();
  const written = await deps.writer.write({
    pageId: target.page.id,
    owner,
    url: target.page.url,
    cssSelector: target.page.cssSelector,
    checkedAt,
    nextCheckAt,
    ...fields,
  });
  if (!written) throw new LeaseLostError(`Page ${target.page.id} is no longer leased to ${owner}, or was edited`);
  return { ...target.page, ...fields, lastCheckedAt: checkedAt, nextCheckAt, leaseOwner: null, leaseUntil: null };
}

/** Loads what a check needs for the given pages (all of them, whatever their state). */
export async function loadTargets(db: Database, pageIds: string[]): Promise<CheckTarget[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .select({
      page: pages,
      checkFrequencyMinutes: websites.checkFrequencyMinutes,
      competitorId: websites.competitorId,
      projectId: competitors.projectId,
    })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .where(inArray(pages.id, pageIds));
  return rows;
}
