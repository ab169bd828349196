import { MONITOR_ACTOR_NAME } from '@spyglass/api/schema';
import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import { pageChanges, pageSnapshots, type Database, type pages } from '../db';
import { recordActivity } from '../domain/activity';
import { diffTexts } from './differ';
import type { KeywordHit } from './keywords';

export type PageRow = typeof pages.$inferSelect;
export type PageChangeRow = typeof pageChanges.$inferSelect;

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
}

/**
 * One check's result. `quiet`: nothing new (unchanged, 304, failure).
 * `baseline`: the first text, stored without an event. `changed`: a new text,
 * diffed against the last snapshot. `alerts`: the same text, but a newly
 * watched keyword is present.
 */
export type CheckWrite = {
  checked: CheckedPage;
  /** The lease the check ran under. */
  owner: string;
  outcome: PageOutcome;
} & (
  | { kind: 'quiet' }
  | { kind: 'baseline' | 'changed'; text: string; hash: string; present: string[]; appeared: KeywordHit[] }
  | { kind: 'alerts'; present: string[]; appeared: KeywordHit[] }
);

/** `written` is false when the page's lease had moved to another worker, or the page was edited, deleted or re-based meanwhile. */
export type WriteReceipt = { written: false } | { written: true; page: PageRow; change: PageChangeRow | null };

interface Pending {
  write: CheckWrite;
  resolve(receipt: WriteReceipt): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 64;
const MONITOR_ACTOR = { userId: null, name: MONITOR_ACTOR_NAME } as const;

function iso(date: Date): string {
  return date.toISOString();
}

/**
 * Writes check results, many at a time. One statement (or transaction) per
 * check would make the database the bottleneck, so results are grouped:
 * while one group is being written the next one gathers (group commit).
 * A group is one transaction: one UPDATE ... FROM (VALUES ...) for every
 * page (guarded by its lease, address and selector, stamping the websites
 * too), one INSERT for the new snapshots, one for the changes, an activity
 * event per change and per alert, and one DELETE for snapshots past the
 * retention bound.
 */
export class ResultWriter {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Database,
    private readonly retention: number,
  ) {}

  write(write: CheckWrite): Promise<WriteReceipt> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Results that complete in the same turn join the first group.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const group = this.pending.splice(0, MAX_BATCH);
        try {
          const receipts = await this.flush(group.map((item) => item.write));
          group.forEach((item, index) => item.resolve(receipts[index]!));
        } catch (error) {
          for (const item of group) item.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async flush(writes: CheckWrite[]): Promise<WriteReceipt[]> {
    // The last text of every changed page, in one query, before the transaction.
    const changedIds = writes.filter((write) => write.kind === 'changed').map((write) => write.checked.page.id);
    const previous = new Map<string, { text: string; kept: number }>();
    if (changedIds.length > 0) {
      const rows = await this.db
        .selectDistinctOn([pageSnapshots.pageId], {
          pageId: pageSnapshots.pageId,
          text: pageSnapshots.text,
          kept: sql<number>`count(*) over (partition by ${pageSnapshots.pageId})`.mapWith(Number),
        })
        .from(pageSnapshots)
        .where(inArray(pageSnapshots.pageId, changedIds))
        .orderBy(pageSnapshots.pageId, desc(pageSnapshots.createdAt));
      for (const row of rows) previous.set(row.pageId, { text: row.text, kept: row.kept });
    }
    const diffs = writes.map((write) =>
      write.kind === 'changed' ? diffTexts(previous.get(write.checked.page.id)?.text ?? '', write.text) : null,
    );

    const hasNews = writes.some((write) => write.kind !== 'quiet');
    const run = async (tx: Database): Promise<WriteReceipt[]> => {
      const updated = await updatePages(tx, writes);
      const receipts: WriteReceipt[] = writes.map((write) => {
        const row = updated.get(write.checked.page.id);
        return row ? { written: true, page: row, change: null } : { written: false };
      });
      if (!hasNews) return receipts;

      const stored = writes.filter(
        (write, index) => receipts[index]!.written && (write.kind === 'baseline' || write.kind === 'changed'),
      ) as Extract<CheckWrite, { kind: 'baseline' | 'changed' }>[];
      if (stored.length > 0) {
        await tx.insert(pageSnapshots).values(
          stored.map((write) => ({
            pageId: write.checked.page.id,
            contentHash: write.hash,
            text: write.text,
            createdAt: sql`clock_timestamp()`,
          })),
        );
      }

      const changeRows = writes.flatMap((write, index) =>
        receipts[index]!.written && write.kind === 'changed' ? [{ index, diff: diffs[index]! }] : [],
      );
      if (changeRows.length > 0) {
        const inserted = await tx
          .insert(pageChanges)
          .values(
            changeRows.map(({ index, diff }) => ({
              pageId: writes[index]!.checked.page.id,
              addedLines: diff.addedLines,
              removedLines: diff.removedLines,
              summary: diff.summary,
              diff: diff.diff,
            })),
          )
          .returning();
        changeRows.forEach(({ index }, position) => {
          const receipt = receipts[index]!;
          if (receipt.written) receipt.change = inserted[position]!;
        });
      }

      for (const [index, write] of writes.entries()) {
        const receipt = receipts[index]!;
        if (!receipt.written || write.kind === 'quiet' || write.kind === 'baseline') continue;
        const { page, competitorId, projectId } = write.checked;
        const scope = {
          projectId,
          competitorId,
          websiteId: page.websiteId,
          pageId: page.id,
          targetType: 'page' as const,
          targetId: page.id,
        };
        if (write.kind === 'changed' && receipt.change) {
          const change = receipt.change;
          await recordActivity(tx, {
            ...scope,
            type: 'page_changed',
            description: `Page ${page.name} changed: ${change.addedLines} ${change.addedLines === 1 ? 'line' : 'lines'} added, ${change.removedLines} removed`,
            additionalData: {
              added_lines: change.addedLines,
              removed_lines: change.removedLines,
              summary: change.summary,
              url: page.url,
              change_id: change.id,
            },
            actor: MONITOR_ACTOR,
          });
        }
        for (const hit of write.appeared) {
          await recordActivity(tx, {
            ...scope,
            type: 'content_alert',
            description: `Keyword "${hit.keyword}" appeared on page ${page.name}`,
            additionalData: { keyword: hit.keyword, excerpt: hit.excerpt, url: page.url },
            actor: MONITOR_ACTOR,
          });
        }
      }

      // Snapshots past the bound: only pages that may have reached it (a baseline may follow an old address's snapshots).
      const crowded = stored
        .filter(
          (write) => write.kind === 'baseline' || (previous.get(write.checked.page.id)?.kept ?? 0) + 1 > this.retention,
        )
        .map((write) => write.checked.page.id);
      if (crowded.length > 0) {
        await tx.execute(sql`
          DELETE FROM page_snapshots WHERE id IN (
            SELECT id FROM (
              SELECT id, row_number() OVER (PARTITION BY page_id ORDER BY created_at DESC) AS position
              FROM page_snapshots WHERE page_id IN (${sql.join(
                crowded.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})
            ) AS ranked WHERE position > ${this.retention}
          )`);
      }
      return receipts;
    };
    return hasNews ? this.db.transaction((tx) => run(tx)) : run(this.db);
  }
}

/**
 * Records every check on its page in one statement: times, status, next
 * check, validators, and for news the hash and keywords; releases the lease.
 * A page counts only while it is still leased to the check's owner and reads
 * the same address and selector (else the result is stale and dropped).
 * The websites' last_checked_at is stamped in the same statement.
 */
async function updatePages(db: Database, writes: CheckWrite[]): Promise<Map<string, PageRow>> {
  const rows = writes.map((write) => {
    const { page } = write.checked;
    const { outcome } = write;
    const news = write.kind !== 'quiet';
    const hash = write.kind === 'baseline' || write.kind === 'changed' ? write.hash : null;
    const present = news ? JSON.stringify(write.present) : null;
    return sql`(${page.id}::uuid, ${write.owner}::text, ${page.url}::text, ${page.cssSelector}::text, ${iso(outcome.checkedAt)}::timestamptz, ${iso(outcome.nextCheckAt)}::timestamptz, ${outcome.lastStatus}::integer, ${outcome.lastError}::text, ${outcome.failureCount}::integer, ${outcome.etag}::text, ${outcome.lastModified}::text, ${hash}::text, ${present}::jsonb, ${write.kind === 'changed'}::boolean)`;
  });
  const query: SQL = sql`
    WITH v (id, owner, url, css_selector, checked_at, next_at, status, error, failures, etag, last_modified, hash, present, changed) AS (
      VALUES ${sql.join(rows, sql`, `)}
    ),
    updated AS (
      UPDATE pages AS p
      SET last_checked_at = v.checked_at, next_check_at = v.next_at, last_status = v.status, last_error = v.error,
          failure_count = v.failures, etag = v.etag, last_modified = v.last_modified,
          content_hash = COALESCE(v.hash, p.content_hash), present_keywords = COALESCE(v.present, p.present_keywords),
          last_changed_at = CASE WHEN v.changed THEN v.checked_at ELSE p.last_changed_at END,
          lease_owner = NULL, lease_until = NULL
      FROM v
      WHERE p.id = v.id AND p.lease_owner = v.owner AND p.url = v.url AND p.css_selector IS NOT DISTINCT FROM v.css_selector
      RETURNING p.*
    ),
    stamped AS (
      UPDATE websites AS w SET last_checked_at = s.checked_at
      FROM (SELECT website_id, max(last_checked_at) AS checked_at FROM updated GROUP BY website_id) AS s
      WHERE w.id = s.website_id
    )
    SELECT * FROM updated`;
  const answer = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return new Map(answer.rows.map((raw) => [raw.id as string, toPageRow(raw)]));
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);
const asJson = (value: unknown): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]);

/** A raw `pages` row (snake_case, as both drivers return it) as drizzle's row type. */
function toPageRow(raw: Record<string, unknown>): PageRow {
  return {
    id: raw.id as string,
    websiteId: raw.website_id as string,
    name: raw.name as string,
    url: raw.url as string,
    cssSelector: (raw.css_selector as string | null) ?? null,
    alertKeywords: asJson(raw.alert_keywords),
    isActive: raw.is_active as boolean,
    createdAt: asDate(raw.created_at)!,
    updatedAt: asDate(raw.updated_at)!,
    lastCheckedAt: asDate(raw.last_checked_at),
    lastStatus: (raw.last_status as number | null) ?? null,
    lastError: (raw.last_error as string | null) ?? null,
    lastChangedAt: asDate(raw.last_changed_at),
    nextCheckAt: asDate(raw.next_check_at),
    leaseOwner: (raw.lease_owner as string | null) ?? null,
    leaseUntil: asDate(raw.lease_until),
    failureCount: raw.failure_count as number,
    etag: (raw.etag as string | null) ?? null,
    lastModified: (raw.last_modified as string | null) ?? null,
    contentHash: (raw.content_hash as string | null) ?? null,
    presentKeywords: asJson(raw.present_keywords),
  };
}
