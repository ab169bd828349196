import {
  MONITOR_ACTOR_NAME,
  type Classification,
  type ContentAlert,
  type ContentAlertData,
  type PageChangedData,
} from '@spyglass/api/schema';
import { randomUUID } from 'node:crypto';
import { getTableColumns, type InferSelectModel, sql, type SQL, type Table } from 'drizzle-orm';
import {
  pageChanges,
  pages,
  pageScreenshots,
  type Database,
  type PageChangeRow,
  type PageRow,
  type Transaction,
} from '../db';
import { statementPerDatabase } from '../db/namedStatement';
import { asBuffer } from '../db/packedText';
import { type ActivityInput, insertActivities } from '../domain/activity';
import { diffExcerpt, type EventFacts } from '../notify/facts';
import { queueDeliveries, type QueuedEvent } from '../notify/outbox';
import type { Region, Shot } from './browser';
import type { TextDiff } from './differ';
import type { PageStructure } from './structure';

/** A watched keyword that appeared on a page or left it, with its sentence. */
export type KeywordAlert = ContentAlert;

/** What the writer needs to know of the page a check ran on. */
export interface CheckedPage {
  page: PageRow;
  competitorId: string;
  projectId: string;
}

/** The page columns every check sets. */
export interface PageOutcome {
  checkedAt: Date;
  nextCheckAt: Date;
  lastStatus: number | null;
  lastError: string | null;
  failureCount: number;
  etag: string | null;
  lastModified: string | null;
  /** The fingerprint of the bytes this check read (monitor/bodyFingerprint.ts); null when it read none, keeping the last. */
  bodyHash: string | null;
}

/**
 * One check's result. `quiet`: nothing new (unchanged, 304, failure).
 * `baseline`: the first text, stored without an event. `changed`: a new text,
 * its diff against the last snapshot and its classification, told with an
 * event when `alerted`. `alerts`: the same compared text, but watched
 * keywords came or went (and, with `hash`, the rules now read the text to a
 * new hash).
 */
export type CheckWrite = {
  checked: CheckedPage;
  /** The lease the check ran under. */
  owner: string;
  outcome: PageOutcome;
} & (
  | { kind: 'quiet' }
  | {
      kind: 'baseline';
      /** The text as read, compressed (db/packedText.ts). */
      packedText: Uint8Array;
      hash: string;
      structure: PageStructure;
      present: string[];
      alerts: KeywordAlert[];
      snapshotsKept: number;
      /** The page's picture with this text (browser fetcher), stored with its snapshot. */
      shot: Shot | null;
    }
  | {
      kind: 'changed';
      /** The text as read, compressed whole or as a difference from `baseId`'s (db/packedText.ts). */
      packedText: Uint8Array;
      /** The whole snapshot the text is a difference from; null when it is stored whole. */
      baseId: string | null;
      hash: string;
      structure: PageStructure;
      present: string[];
      alerts: KeywordAlert[];
      /** The diff, as text (for the event and its search) and compressed (as it is stored). */
      diff: TextDiff & { packedDiff: Uint8Array };
      classification: Classification;
      /** Whether the page's alert options let the change raise a `page_changed`. */
      alerted: boolean;
      snapshotsKept: number;
      shot: Shot | null;
      /** The last snapshot's screenshot, the change's "before". */
      beforeScreenshotId: string | null;
      regions: Region[];
    }
  | { kind: 'alerts'; present: string[]; alerts: KeywordAlert[]; hash: string | null }
);

type StoredWrite = Extract<CheckWrite, { kind: 'baseline' | 'changed' }>;
type ChangedWrite = Extract<CheckWrite, { kind: 'changed' }>;

/** `written` is false when the page's lease had moved to another worker, or the page was edited, deleted or re-based meanwhile. */
export type WriteReceipt = { written: false } | { written: true; page: PageRow; change: PageChangeRow | null };

export interface WriteOptions {
  /**
   * How long the result may wait for others to join its group: 0 for a
   * person waiting (check now); some milliseconds for the schedule, so
   * results that arrive one by one still share statements.
   */
  gatherMs?: number;
  /**
   * The receipt's page as the database holds it after the write (a person
   * is shown it). Otherwise it is the page as claimed with the check's
   * columns set: the group's statement then answers only ids, not whole
   * rows, which is most of its cost on PGlite.
   */
  wholeRow?: boolean;
}

interface Pending {
  write: CheckWrite;
  wholeRow: boolean;
  /** performance.now() by which it is to be written: when it came, plus how long it may wait for company. */
  due: number;
  resolve(receipt: WriteReceipt): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 64;
const MONITOR_ACTOR = { userId: null, name: MONITOR_ACTOR_NAME } as const;

/**
 * Writes check results, many at a time. One statement (or transaction) per
 * check would make the database the bottleneck, so results are written in
 * groups (group commit): a group goes when it is full, or when its oldest
 * result has waited as long as it may (no time for a person waiting, none
 * for the last check under way: no company is coming). Results that come
 * while a group is written join the next.
 * A group that fails is written again one result at a time, so one bad
 * result fails only its own check, never its neighbours'.
 */
export class ResultWriter {
  private pending: Pending[] = [];
  /** The earliest `due` of the results pending. */
  private due = Infinity;
  private flushing = false;
  private gathering: { timer: NodeJS.Timeout; at: number } | undefined;

  constructor(
    private readonly db: Database,
    private readonly snapshotRetention: number,
  ) {}

  /** Queues one result. */
  write(write: CheckWrite, { gatherMs = 0, wholeRow = true }: WriteOptions = {}): Promise<WriteReceipt> {
    return new Promise((resolve, reject) => {
      const due = performance.now() + gatherMs;
      this.pending.push({ write, wholeRow, due, resolve, reject });
      this.due = Math.min(this.due, due);
      this.schedule();
    });
  }

  private schedule(): void {
    // A group being written: the next one is scheduled when it is done.
    if (this.flushing || this.pending.length === 0) return;
    const wait = this.pending.length >= MAX_BATCH ? 0 : this.due - performance.now();
    if (wait > 0) {
      if (this.gathering && this.gathering.at <= this.due) return;
      clearTimeout(this.gathering?.timer);
      this.gathering = { timer: setTimeout(() => this.startFlush(), wait), at: this.due };
      return;
    }
    // Results that complete in the same turn join the group.
    this.flushing = true;
    setImmediate(() => this.startFlush());
  }

  private startFlush(): void {
    clearTimeout(this.gathering?.timer);
    this.gathering = undefined;
    this.flushing = true;
    const group = this.pending.splice(0, MAX_BATCH);
    this.due = this.pending.reduce((earliest, item) => Math.min(earliest, item.due), Infinity);
    void this.flush(group).finally(() => {
      this.flushing = false;
      this.schedule();
    });
  }

  private async flush(group: Pending[]): Promise<void> {
    try {
      const receipts = await writeGroup(
        this.db,
        group.map((item) => item.write),
        this.snapshotRetention,
        group.some((item) => item.wholeRow),
      );
      group.forEach((item, index) => item.resolve(receipts[index]!));
      return;
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
    }
    // Something in the group was refused: each result on its own, so only that one fails.
    for (const item of group) {
      try {
        const [receipt] = await writeGroup(this.db, [item.write], this.snapshotRetention, item.wholeRow);
        item.resolve(receipt!);
      } catch (error) {
        item.reject(error);
      }
    }
  }
}

/** A check that failed: the page's failures in a row went up (check_failed may be due). */
const isFailure = (write: CheckWrite) => write.kind === 'quiet' && write.outcome.failureCount > 0;

/**
 * Writes a group of results: the pages (always), then for news the
 * snapshots, changes, events, their notifications and snapshot pruning, in
 * one transaction.
 */
async function writeGroup(
  db: Database,
  writes: CheckWrite[],
  snapshotRetention: number,
  wholeRows: boolean,
): Promise<WriteReceipt[]> {
  if (writes.every((write) => write.kind === 'quiet' && !isFailure(write)))
    return receiptsFor(writes, await updatePages(db, writes, wholeRows));
  return db.transaction(async (tx) => {
    const receipts = receiptsFor(writes, await updatePages(db, writes, wholeRows, tx));
    const kept = writes.filter((_, index) => receipts[index]!.written);
    const stored = kept.filter((write): write is StoredWrite => write.kind === 'baseline' || write.kind === 'changed');
    const snapshots = await insertSnapshots(db, tx, stored);
    const screenshots = await insertScreenshots(tx, stored, snapshots);
    const changes = await insertChanges(
      db,
      tx,
      stored.filter((write): write is ChangedWrite => write.kind === 'changed'),
      screenshots,
    );
    const events: MonitorEvent[] = [];
    const notifications: QueuedEvent[] = [];
    for (const [index, write] of writes.entries()) {
      const receipt = receipts[index]!;
      if (!receipt.written) continue;
      receipt.change = changes.get(write.checked.page.id) ?? null;
      for (const event of monitorEvents(write, receipt.change)) {
        events.push(event);
        notifications.push(event.queued);
      }
      if (isFailure(write)) notifications.push(checkFailed(write));
    }
    await insertActivities(
      db,
      tx,
      events.map((event) => event.activity),
    );
    await queueDeliveries(db, tx, notifications);
    await pruneSnapshots(tx, stored, snapshotRetention);
    return receipts;
  });
}

function receiptsFor(writes: CheckWrite[], updated: Map<string, PageRow>): WriteReceipt[] {
  return writes.map((write) => {
    const page = updated.get(write.checked.page.id);
    return page ? { written: true, page, change: null } : { written: false };
  });
}

const iso = (date: Date) => date.toISOString();

/**
 * Records every check on its page in one statement: times, status, next
 * check, validators, and for news the hash and keywords; releases the lease.
 * A page counts only while it is still leased to the check's owner and reads
 * the same address and selectors (else the result is stale and dropped).
 * The websites' last_checked_at is stamped in the same statement. Answers
 * the written pages: whole rows as read back, or (`wholeRows` false) only
 * their ids (updatePages then answers each row as the check wrote it). One
 * JSON parameter holds the whole group, so the statement's text is the
 * same whatever the group's size, and it is planned once per connection.
 */
function pagesUpdate(wholeRows: boolean): SQL {
  return sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) AS v(
        id uuid, owner text, url text, css_selector text, remove_selectors jsonb, fetcher text,
        checked_at timestamptz, next_at timestamptz, status integer, error text, failures integer,
        etag text, last_modified text, body_hash text, hash text, present jsonb, changed boolean)
    ),
    updated AS (
      UPDATE pages AS p
      SET last_checked_at = v.checked_at, next_check_at = v.next_at, last_status = v.status, last_error = v.error,
          failure_count = v.failures, etag = v.etag, last_modified = v.last_modified,
          body_hash = COALESCE(v.body_hash, p.body_hash),
          content_hash = COALESCE(v.hash, p.content_hash), present_keywords = COALESCE(v.present, p.present_keywords),
          last_changed_at = CASE WHEN v.changed THEN v.checked_at ELSE p.last_changed_at END,
          lease_owner = NULL, lease_until = NULL
      FROM v
      WHERE p.id = v.id AND p.lease_owner = v.owner AND p.url = v.url AND p.css_selector IS NOT DISTINCT FROM v.css_selector
        AND p.remove_selectors = v.remove_selectors AND p.fetcher = v.fetcher
        -- The group's pages through the primary key: joined on the recordset alone (which the planner
        -- guesses at 100 rows), the update read the whole page table for every group.
        AND p.id = ANY(ARRAY(SELECT v.id FROM v))
      RETURNING ${wholeRows ? sql`p.*` : sql`p.id, p.website_id, p.last_checked_at`}
    ),
    stamped AS (
      UPDATE websites AS w SET last_checked_at = s.checked_at
      FROM (SELECT website_id, max(last_checked_at) AS checked_at FROM updated GROUP BY website_id) AS s
      WHERE w.id = s.website_id
    )
    SELECT ${wholeRows ? sql`*` : sql`id`} FROM updated`;
}

const updateStatement = {
  wholeRows: statementPerDatabase('spyglass_update_checked_pages', () => pagesUpdate(true)),
  ids: statementPerDatabase('spyglass_update_checked_page_ids', () => pagesUpdate(false)),
};

/** Writes the group's checks on their pages (in `transaction` when given); answers each written page's row. */
async function updatePages(
  db: Database,
  writes: CheckWrite[],
  wholeRows: boolean,
  transaction?: Transaction,
): Promise<Map<string, PageRow>> {
  const rows = writes.map((write) => {
    const { page } = write.checked;
    const { outcome } = write;
    const news = write.kind !== 'quiet';
    return {
      id: page.id,
      owner: write.owner,
      url: page.url,
      css_selector: page.cssSelector,
      remove_selectors: page.removeSelectors,
      fetcher: page.fetcher,
      checked_at: iso(outcome.checkedAt),
      next_at: iso(outcome.nextCheckAt),
      status: outcome.lastStatus,
      error: outcome.lastError,
      failures: outcome.failureCount,
      etag: outcome.etag,
      last_modified: outcome.lastModified,
      body_hash: outcome.bodyHash,
      hash: write.kind === 'quiet' ? null : write.hash,
      present: news ? write.present : null,
      // Only a change told with an event makes the page "changed" on screen.
      changed: write.kind === 'changed' && write.alerted,
    };
  });
  const statement = (wholeRows ? updateStatement.wholeRows : updateStatement.ids)(db);
  const answer = await statement({ rows: JSON.stringify(rows) }, transaction);
  if (wholeRows) return new Map(answer.map((raw) => [raw.id as string, pageFromDriver(raw)]));
  const byId = new Map(writes.map((write) => [write.checked.page.id, write]));
  return new Map(
    answer.map((raw) => {
      const id = raw.id as string;
      return [id, pageAsWritten(byId.get(id)!)];
    }),
  );
}

/** The page as claimed, with the columns updatePages sets (the same values as its statement). */
function pageAsWritten(write: CheckWrite): PageRow {
  const { page } = write.checked;
  const { outcome } = write;
  const news = write.kind !== 'quiet';
  return {
    ...page,
    lastCheckedAt: outcome.checkedAt,
    nextCheckAt: outcome.nextCheckAt,
    lastStatus: outcome.lastStatus,
    lastError: outcome.lastError,
    failureCount: outcome.failureCount,
    etag: outcome.etag,
    lastModified: outcome.lastModified,
    bodyHash: outcome.bodyHash ?? page.bodyHash,
    contentHash: news && write.hash !== null ? write.hash : page.contentHash,
    presentKeywords: news ? write.present : page.presentKeywords,
    lastChangedAt: write.kind === 'changed' && write.alerted ? outcome.checkedAt : page.lastChangedAt,
    leaseOwner: null,
    leaseUntil: null,
  };
}

/** A raw row of `table` (column names, driver values, as both drivers return them) read through the table's own columns. */
function fromDriver<T extends Table>(table: T): (raw: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      if (!(column.name in raw)) continue;
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}

/** A raw `pages` row read through the table's own columns. */
export const pageFromDriver: (raw: Record<string, unknown>) => PageRow = fromDriver(pages);
const changeFromDriver = fromDriver(pageChanges);

/** The new texts' insert, planned once per connection; a text comes as hex in the group's JSON. */
const insertSnapshotsStatement = statementPerDatabase(
  'spyglass_insert_snapshots',
  () => sql`
    INSERT INTO page_snapshots (page_id, content_hash, text, base_id, structure, created_at)
    SELECT s.page_id, s.content_hash, decode(s.text, 'hex'), s.base_id, s.structure, clock_timestamp()
    FROM jsonb_to_recordset(${sql.placeholder('snapshots')}::jsonb)
      AS s (page_id uuid, content_hash text, text text, base_id uuid, structure jsonb)
    RETURNING id, page_id`,
);

/** Stores the new texts; answers each page's new snapshot id. */
async function insertSnapshots(db: Database, tx: Transaction, stored: StoredWrite[]): Promise<Map<string, string>> {
  if (stored.length === 0) return new Map();
  const snapshots = stored.map((write) => ({
    page_id: write.checked.page.id,
    content_hash: write.hash,
    text: asBuffer(write.packedText).toString('hex'),
    base_id: write.kind === 'changed' ? write.baseId : null,
    structure: write.structure,
  }));
  const inserted = await insertSnapshotsStatement(db)({ snapshots: JSON.stringify(snapshots) }, tx);
  return new Map(inserted.map((row) => [row.page_id as string, row.id as string]));
}

/** Stores the screenshots taken with the new texts, each with its snapshot; answers each page's new screenshot id. */
async function insertScreenshots(
  tx: Database,
  stored: StoredWrite[],
  snapshots: Map<string, string>,
): Promise<Map<string, string>> {
  const rows = stored.flatMap((write) => {
    const snapshotId = snapshots.get(write.checked.page.id);
    if (!write.shot || !snapshotId) return [];
    const { mediaType, width, height, image, cells } = write.shot;
    return [{ pageId: write.checked.page.id, snapshotId, mediaType, width, height, image, cells }];
  });
  if (rows.length === 0) return new Map();
  const inserted = await tx
    .insert(pageScreenshots)
    .values(rows)
    .returning({ id: pageScreenshots.id, pageId: pageScreenshots.pageId });
  return new Map(inserted.map((row) => [row.pageId, row.id]));
}

/** The changes' insert, planned once per connection; a diff comes as hex in the group's JSON. */
const insertChangesStatement = statementPerDatabase(
  'spyglass_insert_changes',
  () => sql`
    INSERT INTO page_changes (page_id, added_lines, removed_lines, summary, diff, classification, alerted,
      before_screenshot_id, after_screenshot_id, changed_regions)
    SELECT c.page_id, c.added_lines, c.removed_lines, c.summary, decode(c.diff, 'hex'), c.classification, c.alerted,
      c.before_screenshot_id, c.after_screenshot_id, c.changed_regions
    FROM jsonb_to_recordset(${sql.placeholder('changes')}::jsonb)
      AS c (page_id uuid, added_lines integer, removed_lines integer, summary text, diff text, classification jsonb,
        alerted boolean, before_screenshot_id uuid, after_screenshot_id uuid, changed_regions jsonb)
    RETURNING id, page_id, created_at, added_lines, removed_lines, summary, classification, alerted,
      before_screenshot_id, after_screenshot_id, changed_regions`,
);

/** Stores each changed page's diff, with its screenshots either side; answers the new rows by page. */
async function insertChanges(
  db: Database,
  tx: Transaction,
  changed: ChangedWrite[],
  screenshots: Map<string, string>,
): Promise<Map<string, PageChangeRow>> {
  if (changed.length === 0) return new Map();
  const changes = changed.map(({ checked, diff, classification, alerted, beforeScreenshotId, regions }) => {
    const afterScreenshotId = screenshots.get(checked.page.id) ?? null;
    return {
      page_id: checked.page.id,
      added_lines: diff.addedLines,
      removed_lines: diff.removedLines,
      summary: diff.summary,
      diff: asBuffer(diff.packedDiff).toString('hex'),
      classification,
      alerted,
      before_screenshot_id: beforeScreenshotId,
      after_screenshot_id: afterScreenshotId,
      // Regions say where the pictures differ: only with both pictures.
      changed_regions: beforeScreenshotId && afterScreenshotId ? regions : [],
    };
  });
  const inserted = await insertChangesStatement(db)({ changes: JSON.stringify(changes) }, tx);
  // The diff goes back as the text it was made from, not unpacked again.
  const diffs = new Map(changed.map((write) => [write.checked.page.id, write.diff.diff]));
  return new Map(
    inserted.map((raw) => {
      const { packedDiff: _stored, ...row } = changeFromDriver(raw);
      return [row.pageId, { ...row, diff: diffs.get(row.pageId) ?? '' }];
    }),
  );
}

/** What every notification of a page's check says of where it happened. */
function pageFacts(write: CheckWrite, summary: string): EventFacts {
  const { page, competitorId, projectId } = write.checked;
  return {
    occurred_at: write.outcome.checkedAt.toISOString(),
    project_id: projectId,
    competitor_id: competitorId,
    website_id: page.websiteId,
    page_id: page.id,
    page_name: page.name,
    page_url: page.url,
    summary,
    diff_excerpt: null,
  };
}

/**
 * check_failed is not an activity event (a failing page would flood the
 * timelines); it is an outbox entry, written when the page's failures in a
 * row reach a channel's threshold: once per streak, since the count only
 * passes each number once before a success resets it.
 */
function checkFailed(write: CheckWrite): QueuedEvent {
  const failures = write.outcome.failureCount;
  const error = write.outcome.lastError ?? 'The check failed';
  return {
    eventId: randomUUID(),
    type: 'check_failed',
    projectId: write.checked.projectId,
    failures,
    facts: { ...pageFacts(write, error), failures, error },
  };
}

/** An activity event of a check, with its id chosen here, and its notification. */
interface MonitorEvent {
  activity: ActivityInput & { id: string };
  queued: QueuedEvent;
}

/** A page_changed event for a change told, a content_alert per keyword that appeared or left. */
function monitorEvents(write: CheckWrite, change: PageChangeRow | null): MonitorEvent[] {
  if (write.kind === 'quiet' || write.kind === 'baseline') return [];
  const events: MonitorEvent[] = [];
  const { page, competitorId, projectId } = write.checked;
  const scope = {
    projectId,
    competitorId,
    websiteId: page.websiteId,
    pageId: page.id,
    targetType: 'page' as const,
    targetId: page.id,
    // The name makes the sentence, in English here and in the reader's language in the app.
    targetName: page.name,
    actor: MONITOR_ACTOR,
  };
  if (write.kind === 'changed' && change?.alerted) {
    const classification = change.classification ? { classification: change.classification } : {};
    const data: PageChangedData = {
      added_lines: change.addedLines,
      removed_lines: change.removedLines,
      summary: change.summary,
      url: page.url,
      change_id: change.id,
      ...classification,
    };
    const eventId = randomUUID();
    events.push({
      activity: {
        ...scope,
        id: eventId,
        type: 'page_changed',
        additionalData: data,
        // The changed lines make the change findable in the project's feed.
        diff: write.diff.diff,
      },
      queued: {
        eventId,
        type: 'page_changed',
        projectId,
        facts: {
          ...pageFacts(write, change.summary),
          diff_excerpt: diffExcerpt(write.diff.diff),
          change_id: change.id,
          ...classification,
        },
      },
    });
  }
  for (const alert of write.alerts) {
    const data: ContentAlertData = {
      keyword: alert.keyword,
      excerpt: alert.excerpt,
      url: page.url,
      direction: alert.direction,
    };
    const eventId = randomUUID();
    events.push({
      activity: { ...scope, id: eventId, type: 'content_alert', additionalData: data },
      queued: {
        eventId,
        type: 'content_alert',
        projectId,
        facts: {
          ...pageFacts(write, alert.excerpt),
          keyword: alert.keyword,
          excerpt: alert.excerpt,
          direction: alert.direction,
        },
      },
    });
  }
  return events;
}

/**
 * Deletes snapshots past the bound, only for pages that may have reached it;
 * a whole snapshot that a kept one is a difference from stays with it (one
 * more than the bound at most: differences are made from the page's last
 * whole snapshot, so the kept ones name at most one older than the bound).
 */
async function pruneSnapshots(tx: Database, stored: StoredWrite[], retention: number): Promise<void> {
  const crowded = stored.filter((write) => write.snapshotsKept + 1 > retention).map((write) => write.checked.page.id);
  if (crowded.length === 0) return;
  await tx.execute(sql`
    WITH ranked AS (
      SELECT id, base_id, row_number() OVER (PARTITION BY page_id ORDER BY created_at DESC) AS position
      FROM page_snapshots WHERE page_id IN (${sql.join(
        crowded.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    )
    DELETE FROM page_snapshots
    WHERE id IN (SELECT id FROM ranked WHERE position > ${retention})
      AND id NOT IN (SELECT base_id FROM ranked WHERE position <= ${retention} AND base_id IS NOT NULL)`);
}
