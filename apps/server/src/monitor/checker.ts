import type { CheckOutcome, ContentAlert } from '@spyglass/api/schema';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  competitors,
  pages,
  pageScreenshots,
  pageSnapshots,
  websites,
  type Database,
  type PageChangeRow,
  type PageRow,
} from '../db';
import { type BrowserService, changedRegions, type OpenRendering, type Shot } from './browser';
import { cleanText } from './cleanText';
import type { MonitorConfig } from './config';
import type { Fetcher, FetchResult } from './fetcher';
import { ReaderFailure, type ReaderPool, type Urgency } from './readerPool';
import type { CheckWrite, PageOutcome, ResultWriter } from './resultWriter';
import { nextCheckAfterFailure, nextCheckAfterSuccess, type Clock } from './schedule';

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
  /** Renders the pages fetched with a browser. */
  browser: BrowserService;
  reader: ReaderPool;
  config: MonitorConfig;
  clock: Clock;
  random: () => number;
  writer: ResultWriter;
}

export interface CheckOptions {
  /** A person waiting (check now) goes before the schedule for the reading threads. */
  urgency: Urgency;
  /** Called once the page is fetched and read, before anything is written. */
  onFetched?: () => void;
  /** Ends the fetch (the monitor is stopping); the check then throws and writes nothing. */
  signal?: AbortSignal;
}

/** The page's lease went to another worker (it expired), or the page was edited or deleted: this check's result is dropped. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** How long a scheduled result may wait for others to share its write (nobody waits for it). */
const GATHER_MS = 10;

/** What a page shows when its check broke down for a reason of ours, not the page's. */
export const CHECK_BROKE_DOWN = 'The check could not be completed; it will be tried again later';

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

const sameKeyword = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

type Decision = { outcome: CheckOutcome; write: CheckWrite };

/** A text to store: the first one (baseline), or a different one, still to be diffed. */
interface NewText {
  outcome: 'baseline' | 'changed';
  write: Omit<Extract<CheckWrite, { kind: 'baseline' }>, 'kind' | 'snapshotsKept'>;
}

/** What a page's fetcher brought back; a rendered page stays open until the check is done with it. */
interface Fetched {
  fetched: FetchResult;
  rendering: OpenRendering | null;
}

const isNewText = (step: Decision | NewText): step is NewText => !('kind' in step.write);

/**
 * One check of one page, a chain of small steps: fetch, read (on a reading
 * thread), compare, diff (on a reading thread) and hand the result to the
 * writer. The page must be leased to `owner`; the write holds only while
 * that lease does, so a worker whose lease expired mid-check writes nothing.
 */
export async function checkPage(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  options: CheckOptions,
): Promise<CheckResult> {
  let step: Decision | NewText;
  try {
    step = await decide(deps, target, owner, options);
  } finally {
    options.onFetched?.();
  }
  const decision = isNewText(step) ? await compareWithLastSnapshot(deps, target, owner, step, options.urgency) : step;
  return writeDecision(deps, target, owner, decision, options.urgency === 'now' ? 0 : GATHER_MS);
}

async function writeDecision(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  decision: Decision,
  gatherMs = 0,
): Promise<CheckResult> {
  const receipt = await deps.writer.write(decision.write, gatherMs);
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

/** A failed check: the page keeps its last text and is tried again later, later after each failure in a row. */
function failure(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  status: number | null,
  error: string,
): Decision {
  const { page } = target;
  const now = deps.clock.now();
  const failures = page.failureCount + 1;
  return {
    outcome: 'error',
    write: {
      kind: 'quiet',
      checked: { page, competitorId: target.competitorId, projectId: target.projectId },
      owner,
      outcome: {
        checkedAt: now,
        nextCheckAt: nextCheckAfterFailure(now, target.checkFrequencyMinutes, failures, deps.random),
        lastStatus: status,
        lastError: cleanText(error),
        failureCount: failures,
        etag: page.etag,
        lastModified: page.lastModified,
      },
    },
  };
}

/** Records a check that threw (a bug, a database error) as a failure with backoff; answers the page after it. */
export async function recordCheckFailure(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  error = CHECK_BROKE_DOWN,
): Promise<CheckResult> {
  return writeDecision(deps, target, owner, failure(deps, target, owner, null, error));
}

/** Fetches the page with its fetcher: a GET, or a render in a browser (whose page stays open for its screenshot). */
async function fetchPage(deps: CheckerDeps, page: PageRow, options: CheckOptions): Promise<Fetched> {
  const signal = options.signal ? { signal: options.signal } : {};
  if (page.fetcher !== 'browser') {
    const fetched = await deps.fetcher.fetch({
      url: page.url,
      etag: page.etag,
      lastModified: page.lastModified,
      ...signal,
    });
    return { fetched, rendering: null };
  }
  const rendered = await deps.browser.render({
    url: page.url,
    waitForSelector: page.waitForSelector,
    timeoutMs: page.timeoutSeconds === null ? null : page.timeoutSeconds * 1000,
    focusSelector: page.cssSelector,
    urgency: options.urgency,
    ...signal,
  });
  if (rendered.kind === 'error') return { fetched: rendered, rendering: null };
  return {
    fetched: {
      kind: 'ok',
      status: rendered.status,
      url: rendered.url,
      contentType: rendered.contentType,
      body: rendered.body,
      truncated: rendered.truncated,
      // A rendered page is never asked for conditionally: its scripts may draw something new on an unchanged document.
      etag: null,
      lastModified: null,
    },
    rendering: rendered,
  };
}

/** What the page reads about a check that was cut short but still compared. */
function cutNote(deps: CheckerDeps, truncated: boolean, rendering: OpenRendering | null): string | null {
  const { config } = deps;
  if (truncated) {
    const cap = megabytes(config.MONITOR_MAX_BODY_BYTES);
    return `The page is larger than ${cap}; only its first ${cap} were compared`;
  }
  if (rendering?.limited === 'requests') {
    return `The page made more than ${config.MONITOR_BROWSER_MAX_REQUESTS} requests; it was read without the rest`;
  }
  if (rendering?.limited === 'bytes') {
    return `The page downloaded more than ${megabytes(config.MONITOR_BROWSER_MAX_BYTES)}; it was read without the rest`;
  }
  return null;
}

async function decide(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  options: CheckOptions,
): Promise<Decision | NewText> {
  const { fetched, rendering } = await fetchPage(deps, target.page, options);
  try {
    return await decideOn(deps, target, owner, options, fetched, rendering);
  } finally {
    await rendering?.close();
  }
}

async function decideOn(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  options: CheckOptions,
  fetched: FetchResult,
  rendering: OpenRendering | null,
): Promise<Decision | NewText> {
  const { page } = target;
  const checked = { page, competitorId: target.competitorId, projectId: target.projectId };
  const now = deps.clock.now();

  const success = (fields: Pick<PageOutcome, 'lastStatus' | 'lastError' | 'etag' | 'lastModified'>): PageOutcome => ({
    checkedAt: now,
    nextCheckAt: nextCheckAfterSuccess(now, target.checkFrequencyMinutes, deps.random),
    failureCount: 0,
    ...fields,
  });

  if (fetched.kind === 'error') return failure(deps, target, owner, fetched.status, fetched.error);

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

  const reading = await deps.reader.read(
    {
      body: fetched.body,
      contentType: fetched.contentType,
      selector: page.cssSelector,
      keywords: page.alertKeywords,
      knownHash: page.contentHash,
    },
    options.urgency,
  );
  if (!reading.ok) return failure(deps, target, owner, fetched.status, reading.error);

  // A cut body is still compared (its first part is stable), and the cut is said on the page.
  const note = cutNote(deps, fetched.truncated, rendering);
  const outcome = success({
    lastStatus: fetched.status,
    lastError: note,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
  });
  const { text, hash, hits } = reading;
  const present = hits.map((hit) => hit.keyword);
  const appeared = hits.filter((hit) => !page.presentKeywords.some((keyword) => sameKeyword(keyword, hit.keyword)));

  if (text !== null) {
    // Only a text that will be stored earns a screenshot: the picture of that snapshot.
    const shot = rendering ? await rendering.screenshot() : null;
    const news = { checked, owner, outcome, text, hash, present, shot };
    // The first check (or the first since the address or selector changed) is the baseline: no events.
    if (page.contentHash === null) return { outcome: 'baseline', write: { ...news, appeared: [] } };
    return { outcome: 'changed', write: { ...news, appeared } };
  }
  // Same text; only a newly watched keyword can be news here.
  if (appeared.length > 0 || present.length !== page.presentKeywords.length) {
    return { outcome: 'unchanged', write: { kind: 'alerts', checked, owner, outcome, present, appeared } };
  }
  return { outcome: 'unchanged', write: { kind: 'quiet', checked, owner, outcome } };
}

/** The page's last snapshot and how many it has: a changed text is diffed against it, and the count drives pruning. */
async function lastSnapshot(
  db: Database,
  pageId: string,
): Promise<{ id: string; text: string; kept: number; screenshotId: string | null } | null> {
  const [row] = await db
    .select({
      id: pageSnapshots.id,
      text: pageSnapshots.text,
      kept: sql<number>`count(*) over ()`.mapWith(Number),
      screenshotId: pageScreenshots.id,
    })
    .from(pageSnapshots)
    .leftJoin(pageScreenshots, eq(pageScreenshots.snapshotId, pageSnapshots.id))
    .where(eq(pageSnapshots.pageId, pageId))
    .orderBy(desc(pageSnapshots.createdAt))
    .limit(1);
  return row ?? null;
}

/** Where the new screenshot differs from the last one: both pictures' cell hashes compared. */
async function regionsAgainst(db: Database, screenshotId: string | null, shot: Shot | null) {
  if (!screenshotId || !shot) return [];
  const [before] = await db
    .select({ width: pageScreenshots.width, height: pageScreenshots.height, cells: pageScreenshots.cells })
    .from(pageScreenshots)
    .where(eq(pageScreenshots.id, screenshotId));
  return before ? changedRegions(before, shot) : [];
}

/** Diffs a changed text against the last snapshot (on a reading thread) and counts the snapshots kept. */
async function compareWithLastSnapshot(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  { outcome, write }: NewText,
  urgency: Urgency,
): Promise<Decision> {
  const previous = await lastSnapshot(deps.db, target.page.id);
  const snapshotsKept = previous?.kept ?? 0;
  if (outcome === 'baseline') return { outcome, write: { kind: 'baseline', ...write, snapshotsKept } };
  try {
    const diff = await deps.reader.diff({ before: previous?.text ?? '', after: write.text }, urgency);
    const before = previous?.screenshotId ?? null;
    const regions = await regionsAgainst(deps.db, before, write.shot);
    return {
      outcome,
      write: { kind: 'changed', ...write, diff, snapshotsKept, beforeScreenshotId: before, regions },
    };
  } catch (error) {
    if (error instanceof ReaderFailure) return failure(deps, target, owner, write.outcome.lastStatus, error.message);
    throw error;
  }
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
