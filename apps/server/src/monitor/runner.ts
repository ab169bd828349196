import {
  checkPage,
  type CheckOptions,
  type CheckerDeps,
  type CheckResult,
  type CheckTarget,
  LeaseLostError,
  recordCheckFailure,
} from './checker';
import { browserBudgetMs, checkBudgetMs } from './config';
import { type LeaseDeps, releaseLeases, renewLease } from './leases';
import { ReaderClosedError, type Urgency } from './readerPool';

export interface MonitorLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

export interface RunnerDeps extends CheckerDeps {
  log: MonitorLogger;
  /** Names this worker's leases; unique per process. */
  owner: string;
}

export interface CompletedCheck {
  target: CheckTarget;
  /** The page after the check; null when nothing was written (lease lost, monitor stopping). */
  result: CheckResult | null;
  /** Set when the check itself threw (a database error, a lost lease, a bug). */
  failure?: unknown;
  durationMs: number;
}

/** No slot came free for a "check now" in time: the monitor is busy; nothing was written. */
export class MonitorBusyError extends Error {
  override name = 'MonitorBusyError';
}

/** The monitor is stopping; the check was not run or its result not kept. */
export class MonitorStoppingError extends Error {
  override name = 'MonitorStoppingError';
}

/** A check outlived its whole budget; its slot was freed and whoever waited for it was answered. */
export class CheckStalledError extends Error {
  override name = 'CheckStalledError';
}

interface Job {
  target: CheckTarget;
  /** The page's host (its per-host limit), read from its address once, as it is queued. */
  host: string;
  urgency: Urgency;
  /** Local time the lease was taken; a long wait renews it first. */
  leasedAt: number;
  /** For "check now": the person waiting, answered once. */
  settle?: { resolve(result: CheckResult): void; reject(error: unknown): void };
  withdraw?: NodeJS.Timeout;
}

/**
 * Checks past their fetch and reading whose writes may still be pending,
 * beyond the concurrency: a group being written and the next one gathering.
 */
const WRITE_BACKLOG = 128;
/**
 * Pages fetched and not yet read, at most, per fetch slot (their bytes are
 * held meanwhile): enough for the reading threads to take them in batches
 * while the next ones are fetched.
 */
const UNREAD_PER_SLOT = 4;
/** Past its budget (fetch, reading, diff) plus this, a check's slot is freed whatever it is doing. */
export const WATCHDOG_GRACE_MS = 5_000;
/** Longest a "check now" waits for a slot before the person is told the monitor is busy. */
const CHECK_NOW_WAIT_MS = 5_000;

const isBrowser = (target: CheckTarget) => target.page.fetcher === 'browser';

/** The longest this page's check may take when nothing goes wrong. */
function budgetOf(config: RunnerDeps['config'], target: CheckTarget): number {
  if (!isBrowser(target)) return checkBudgetMs(config);
  const pageTimeout = target.page.timeoutSeconds
    ? target.page.timeoutSeconds * 1000
    : config.MONITOR_BROWSER_TIMEOUT_MS;
  return browserBudgetMs(config, pageTimeout);
}

function hostOf(target: CheckTarget): string {
  try {
    return new URL(target.page.url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Runs checks with bounded concurrency and a per-host limit: scheduled pages
 * and "check now" alike. A "check now" goes to the front of the queue and
 * may use a second allowance of slots of its own size, but waits for its
 * host like any check (and is withdrawn, unanswered by the page, when no slot
 * frees in time). A check hands its slot (and its host's) on once its
 * page's bytes are in; it is read beside the next fetches (at most
 * UNREAD_PER_SLOT pages per slot wait for that) and written beside them too
 * (bounded by WRITE_BACKLOG). A page in a browser keeps its slot until it is
 * read, its browser page open till then. A watchdog frees the slot of a check that outlives its
 * budget, so no page can hold a slot for good. A check that throws is
 * recorded on its page as a failure, with backoff.
 */
export class CheckRunner {
  private readonly queue: Job[] = [];
  private readonly perHost = new Map<string, number>();
  private fetching = 0;
  /** Of the checks fetching, those rendering in a browser: at most MONITOR_BROWSERS (twice that for people waiting). */
  private rendering = 0;
  /** Checks whose page is fetched and waits for, or is in, its reading. */
  private reading = 0;
  private writing = 0;
  private waiters: (() => void)[] = [];
  /** Woken when the queue shrinks: the claimers top it up before the fetch slots run dry. */
  private shrinkWaiters: (() => void)[] = [];
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: RunnerDeps & LeaseDeps,
    private readonly onDone: (check: CompletedCheck) => void,
  ) {}

  get size(): number {
    return this.queue.length + this.busy;
  }

  private get busy(): number {
    return this.fetching + this.reading + this.writing;
  }

  get queued(): number {
    return this.queue.length;
  }

  add(targets: CheckTarget[]): void {
    const leasedAt = this.deps.clock.now().getTime();
    for (const target of targets) this.queue.push({ target, host: hostOf(target), urgency: 'scheduled', leasedAt });
    this.pump();
  }

  /** Runs one check for a person waiting, ahead of the schedule; answers its result. */
  runNow(target: CheckTarget): Promise<CheckResult> {
    if (this.stopping.signal.aborted) return Promise.reject(new MonitorStoppingError('The monitor is stopping'));
    return new Promise<CheckResult>((resolve, reject) => {
      const job: Job = {
        target,
        host: hostOf(target),
        urgency: 'now',
        leasedAt: this.deps.clock.now().getTime(),
        settle: { resolve, reject },
      };
      job.withdraw = setTimeout(() => {
        const index = this.queue.indexOf(job);
        if (index === -1) return;
        this.queue.splice(index, 1);
        this.queueShrank();
        reject(new MonitorBusyError('No check slot came free in time'));
      }, CHECK_NOW_WAIT_MS);
      const firstScheduled = this.queue.findIndex((queued) => queued.urgency === 'scheduled');
      this.queue.splice(firstScheduled === -1 ? this.queue.length : firstScheduled, 0, job);
      this.pump();
    });
  }

  /** Resolves when a check ends (or at once when none is running). */
  nextCompletion(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Resolves when a queued check starts or leaves the queue otherwise (or at
   * once when none is queued). A check's slot frees as soon as its page's
   * bytes are in, long before its result is written with its group, so
   * waiting for a completion would leave the slots idle once the queue is
   * empty.
   */
  queueShrinks(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.shrinkWaiters.push(resolve));
  }

  async idle(): Promise<void> {
    while (this.size > 0) await this.nextCompletion();
  }

  /** Forgets the pages not yet started; their leases run out or are handed back. */
  dropQueued(): void {
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.withdraw);
      job.settle?.reject(new MonitorStoppingError('The monitor is stopping'));
    }
    this.queueShrank();
  }

  /** Ends the running fetches (the monitor is stopping); their checks write nothing. */
  abort(): void {
    this.stopping.abort();
  }

  private queueShrank(): void {
    const shrinkWaiters = this.shrinkWaiters;
    this.shrinkWaiters = [];
    for (const wake of shrinkWaiters) wake();
  }

  private pump(): void {
    const { MONITOR_CONCURRENCY: concurrency, MONITOR_PER_HOST: hostLimit } = this.deps.config;
    for (let index = 0; index < this.queue.length && this.busy < 2 * concurrency + WRITE_BACKLOG;) {
      const job = this.queue[index]!;
      const limit = job.urgency === 'now' ? 2 * concurrency : concurrency;
      if (this.fetching >= limit || this.fetching + this.reading >= UNREAD_PER_SLOT * limit) {
        // "Check now" jobs come first: past them, every job waits on the same slots as this one.
        if (job.urgency === 'scheduled') break;
        index += 1;
        continue;
      }
      const browsers = this.deps.config.MONITOR_BROWSERS * (job.urgency === 'now' ? 2 : 1);
      // A page waiting for a browser leaves its slot to the pages read over HTTP.
      if ((this.perHost.get(job.host) ?? 0) >= hostLimit || (isBrowser(job.target) && this.rendering >= browsers)) {
        index += 1;
        continue;
      }
      this.queue.splice(index, 1);
      clearTimeout(job.withdraw);
      this.start(job);
    }
  }

  private start(job: Job): void {
    const { host } = job;
    this.queueShrank();
    const browser = isBrowser(job.target);
    this.fetching += 1;
    if (browser) this.rendering += 1;
    this.perHost.set(host, (this.perHost.get(host) ?? 0) + 1);
    let stage: 'fetching' | 'reading' | 'writing' = 'fetching';
    const fetched = () => {
      if (stage !== 'fetching') return;
      stage = 'reading';
      this.fetching -= 1;
      if (browser) this.rendering -= 1;
      this.reading += 1;
      const left = (this.perHost.get(host) ?? 1) - 1;
      if (left === 0) this.perHost.delete(host);
      else this.perHost.set(host, left);
      this.pump();
    };
    const read = () => {
      fetched();
      if (stage !== 'reading') return;
      stage = 'writing';
      this.reading -= 1;
      this.writing += 1;
      this.pump();
    };
    const watchdog = setTimeout(
      () => {
        this.deps.log.warn(
          { pageId: job.target.page.id, url: job.target.page.url },
          'monitor: a check outlived its budget; its slot is freed',
        );
        read();
        job.settle?.reject(new CheckStalledError('The check took too long'));
      },
      budgetOf(this.deps.config, job.target) + WATCHDOG_GRACE_MS,
    );
    void this.run(job, { onFetched: fetched, onRead: read, othersComing: this.othersComing }).finally(() => {
      clearTimeout(watchdog);
      read();
      this.writing -= 1;
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
      this.pump();
    });
  }

  /** Checks queued, being fetched or being read: results still to come. */
  private readonly othersComing = () => this.queue.length + this.fetching + this.reading > 0;

  private async run(job: Job, stages: Pick<CheckOptions, 'onFetched' | 'onRead' | 'othersComing'>): Promise<void> {
    const started = performance.now();
    const { target } = job;
    const done = (result: CheckResult | null, failure?: unknown) => {
      this.onDone({ target, result, durationMs: performance.now() - started, ...(failure ? { failure } : {}) });
      if (result) job.settle?.resolve(result);
      else job.settle?.reject(failure);
    };
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      // A page that waited behind its host for a large part of its lease renews it first.
      const waited = this.deps.clock.now().getTime() - job.leasedAt;
      const budget = budgetOf(this.deps.config, target);
      if (waited > this.deps.leaseMs - 2 * budget) {
        if (!(await renewLease(this.deps, target.page.id))) {
          done(null, new LeaseLostError('Lease expired in the queue'));
          return;
        }
      }
      // A check that may outlast its lease (a slow page in a browser) keeps renewing it while it runs.
      if (2 * budget >= this.deps.leaseMs) {
        heartbeat = setInterval(
          () => void renewLease(this.deps, target.page.id).catch(() => undefined),
          Math.max(1_000, this.deps.leaseMs / 3),
        );
        heartbeat.unref();
      }
      const result = await checkPage(this.deps, target, this.deps.owner, {
        urgency: job.urgency,
        ...stages,
        signal: this.stopping.signal,
      });
      clearInterval(heartbeat);
      done(result);
    } catch (failure) {
      clearInterval(heartbeat);
      if (failure instanceof LeaseLostError) {
        // Edited meanwhile: the page is free for its next check (a lease another worker took is left alone).
        await releaseLeases(this.deps, [target.page.id]).catch(() => undefined);
        return done(null, failure);
      }
      if (this.stopping.signal.aborted || failure instanceof ReaderClosedError) {
        return done(null, new MonitorStoppingError('The monitor stopped during the check', { cause: failure }));
      }
      // Anything else is ours, not the page's: recorded as a failure, so it backs off like one.
      try {
        done(await recordCheckFailure(this.deps, target, this.deps.owner), failure);
      } catch (writeFailure) {
        done(null, writeFailure instanceof LeaseLostError ? writeFailure : failure);
      }
    }
  }
}
