import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';

/** What a check that found nothing new writes on its page. */
export interface QuietResult {
  pageId: string;
  /** The lease the check ran under; the write is void once another worker holds the page. */
  owner: string;
  /** The address and selector the check read: a page edited meanwhile gets a fresh check instead. */
  url: string;
  cssSelector: string | null;
  checkedAt: Date;
  nextCheckAt: Date;
  lastStatus: number | null;
  lastError: string | null;
  failureCount: number;
  etag: string | null;
  lastModified: string | null;
}

interface Pending {
  result: QuietResult;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 64;

/**
 * Most checks find nothing new; each still records its time, status and next
 * check. One statement per check would make the database the bottleneck, so
 * these writes are grouped: while one batch is being written the next one
 * gathers (group commit), and each batch is a single UPDATE ... FROM (VALUES)
 * that also stamps the websites. Changes, baselines and alerts do not come
 * through here: they are written at once, in their own transaction.
 */
export class ResultWriter {
  private pending: Pending[] = [];
  private flushing = false;

  constructor(private readonly db: Database) {}

  /** Resolves true when written, false when the page's lease (or address) had moved on. */
  write(result: QuietResult): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ result, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Results that complete in the same turn join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          const written = await this.flush(batch.map((item) => item.result));
          for (const item of batch) item.resolve(written.has(item.result.pageId));
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async flush(results: QuietResult[]): Promise<Set<string>> {
    const rows = results.map(
      (result) =>
        sql`(${result.pageId}::uuid, ${result.owner}::text, ${result.url}::text, ${result.cssSelector}::text, ${result.checkedAt.toISOString()}::timestamptz, ${result.nextCheckAt.toISOString()}::timestamptz, ${result.lastStatus}::integer, ${result.lastError}::text, ${result.failureCount}::integer, ${result.etag}::text, ${result.lastModified}::text)`,
    );
    const query: SQL = sql`
      WITH v (id, owner, url, css_selector, checked_at, next_at, status, error, failures, etag, last_modified) AS (
        VALUES ${sql.join(rows, sql`, `)}
      ),
      updated AS (
        UPDATE pages AS p
        SET last_checked_at = v.checked_at, next_check_at = v.next_at, last_status = v.status, last_error = v.error,
            failure_count = v.failures, etag = v.etag, last_modified = v.last_modified, lease_owner = NULL, lease_until = NULL
        FROM v
        WHERE p.id = v.id AND p.lease_owner = v.owner AND p.url = v.url AND p.css_selector IS NOT DISTINCT FROM v.css_selector
        RETURNING p.id, p.website_id, v.checked_at
      ),
      stamped AS (
        UPDATE websites AS w SET last_checked_at = s.checked_at
        FROM (SELECT website_id, max(checked_at) AS checked_at FROM updated GROUP BY website_id) AS s
        WHERE w.id = s.website_id
      )
      SELECT id FROM updated`;
    const answer = (await this.db.execute(query)) as unknown as { rows: { id: string }[] };
    return new Set(answer.rows.map((row) => row.id));
  }
}
