import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { pages, type Database } from '../db';
import { checkPage, LeaseLostError, type CheckResult } from './checker';
import type { MonitorConfig } from './config';
import { createFetcher, type Resolver } from './fetcher';
import { ResultWriter } from './resultWriter';
import { systemClock, type Clock } from './schedule';
import {
  CheckRunner,
  claimDuePages,
  claimPage,
  type CompletedCheck,
  type MonitorLogger,
  type SchedulerDeps,
} from './scheduler';

export { loadMonitorConfig, monitorConfigSchema, MonitorConfigError, type MonitorConfig } from './config';
export { LeaseLostError, type CheckResult, type CheckTarget } from './checker';
export type { Clock } from './schedule';
export type { CompletedCheck, MonitorLogger } from './scheduler';

/** Another check of the page is running (a worker holds its lease). */
export class CheckInProgressError extends Error {
  override name = 'CheckInProgressError';
}

export interface MonitorOptions {
  db: Database;
  config: MonitorConfig;
  log: MonitorLogger;
  /** Tests move time by hand. */
  clock?: Clock;
  /** Jitter source; tests pass a constant. */
  random?: () => number;
  /** Host-name resolution; tests point names at chosen addresses. */
  resolver?: Resolver;
  /** Names this worker's leases; defaults to host, process and a random part. */
  owner?: string;
  /** Told about every finished check (benchmarks, tests). */
  onCheck?: (check: CompletedCheck) => void;
}

export interface Monitor {
  /** Starts the polling loop: claims due pages, checks them, sleeps MONITOR_POLL_MS when none are due. */
  start(): void;
  /** Stops claiming, lets running checks end and hands back every lease it holds. */
  stop(): Promise<void>;
  /** Checks one page now, whatever its schedule. Throws CheckInProgressError when a check of it is running. */
  checkNow(pageId: string): Promise<CheckResult>;
  /** Checks every page due now, then resolves with what happened (tests, benchmarks; not with start()). */
  runDue(): Promise<CompletedCheck[]>;
  readonly owner: string;
}

export function createMonitor(options: MonitorOptions): Monitor {
  const { db, config, log } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const fetcher = createFetcher({
    allowPrivate: config.MONITOR_ALLOW_PRIVATE,
    timeoutMs: config.MONITOR_TIMEOUT_MS,
    maxBodyBytes: config.MONITOR_MAX_BODY_BYTES,
    userAgent: config.MONITOR_USER_AGENT,
    ...(options.resolver ? { resolver: options.resolver } : {}),
  });
  const deps: SchedulerDeps = {
    db,
    config,
    log,
    owner,
    fetcher,
    clock: options.clock ?? systemClock,
    random: options.random ?? Math.random,
    writer: new ResultWriter(db, config.MONITOR_SNAPSHOT_RETENTION),
  };

  let collecting: CompletedCheck[] | null = null;
  const runner = new CheckRunner(deps, (check) => {
    report(check);
    collecting?.push(check);
    options.onCheck?.(check);
  });

  function report({ target, result, failure, durationMs }: CompletedCheck): void {
    const context = { pageId: target.page.id, url: target.page.url, ms: Math.round(durationMs) };
    if (failure instanceof LeaseLostError) log.info({ ...context, reason: failure.message }, 'monitor: check dropped');
    else if (failure) log.error({ ...context, err: failure }, 'monitor: check failed to complete');
    else if (result?.outcome === 'error')
      log.debug({ ...context, status: result.status, error: result.error }, 'monitor: page unreachable');
    else log.debug({ ...context, outcome: result?.outcome }, 'monitor: page checked');
  }

  let running = false;
  let stopping: Promise<void> | null = null;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function pollLoop(): Promise<void> {
    const batch = Math.max(config.MONITOR_BATCH_SIZE, config.MONITOR_CONCURRENCY);
    while (running) {
      let more = false;
      if (runner.queued < config.MONITOR_CONCURRENCY) {
        try {
          const targets = await claimDuePages(deps, batch);
          runner.add(targets);
          more = targets.length === batch;
        } catch (error) {
          log.error({ err: error }, 'monitor: could not claim due pages');
        }
      }
      if (!running) break;
      // Busy: claim again as soon as a slot frees. Idle: wait for the next poll.
      if (more || runner.queued >= config.MONITOR_CONCURRENCY)
        await Promise.race([runner.nextCompletion(), sleep(config.MONITOR_POLL_MS)]);
      else await sleep(config.MONITOR_POLL_MS);
    }
  }

  async function releaseLeases(): Promise<void> {
    await db.update(pages).set({ leaseOwner: null, leaseUntil: null }).where(eq(pages.leaseOwner, owner));
  }

  /** Stops claiming, lets running checks end, hands back every lease, closes the connections. Once. */
  async function shutdown(): Promise<void> {
    running = false;
    wakeUp?.();
    await loop;
    loop = null;
    runner.dropQueued();
    await runner.idle();
    try {
      await releaseLeases();
    } catch (error) {
      log.warn({ err: error }, 'monitor: could not hand back leases; they expire on their own');
    }
    await fetcher.close();
    log.info({ owner }, 'monitor: stopped');
  }

  return {
    owner,
    start() {
      if (running || stopping) return;
      running = true;
      log.info(
        { owner, concurrency: config.MONITOR_CONCURRENCY, perHost: config.MONITOR_PER_HOST },
        'monitor: started',
      );
      loop = pollLoop();
    },
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
    async checkNow(pageId) {
      const target = await claimPage(deps, pageId);
      if (!target) throw new CheckInProgressError('This page is being checked right now');
      try {
        return await checkPage(deps, target, owner);
      } catch (error) {
        await db
          .update(pages)
          .set({ leaseOwner: null, leaseUntil: null })
          .where(and(eq(pages.id, pageId), eq(pages.leaseOwner, owner)))
          .catch(() => undefined);
        throw error;
      }
    },
    async runDue() {
      const batch = Math.max(config.MONITOR_BATCH_SIZE, config.MONITOR_CONCURRENCY);
      const done: CompletedCheck[] = [];
      collecting = done;
      try {
        for (;;) {
          const targets = await claimDuePages(deps, batch);
          runner.add(targets);
          if (targets.length < batch) break;
          while (runner.queued >= config.MONITOR_CONCURRENCY) await runner.nextCompletion();
        }
        await runner.idle();
      } finally {
        collecting = null;
      }
      return done;
    },
  };
}
