import { createHash } from 'node:crypto';
import type { CheckOutcome, ContentAlert } from '@spyglass/api/schema';
import { eq, inArray } from 'drizzle-orm';
import { competitors, pages, websites, type Database } from '../db';
import type { MonitorConfig } from './config';
import { extractText } from './extractor';
import type { Fetcher } from './fetcher';
import { findKeywords } from './keywords';
import type { CheckWrite, PageChangeRow, PageOutcome, PageRow, ResultWriter } from './resultWriter';
import { nextCheckAfterFailure, nextCheckAfterSuccess, type Clock } from './schedule';

export type { PageChangeRow, PageRow } from './resultWriter';

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
  writer: ResultWriter;
}

/** The page's lease went to another worker (it expired), or the page was edited or deleted: this check's result is dropped. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

const sameKeyword = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

type Decision = { outcome: CheckOutcome; write: CheckWrite };

/**
 * One check of one page: fetch, extract, compare, and hand what it found to
 * the writer. The page must be leased to `owner`; the write holds only while
 * that lease does, so a worker whose lease expired mid-check writes nothing.
 */
export async function checkPage(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  /** Called once the network part is over (the page is fetched and read), before anything is written. */
  onFetched?: () => void,
): Promise<CheckResult> {
  let decision: Decision;
  try {
    decision = await decide(deps, target, owner);
  } finally {
    onFetched?.();
  }
  const receipt = await deps.writer.write(decision.write);
  if (!receipt.written)
    throw new LeaseLostError(`Page ${target.page.id} is no longer leased to ${owner}, or was edited`);
  const { outcome } = decision.write;
  return {
    outcome: decision.outcome,
    status: outcome.lastStatus,
    error: outcome.lastError,
    change: receipt.change,
    alerts:
      'appeared' in decision.write ? decision.write.appeared.map(({ keyword, excerpt }) => ({ keyword, excerpt })) : [],
    page: receipt.page,
  };
}

async function decide(deps: CheckerDeps, target: CheckTarget, owner: string): Promise<Decision> {
  const { page } = target;
  const checked = { page, competitorId: target.competitorId, projectId: target.projectId };
  const now = deps.clock.now();
  const fetched = await deps.fetcher.fetch({ url: page.url, etag: page.etag, lastModified: page.lastModified });

  const failure = (status: number | null, error: string): Decision => {
    const failures = page.failureCount + 1;
    return {
      outcome: 'error',
      write: {
        kind: 'quiet',
        checked,
        owner,
        outcome: {
          checkedAt: now,
          nextCheckAt: nextCheckAfterFailure(now, target.checkFrequencyMinutes, failures, deps.random),
          lastStatus: status,
          lastError: error,
          failureCount: failures,
          etag: page.etag,
          lastModified: page.lastModified,
        },
      },
    };
  };
  const success = (fields: Pick<PageOutcome, 'lastStatus' | 'lastError' | 'etag' | 'lastModified'>): PageOutcome => ({
    checkedAt: now,
    nextCheckAt: nextCheckAfterSuccess(now, target.checkFrequencyMinutes, deps.random),
    failureCount: 0,
    ...fields,
  });

  if (fetched.kind === 'error') return failure(fetched.status, fetched.error);

  if (fetched.kind === 'not_modified') {
    // The server vouches that nothing changed: the last text (and its keywords) still stand.
    const outcome = success({
      lastStatus: 304,
      lastError: null,
      etag: fetched.etag ?? page.etag,
      lastModified: fetched.lastModified ?? page.lastModified,
    });
    return { outcome: 'not_modified', write: { kind: 'quiet', checked, owner, outcome } };
  }

  const extraction = extractText(fetched.body, fetched.contentType, page.cssSelector);
  if (!extraction.ok) return failure(fetched.status, extraction.error);

  const cap = megabytes(deps.config.MONITOR_MAX_BODY_BYTES);
  // A cut body is still compared (its first part is stable), and the cut is said on the page.
  const note = fetched.truncated ? `The page is larger than ${cap}; only its first ${cap} were compared` : null;
  const outcome = success({
    lastStatus: fetched.status,
    lastError: note,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
  });
  const { text } = extraction;
  const hash = sha256(text);
  const hits = page.alertKeywords.length > 0 ? findKeywords(text, page.alertKeywords) : [];
  const present = hits.map((hit) => hit.keyword);
  const appeared = hits.filter((hit) => !page.presentKeywords.some((keyword) => sameKeyword(keyword, hit.keyword)));

  if (page.contentHash === null) {
    // The first check (or the first since the address or selector changed) is the baseline: no events.
    return {
      outcome: 'baseline',
      write: { kind: 'baseline', checked, owner, outcome, text, hash, present, appeared: [] },
    };
  }
  if (hash !== page.contentHash) {
    return { outcome: 'changed', write: { kind: 'changed', checked, owner, outcome, text, hash, present, appeared } };
  }
  // Same text; only a newly watched keyword can be news here.
  if (appeared.length > 0 || present.length !== page.presentKeywords.length) {
    return { outcome: 'unchanged', write: { kind: 'alerts', checked, owner, outcome, present, appeared } };
  }
  return { outcome: 'unchanged', write: { kind: 'quiet', checked, owner, outcome } };
}

/** Loads what a check needs for the given pages (all of them, whatever their state). */
export async function loadTargets(db: Database, pageIds: string[]): Promise<CheckTarget[]> {
  if (pageIds.length === 0) return [];
  return db
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
}
