import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { competitors, pages, websites, type Database } from '../db';
import { type CheckTarget, loadTargets } from './checker';
import type { Clock } from './schedule';

/** What lease handling needs: the database, this worker's name, its clock and the lease length. */
export interface LeaseDeps {
  db: Database;
  /** Names this worker's leases; unique per process. */
  owner: string;
  clock: Clock;
  leaseMs: number;
}

/**
 * Claims up to `limit` due pages for this worker: active pages of active
 * websites of active competitors whose next check has come and whose lease
 * (if any) has run out. FOR UPDATE SKIP LOCKED lets any number of workers
 * claim at once without waiting on, or taking, each other's pages.
 */
export async function claimDuePages(deps: LeaseDeps, limit: number): Promise<CheckTarget[]> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseMs);
  const due = deps.db
    .select({ id: pages.id })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .where(
      and(
        eq(pages.isActive, true),
        eq(websites.isActive, true),
        eq(competitors.isActive, true),
        lte(pages.nextCheckAt, now),
        or(isNull(pages.leaseUntil), lt(pages.leaseUntil, now)),
      ),
    )
    .orderBy(asc(pages.nextCheckAt))
    .limit(limit)
    .for('update', { of: pages, skipLocked: true });
  const claimed = await deps.db
    .update(pages)
    .set({ leaseOwner: deps.owner, leaseUntil })
    .where(inArray(pages.id, due))
    .returning({ id: pages.id });
  return loadTargets(
    deps.db,
    claimed.map((row) => row.id),
  );
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
