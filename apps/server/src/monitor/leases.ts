import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { pages, type Database } from '../db';
import { statementPerDatabase } from '../db/namedStatement';
import { type CheckTarget, loadTargets } from './checker';
import { pageFromDriver } from './resultWriter';
import type { Clock } from './schedule';

/** What lease handling needs: the database, this worker's name, its clock and the lease length. */
export interface LeaseDeps {
  db: Database;
  /** Names this worker's leases; unique per process. */
  owner: string;
  clock: Clock;
  leaseMs: number;
}

/** The claim, parsed and planned once per connection: planning it was half its cost on PGlite. */
const claimStatement = statementPerDatabase('spyglass_claim_due_pages', () => {
  const value = (name: string) => sql.placeholder(name);
  // One statement claims the pages and answers them with their website's and competitor's facts.
  return sql`
    WITH due AS (
      SELECT p.id FROM pages AS p
      JOIN websites AS w ON w.id = p.website_id
      JOIN competitors AS c ON c.id = w.competitor_id
      WHERE p.is_active AND w.is_active AND c.is_active AND p.next_check_at <= ${value('now')}::timestamptz
        AND (p.lease_until IS NULL OR p.lease_until < ${value('now')}::timestamptz)
      ORDER BY p.next_check_at
      LIMIT ${value('limit')}::integer
      FOR UPDATE OF p SKIP LOCKED
    ),
    claimed AS (
      -- By primary key: an array, not a join the planner may answer by reading every page.
      UPDATE pages AS p SET lease_owner = ${value('owner')}::text, lease_until = ${value('leaseUntil')}::timestamptz
      WHERE p.id = ANY(ARRAY(SELECT due.id FROM due))
      RETURNING p.*
    )
    SELECT claimed.*, w.check_frequency_minutes AS target_frequency, w.competitor_id AS target_competitor,
      c.project_id AS target_project
    FROM claimed
    JOIN websites AS w ON w.id = claimed.website_id
    JOIN competitors AS c ON c.id = w.competitor_id
    ORDER BY claimed.next_check_at`;
});

/**
 * Claims up to `limit` due pages for this worker: active pages of active
 * websites of active competitors whose next check has come and whose lease
 * (if any) has run out. FOR UPDATE SKIP LOCKED lets any number of workers
 * claim at once without waiting on, or taking, each other's pages.
 */
export async function claimDuePages(deps: LeaseDeps, limit: number): Promise<CheckTarget[]> {
  const now = deps.clock.now();
  const rows = await claimStatement(deps.db)({
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
    owner: deps.owner,
    limit,
  });
  return rows.map((raw) => ({
    page: pageFromDriver(raw),
    checkFrequencyMinutes: Number(raw.target_frequency),
    competitorId: raw.target_competitor as string,
    projectId: raw.target_project as string,
  }));
}

/** Takes one page's lease now, whatever its schedule, unless another check of it is running. */
export async function claimPage(deps: LeaseDeps, pageId: string): Promise<CheckTarget | null> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(pages)
    .set({ leaseOwner: deps.owner, leaseUntil: new Date(now.getTime() + deps.leaseMs) })
    .where(and(eq(pages.id, pageId), or(isNull(pages.leaseUntil), lt(pages.leaseUntil, now))))
    .returning({ id: pages.id });
  if (claimed.length === 0) return null;
  const [target] = await loadTargets(deps.db, [pageId]);
  return target ?? null;
}

/** Extends a queued page's lease before its check starts; false when the lease is gone. */
export async function renewLease(deps: LeaseDeps, pageId: string): Promise<boolean> {
  const leaseUntil = new Date(deps.clock.now().getTime() + deps.leaseMs);
  const renewed = await deps.db
    .update(pages)
    .set({ leaseUntil })
    .where(and(eq(pages.id, pageId), eq(pages.leaseOwner, deps.owner)))
    .returning({ id: pages.id });
  return renewed.length > 0;
}

/** Hands back this worker's lease on the given pages (all of its pages when none are named). */
export async function releaseLeases(deps: Pick<LeaseDeps, 'db' | 'owner'>, pageIds?: string[]): Promise<void> {
  const mine = eq(pages.leaseOwner, deps.owner);
  await deps.db
    .update(pages)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(pageIds ? and(mine, inArray(pages.id, pageIds)) : mine);
}
