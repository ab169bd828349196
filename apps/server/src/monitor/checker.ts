import type { CheckOutcome, ContentAlert } from '@spyglass/api/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { competitors, pages, pageScreenshots, websites, type Database, type PageChangeRow, type PageRow } from '../db';
import { statementPerDatabase } from '../db/namedStatement';
import { asBuffer, isDeltaPacked, type StoredText } from '../db/packedText';
import { type BrowserService, changedRegions, type OpenRendering, type Shot } from './browser';
import { bodyFingerprint } from './bodyFingerprint';
import { cleanText } from './cleanText';
import type { MonitorConfig } from './config';
import type { Fetcher, FetchResult } from './fetcher';
import type { NoiseRules } from './noise/pageRules';
import type { ComparedChange } from './pageReading';
import { ReaderFailure, type ReaderPool, type Urgency } from './readerPool';
import type { CheckWrite, KeywordAlert, PageOutcome, ResultWriter, WriteOptions } from './resultWriter';
import type { PageStructure } from './structure';
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
  /**
   * Called once the page's bytes are in (its host may be asked for the next
   * page), or for a page in a browser once it is read (its browser page stays
   * open till then).
   */
  onFetched?: () => void;
  /** Called once the page is read (its bytes are let go), before anything is written. */
  onRead?: () => void;
  /** Ends the fetch (the monitor is stopping); the check then throws and writes nothing. */
  signal?: AbortSignal;
  /** Whether other checks are still to be fetched or read: their results may share this one's write. */
  othersComing?: () => boolean;
}

/** The page's lease went to another worker (it expired), or the page was edited or deleted: this check's result is dropped. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

/** How long a scheduled result may wait for others to share its write (nobody waits for it). */
const GATHER_MS = 50;

/** What a page shows when its check broke down for a reason of ours, not the page's. */
export const CHECK_BROKE_DOWN = 'The check could not be completed; it will be tried again later';

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

const sameKeyword = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
const includesKeyword = (list: readonly string[], keyword: string) => list.some((each) => sameKeyword(each, keyword));

type Decision = { outcome: CheckOutcome; write: CheckWrite };

type BaselineFields = Omit<Extract<CheckWrite, { kind: 'baseline' }>, 'kind' | 'snapshotsKept'>;

/**
 * A text to store: the first one (baseline, packed as it is stored), or a
 * different one, still to be diffed, which packs it (its UTF-8 bytes).
 */
type NewText =
  | { outcome: 'baseline'; write: BaselineFields }
  | { outcome: 'changed'; write: Omit<BaselineFields, 'packedText'> & { utf8: Uint8Array } };

/** What the read page came to, and the watched keywords that left it (their sentences still to be found). */
interface Reading {
  step: Decision | NewText;
  gone: string[];
}

/** What a page's fetcher brought back; a rendered page stays open until the check is done with it. */
interface Fetched {
  fetched: FetchResult;
  rendering: OpenRendering | null;
}

const isNewText = (step: Decision | NewText): step is NewText => !('kind' in step.write);

/** The page's noise rules as the reading thread takes them. */
const rulesOf = (page: PageRow): NoiseRules => ({ ignoreRules: page.ignoreRules, ignorePresets: page.ignorePresets });

const watchesAppearing = (page: PageRow) => page.keywordAlerts !== 'disappear';
const watchesDisappearing = (page: PageRow) => page.keywordAlerts !== 'appear';

/**
 * Whether a change is told with a `page_changed`: not when the page alerts
 * on keywords only, and only when it is large enough, on the side the page
 * cares about (lines added, removed, or any).
 */
export function raisesChange(
  page: Pick<PageRow, 'alertOn' | 'minChangedLines' | 'keywordsOnly'>,
  change: Pick<ComparedChange, 'addedLines' | 'removedLines' | 'classification'>,
): boolean {
  if (page.keywordsOnly) return false;
  // A job posting that came or went in the page's markup alone counts as a line of its own.
  const facts = change.classification.facts;
  const added = Math.max(change.addedLines, facts.filter((fact) => fact.type === 'job_added').length);
  const removed = Math.max(change.removedLines, facts.filter((fact) => fact.type === 'job_removed').length);
  const counted = page.alertOn === 'added' ? added : page.alertOn === 'removed' ? removed : added + removed;
  return counted > 0 && counted >= Math.max(page.minChangedLines, 1);
}

/** Nothing the page's rules let through changed: no line, and no fact of its markup. */
const nothingChanged = (change: ComparedChange) =>
  change.addedLines + change.removedLines === 0 && change.classification.facts.length === 0;

/**
 * One check of one page, a chain of small steps: fetch (a GET, or a render
 * in a browser, whose text goes through the same steps), read (on a reading
 * thread: extract, rules, hash, keywords), compare with the last snapshot
 * (on a reading thread: rules, diff, classify), find the sentences of
 * keywords that left, and hand the result to the writer. The page must be
 * leased to `owner`; the write holds only while that lease does, so a worker
 * whose lease expired mid-check writes nothing.
 */
export async function checkPage(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  options: CheckOptions,
): Promise<CheckResult> {
  let reading: Reading;
  try {
    reading = await decide(deps, target, owner, options);
  } finally {
    options.onFetched?.();
    options.onRead?.();
  }
  const { step, gone } = reading;
  const decision = isNewText(step)
    ? await compareWithLastSnapshot(deps, target, owner, step, gone, options.urgency)
    : await withGoneKeywords(deps, target, step, gone, options.urgency);
  // Nobody waits for a scheduled result: it may wait for company while some is coming, and needs no page read back.
  return writeDecision(
    deps,
    target,
    owner,
    decision,
    options.urgency === 'now' ? {} : { gatherMs: options.othersComing?.() === false ? 0 : GATHER_MS, wholeRow: false },
  );
}

async function writeDecision(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  decision: Decision,
  writeOptions: WriteOptions = {},
): Promise<CheckResult> {
  const receipt = await deps.writer.write(decision.write, writeOptions);
  if (!receipt.written)
    throw new LeaseLostError(`Page ${target.page.id} is no longer leased to ${owner}, or was edited`);
  const { outcome } = decision.write;
  return {
    outcome: decision.outcome,
    status: outcome.lastStatus,
    error: outcome.lastError,
    change: receipt.change,
    alerts: 'alerts' in decision.write ? decision.write.alerts : [],
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
        bodyHash: null,
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

async function decide(deps: CheckerDeps, target: CheckTarget, owner: string, options: CheckOptions): Promise<Reading> {
  const { fetched, rendering } = await fetchPage(deps, target.page, options);
  if (!rendering) options.onFetched?.();
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
): Promise<Reading> {
  const { page } = target;
  const checked = { page, competitorId: target.competitorId, projectId: target.projectId };
  const now = deps.clock.now();

  const success = (
    fields: Pick<PageOutcome, 'lastStatus' | 'lastError' | 'etag' | 'lastModified' | 'bodyHash'>,
  ): PageOutcome => ({
    checkedAt: now,
    nextCheckAt: nextCheckAfterSuccess(now, target.checkFrequencyMinutes, deps.random),
    failureCount: 0,
    ...fields,
  });

  if (fetched.kind === 'error') return { step: failure(deps, target, owner, fetched.status, fetched.error), gone: [] };

  if (fetched.kind === 'not_modified') {
    // The server vouches that nothing changed: the last text (and its keywords) still stand.
    const outcome = success({
      lastStatus: 304,
      lastError: null,
      etag: fetched.etag ?? page.etag,
      lastModified: fetched.lastModified ?? page.lastModified,
      bodyHash: null,
    });
    return { step: { outcome: 'not_modified', write: { kind: 'quiet', checked, owner, outcome } }, gone: [] };
  }

  // A cut body is still compared (its first part is stable), and the cut is said on the page.
  const answered = {
    lastStatus: fetched.status,
    lastError: cutNote(deps, fetched.truncated, rendering),
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    bodyHash: bodyFingerprint(page, fetched.contentType, fetched.body),
  };
  if (page.contentHash !== null && page.bodyHash === answered.bodyHash) {
    // The same bytes, read the same way: the last reading's text, hash and keywords still stand.
    return {
      step: { outcome: 'unchanged', write: { kind: 'quiet', checked, owner, outcome: success(answered) } },
      gone: [],
    };
  }

  const reading = await deps.reader.read(
    {
      body: fetched.body,
      contentType: fetched.contentType,
      selector: page.cssSelector,
      removeSelectors: page.removeSelectors,
      keywords: page.alertKeywords,
      rules: rulesOf(page),
      knownHash: page.contentHash,
    },
    options.urgency,
  );
  if (!reading.ok) return { step: failure(deps, target, owner, fetched.status, reading.error), gone: [] };
  const outcome = success(answered);
  const { text, hash, hits, structure } = reading;
  const present = hits.map((hit) => hit.keyword);
  const appeared: KeywordAlert[] = watchesAppearing(page)
    ? hits
        .filter((hit) => !includesKeyword(page.presentKeywords, hit.keyword))
        .map((hit) => ({ ...hit, direction: 'appeared' }))
    : [];
  // A keyword still watched that was on the page and is not any more; one no longer watched just drops out.
  const gone = watchesDisappearing(page)
    ? page.presentKeywords.filter(
        (keyword) => includesKeyword(page.alertKeywords, keyword) && !includesKeyword(present, keyword),
      )
    : [];

  if (text !== null) {
    // Only a text that may be stored earns a screenshot: the picture of that snapshot.
    const shot = rendering ? await rendering.screenshot() : null;
    const news = { checked, owner, outcome, hash, structure, present, shot };
    // The first check (or the first since the address or selectors changed) is the baseline, packed as
    // it is stored: no events. (The page had no hash to read against, so the reading packed its text.)
    if ('packed' in text) {
      return { step: { outcome: 'baseline', write: { ...news, packedText: text.packed, alerts: [] } }, gone: [] };
    }
    return { step: { outcome: 'changed', write: { ...news, utf8: text.utf8, alerts: appeared } }, gone };
  }
  // Same compared text; only keywords can be news here.
  const presentMoved =
    present.length !== page.presentKeywords.length ||
    present.some((keyword) => !includesKeyword(page.presentKeywords, keyword));
  if (appeared.length > 0 || gone.length > 0 || presentMoved) {
    return {
      step: {
        outcome: 'unchanged',
        write: { kind: 'alerts', checked, owner, outcome, present, alerts: appeared, hash: null },
      },
      gone,
    };
  }
  return { step: { outcome: 'unchanged', write: { kind: 'quiet', checked, owner, outcome } }, gone: [] };
}

/** A page's last snapshot and how many it has: a changed text is diffed against it, and the count drives pruning. */
interface LastSnapshot {
  id: string;
  /** Its text as stored, with the base it is a difference from (db/packedText.ts). */
  text: StoredText;
  /** The snapshot named as that base; null when this one is whole. */
  baseId: string | null;
  structure: PageStructure | null;
  kept: number;
  screenshotId: string | null;
}

interface SnapshotRequest {
  pageId: string;
  resolve(snapshot: LastSnapshot | null): void;
  reject(error: unknown): void;
}

/**
 * The newest snapshot of each page asked for, through the (page, newest first)
 * index, with its base, its screenshot and how many the page keeps: one
 * statement, planned once per connection. (Before, one DISTINCT ON over every
 * snapshot of the pages sorted them all, each joined to its base's text.)
 */
const lastSnapshotsStatement = statementPerDatabase(
  'spyglass_last_snapshots',
  () => sql`
    SELECT wanted.page_id, s.id, s.text AS packed, s.base_id, b.text AS base, s.structure,
      (SELECT count(*)::integer FROM page_snapshots AS c WHERE c.page_id = wanted.page_id) AS kept,
      shot.id AS screenshot_id
    FROM (SELECT value::uuid AS page_id FROM jsonb_array_elements_text(${sql.placeholder('pageIds')}::jsonb)) AS wanted
    CROSS JOIN LATERAL (
      SELECT id, text, base_id, structure FROM page_snapshots
      WHERE page_id = wanted.page_id
      ORDER BY created_at DESC
      LIMIT 1
    ) AS s
    LEFT JOIN page_snapshots AS b ON b.id = s.base_id
    LEFT JOIN page_screenshots AS shot ON shot.snapshot_id = s.id`,
);

/** The last snapshots of several pages, in one statement. */
async function lastSnapshots(db: Database, pageIds: string[]): Promise<Map<string, LastSnapshot>> {
  const rows = await lastSnapshotsStatement(db)({ pageIds: JSON.stringify(pageIds) });
  return new Map(
    rows.map((row) => [
      row.page_id as string,
      {
        id: row.id as string,
        text: {
          packed: asBuffer(row.packed as Uint8Array),
          base: row.base == null ? null : asBuffer(row.base as Uint8Array),
        },
        baseId: (row.base_id as string | null) ?? null,
        structure: (row.structure as PageStructure | null) ?? null,
        kept: Number(row.kept),
        screenshotId: (row.screenshot_id as string | null) ?? null,
      },
    ]),
  );
}

/**
 * Looks up last snapshots for the checks that ask in the same turn of the
 * event loop together (the pages of one reading batch come back at once):
 * one statement for all of them instead of one per changed page.
 */
class SnapshotLookup {
  private waiting: SnapshotRequest[] = [];

  constructor(private readonly db: Database) {}

  get(pageId: string): Promise<LastSnapshot | null> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ pageId, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const group = this.waiting;
    this.waiting = [];
    try {
      const found = await lastSnapshots(this.db, [...new Set(group.map((request) => request.pageId))]);
      for (const request of group) request.resolve(found.get(request.pageId) ?? null);
    } catch (error) {
      for (const request of group) request.reject(error);
    }
  }
}

const snapshotLookups = new WeakMap<Database, SnapshotLookup>();

function lastSnapshot(db: Database, pageId: string): Promise<LastSnapshot | null> {
  let lookup = snapshotLookups.get(db);
  if (!lookup) {
    lookup = new SnapshotLookup(db);
    snapshotLookups.set(db, lookup);
  }
  return lookup.get(pageId);
}

/**
 * The alerts of keywords that left the page, each with its sentence from the
 * text it was last seen in (the previous snapshot); a sentence that cannot be
 * found in time leaves the alert without one rather than losing it.
 */
async function goneAlerts(
  deps: CheckerDeps,
  previousText: StoredText | null,
  gone: string[],
  urgency: Urgency,
): Promise<KeywordAlert[]> {
  if (gone.length === 0) return [];
  let hits: { keyword: string; excerpt: string }[] = [];
  if (previousText) {
    try {
      hits = await deps.reader.find(previousText, gone, urgency);
    } catch (error) {
      if (!(error instanceof ReaderFailure)) throw error;
    }
  }
  return gone.map((keyword) => ({
    keyword,
    excerpt: hits.find((hit) => sameKeyword(hit.keyword, keyword))?.excerpt ?? '',
    direction: 'disappeared',
  }));
}

/** Adds the alerts of keywords that left a page whose compared text stayed the same. */
async function withGoneKeywords(
  deps: CheckerDeps,
  target: CheckTarget,
  decision: Decision,
  gone: string[],
  urgency: Urgency,
): Promise<Decision> {
  if (gone.length === 0 || decision.write.kind !== 'alerts') return decision;
  const previous = await lastSnapshot(deps.db, target.page.id);
  const alerts = [...decision.write.alerts, ...(await goneAlerts(deps, previous?.text ?? null, gone, urgency))];
  return { ...decision, write: { ...decision.write, alerts } };
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

/**
 * Compares a changed text with the last snapshot after the page's rules, on
 * a reading thread, where the change is classified too. A text whose
 * difference the rules hide entirely (the rules were edited since) is
 * unchanged: only its hash moves. Otherwise the change is recorded, told
 * with an event when the page's alert options say so.
 */
async function compareWithLastSnapshot(
  deps: CheckerDeps,
  target: CheckTarget,
  owner: string,
  newText: NewText,
  gone: string[],
  urgency: Urgency,
): Promise<Decision> {
  const { page } = target;
  const previous = await lastSnapshot(deps.db, page.id);
  const snapshotsKept = previous?.kept ?? 0;
  if (newText.outcome === 'baseline') {
    return { outcome: 'baseline', write: { kind: 'baseline', ...newText.write, snapshotsKept } };
  }
  const { utf8, ...write } = newText.write;
  try {
    const alerts = [...write.alerts, ...(await goneAlerts(deps, previous?.text ?? null, gone, urgency))];
    const compared = await deps.reader.diff(
      {
        before: previous?.text ?? null,
        after: utf8,
        rules: rulesOf(page),
        page: { url: page.url, name: page.name },
        structureBefore: previous?.structure ?? null,
        structureAfter: write.structure,
      },
      urgency,
    );
    if ('unreadable' in compared) {
      // Rather than failing at every check until the page is edited, the text starts over as a baseline.
      const { packedText } = compared;
      return { outcome: 'baseline', write: { kind: 'baseline', ...write, packedText, alerts, snapshotsKept } };
    }
    if (nothingChanged(compared)) {
      const { checked, outcome: pageOutcome, present, hash } = write;
      return {
        outcome: 'unchanged',
        write: { kind: 'alerts', checked, owner, outcome: pageOutcome, present, alerts, hash },
      };
    }
    const { classification, packedSnapshot, ...diff } = compared;
    const before = previous?.screenshotId ?? null;
    const regions = await regionsAgainst(deps.db, before, write.shot);
    return {
      outcome: 'changed',
      write: {
        kind: 'changed',
        ...write,
        packedText: packedSnapshot,
        // A difference (when much smaller) is from the page's last whole snapshot: the last one or its base.
        baseId: previous && isDeltaPacked(packedSnapshot) ? (previous.baseId ?? previous.id) : null,
        alerts,
        diff,
        classification,
        alerted: raisesChange(page, compared),
        snapshotsKept,
        beforeScreenshotId: before,
        regions,
      },
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
