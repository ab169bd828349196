import { and, asc, eq, inArray, isNull, lte, or, lt } from 'drizzle-orm';
import { competitors, pages, websites } from '../db';
import {
  checkPage,
  LeaseLostError,
  loadTargets,
  type CheckResult,
  type CheckTarget,
  type CheckerDeps,
} from './checker';

export interface MonitorLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

export interface SchedulerDeps extends CheckerDeps {
  log: MonitorLogger;
  /** Names this worker's leases; unique per process. */
  owner: string;
}

export interface CompletedCheck {
  target: CheckTarget;
  result: CheckResult | null;
  /** Set when the check itself threw (a database error, a lost lease). */
  failure?: unknown;
  durationMs: number;
}

/**
 * Claims up to `limit` due pages for this worker: active pages of active
 * websites of active competitors whose next check has come and whose lease
 * (if any) has run out. FOR UPDATE SKIP LOCKED lets any number of workers
 * claim at once without waiting on, or taking, each other's pages.
 */
export async function claimDuePages(deps: SchedulerDeps, limit: number): Promise<CheckTarget[]> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + deps.config.MONITOR_LEASE_MS);
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
export async function claimPage(deps: SchedulerDeps, pageId: string): Promise<CheckTarget | null> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(pages)
    .set({ leaseOwner: deps.owner, leaseUntil: new Date(now.getTime() + deps.config.MONITOR_LEASE_MS) })
    .where(and(eq(pages.id, pageId), or(isNull(pages.leaseUntil), lt(pages.leaseUntil, now))))
    .returning({ id: pages.id });
  if (claimed.length === 0) return null;
  const [target] = await loadTargets(deps.db, [pageId]);
  return target ?? null;
}

/** Extends a queued page's lease before its check starts; false when the lease is gone. */
async function renewLease(deps: SchedulerDeps, pageId: string): Promise<boolean> {
  const leaseUntil = new Date(deps.clock.now().getTime() + deps.config.MONITOR_LEASE_MS);
  const renewed = await deps.db
    .update(pages)
    .set({ leaseUntil })
    .where(and(eq(pages.id, pageId), eq(pages.leaseOwner, deps.owner)))
    .returning({ id: pages.id });
  return renewed.length > 0;
}

function hostOf(target: CheckTarget): string {
  try {
    return new URL(target.page.url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

interface Queued {
  target: CheckTarget;
  /** Local time the lease was taken; a long wait renews it first. */
  leasedAt: number;
}

/** Checks past their network part whose writes may still be pending, beyond the concurrency. */
const WRITE_BACKLOG = 64;

/**
 * Runs claimed pages with bounded concurrency and a per-host limit. Pages of
 * a busy host wait in the queue while other hosts' pages go ahead. The
 * limits count fetching: a check hands its slot on once its page is read,
 * and its writes finish beside the next fetches (bounded by WRITE_BACKLOG).
 */
export class CheckRunner {
  private readonly queue: Queued[] = [];
  private readonly perHost = new Map<string, number>();
  private fetching = 0;
  private writing = 0;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly deps: SchedulerDeps,
    private readonly onDone: (check: CompletedCheck) => void,
  ) {}

  get size(): number {
    return this.queue.length + this.fetching + this.writing;
  }

  get queued(): number {
    return this.queue.length;
  }

  add(targets: CheckTarget[]): void {
    const leasedAt = this.deps.clock.now().getTime();
    for (const target of targets) this.queue.push({ target, leasedAt });
    this.pump();
  }

  /** Resolves when a check ends (or at once when none is running). */
  nextCompletion(): Promise<void> {
    if (this.fetching + this.writing === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async idle(): Promise<void> {
    while (this.size > 0) await this.nextCompletion();
  }

  /** Forgets the pages not yet started; their leases run out and another worker takes them. */
  dropQueued(): void {
    this.queue.length = 0;
  }

  private pump(): void {
    const { MONITOR_CONCURRENCY: concurrency, MONITOR_PER_HOST: hostLimit } = this.deps.config;
    for (
      let index = 0;
      index < this.queue.length &&
      this.fetching < concurrency &&
      this.fetching + this.writing < concurrency + WRITE_BACKLOG;
    ) {
      const item = this.queue[index]!;
      const host = hostOf(item.target);
      const running = this.perHost.get(host) ?? 0;
      if (running >= hostLimit) {
        index += 1;
        continue;
      }
      this.queue.splice(index, 1);
      this.fetching += 1;
      this.perHost.set(host, running + 1);
      let fetched = false;
      const releaseSlot = () => {
        if (fetched) return;
        fetched = true;
        this.fetching -= 1;
        this.writing += 1;
        const left = (this.perHost.get(host) ?? 1) - 1;
        if (left === 0) this.perHost.delete(host);
        else this.perHost.set(host, left);
        this.pump();
      };
      void this.run(item, releaseSlot).finally(() => {
        releaseSlot();
        this.writing -= 1;
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters) wake();
        this.pump();
      });
    }
  }

  private async run(item: Queued, releaseSlot: () => void): Promise<void> {
    const started = performance.now();
    const { target } = item;
    try {
      // A page that waited behind its host for a large part of its lease renews it first.
      const waited = this.deps.clock.now().getTime() - item.leasedAt;
      if (waited > this.deps.config.MONITOR_LEASE_MS - this.deps.config.MONITOR_TIMEOUT_MS * 2) {
        if (!(await renewLease(this.deps, target.page.id))) {
          this.onDone({
            target,
            result: null,
            failure: new LeaseLostError('Lease expired in the queue'),
            durationMs: 0,
          });
          return;
        }
      }
      const result = await checkPage(this.deps, target, this.deps.owner, releaseSlot);
      this.onDone({ target, result, durationMs: performance.now() - started });
    } catch (failure) {
      this.onDone({ target, result: null, failure, durationMs: performance.now() - started });
    }
  }
}
