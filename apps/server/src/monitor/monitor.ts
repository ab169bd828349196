import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database, PageRow } from '../db';
import type { StoredText } from '../db/packedText';
import type { AddressVerdict } from './addressPolicy';
import { BrowserService } from './browser';
import { type CheckResult, LeaseLostError } from './checker';
import { BROWSER_LAUNCH_TIMEOUT_MS, type MonitorConfig } from './config';
import { createFetcher, type Fetcher, type Resolver } from './fetcher';
import { claimDuePages, claimPage, type LeaseDeps, releaseLeases } from './leases';
import type { RuleProblem, RulesToCheck } from './noise/checkRules';
import type { NoiseRules, RulesPreview } from './noise/pageRules';
import { ReaderPool } from './readerPool';
import { ResultWriter } from './resultWriter';
import { pruneHistory, type PruneReport } from './retention';
import {
  CheckRunner,
  type CompletedCheck,
  MonitorBusyError,
  type MonitorLogger,
  MonitorStoppingError,
  type RunnerDeps,
} from './runner';
import { systemClock, type Clock } from './schedule';

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
  /** Which addresses may be connected to; tests stand a loopback address in for a public one. */
  addressPolicy?: (address: string) => AddressVerdict;
  /** Wraps the fetcher (tests make a check fail in ways a server cannot). */
  wrapFetcher?: (fetcher: Fetcher) => Fetcher;
  /** Names this worker's leases; defaults to host, process and a random part. */
  owner?: string;
  /** Told about every finished check (benchmarks, tests). */
  onCheck?: (check: CompletedCheck) => void;
}

/**
 * What the API asks of the monitor's reading threads about rules people
 * type: patterns and selectors are compiled there, never on the thread that
 * answers requests.
 */
export interface PageRulesReader {
  /** The patterns and selectors among these that do not compile, each with its sentence. */
  checkRules(rules: RulesToCheck): Promise<RuleProblem[]>;
  /** What rules would hide of a stored text (as stored, with its base; null for none). */
  previewRules(stored: StoredText | null, rules: NoiseRules): Promise<RulesPreview>;
}

export interface Monitor extends PageRulesReader {
  /** Starts the polling loop (claims due pages, checks them, sleeps MONITOR_POLL_MS when none are due) and the hourly pruning. */
  start(): void;
  /**
   * Stops claiming, lets running checks end for a few seconds, then ends
   * the rest, hands back every lease it holds and closes its threads and
   * connections. Resolves within about MONITOR_TIMEOUT_MS (at most 5 s) plus 3 s.
   */
  stop(): Promise<void>;
  /**
   * Checks one page now, whatever its schedule, ahead of the scheduled ones.
   * Throws CheckInProgressError when a check of it is running, MonitorBusyError
   * when no slot frees within a few seconds, LeaseLostError when the page was
   * edited meanwhile.
   */
  checkNow(pageId: string): Promise<CheckResult>;
  /** Checks every page due now, then resolves with what happened (tests, benchmarks; not with start()). */
  runDue(): Promise<CompletedCheck[]>;
  /** Deletes changes and events past their retention (start() runs it hourly); null when another worker is at it. */
  pruneHistory(): Promise<PruneReport | null>;
  /** What this server can do that depends on how it is installed. */
  capabilities(): MonitorCapabilities;
  /**
   * The whole page as it looks now, rendered by the browser fetcher under the
   * same address policy and limits as a check (nothing is stored). Throws
   * MonitorBusyError when no browser frees in time.
   */
  screenshotPage(page: Pick<PageRow, 'url' | 'waitForSelector' | 'timeoutSeconds'>): Promise<PageScreenshot>;
  readonly owner: string;
}

export interface MonitorCapabilities {
  /** Chromium is installed: pages can be fetched with a browser. */
  browserFetcher: boolean;
}

export type PageScreenshot = { ok: true; mediaType: string; image: Buffer } | { ok: false; error: string };

/** What stop() waits for running checks before ending them. */
const STOP_GRACE_MAX_MS = 5_000;
/** What stop() gives the database to take the leases back. */
const RELEASE_WAIT_MS = 2_000;
/** Longest a full-page screenshot waits for a browser, beyond its own time. */
const SCREENSHOT_WAIT_MS = 30_000;

/** Resolves true when the promise settles within `ms`, false otherwise (it keeps running). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createMonitor(options: MonitorOptions): Monitor {
  const { db, config, log } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const fetcher = createFetcher({
    allowPrivate: config.MONITOR_ALLOW_PRIVATE,
    allowedPorts: config.MONITOR_ALLOWED_PORTS,
    timeoutMs: config.MONITOR_TIMEOUT_MS,
    maxBodyBytes: config.MONITOR_MAX_BODY_BYTES,
    userAgent: config.MONITOR_USER_AGENT,
    onRefused: (url, detail) => log.info({ url, detail }, 'monitor: address refused'),
    ...(options.resolver ? { resolver: options.resolver } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
  });
  const browser = new BrowserService({
    config,
    log,
    allowPrivate: config.MONITOR_ALLOW_PRIVATE,
    allowedPorts: config.MONITOR_ALLOWED_PORTS,
    onRefused: (url, detail) => log.info({ url, detail }, 'monitor: address refused in a browser'),
    ...(options.resolver ? { resolver: options.resolver } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
  });
  const reader = new ReaderPool({
    threads: config.MONITOR_EXTRACT_THREADS,
    timeoutMs: config.MONITOR_EXTRACT_TIMEOUT_MS,
  });
  const clock = options.clock ?? systemClock;
  const deps: RunnerDeps & LeaseDeps = {
    db,
    config,
    log,
    owner,
    clock,
    leaseMs: config.MONITOR_LEASE_MS,
    fetcher: options.wrapFetcher ? options.wrapFetcher(fetcher) : fetcher,
    browser,
    reader,
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
  let pruneTimer: NodeJS.Timeout | undefined;

  const nap = (ms: number) =>
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
      // Busy: claim again as soon as the queue shrinks. Idle: wait for the next poll.
      if (more || runner.queued >= config.MONITOR_CONCURRENCY)
        await Promise.race([runner.queueShrinks(), nap(config.MONITOR_POLL_MS)]);
      else await nap(config.MONITOR_POLL_MS);
    }
  }

  const retention = {
    changesPerPage: config.MONITOR_CHANGE_RETENTION,
    changeMaxAgeDays: config.MONITOR_CHANGE_RETENTION_DAYS,
    eventsPerPage: config.ACTIVITY_RETENTION_PER_PAGE,
    eventMaxAgeDays: config.ACTIVITY_RETENTION_DAYS,
  };

  function schedulePrune(delayMs: number): void {
    pruneTimer = setTimeout(() => {
      void pruneHistory(db, retention, clock.now())
        .then((pruned) => {
          if (pruned && pruned.changes + pruned.events > 0) log.info({ ...pruned }, 'monitor: old history pruned');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'monitor: could not prune old history'))
        .finally(() => {
          if (running) schedulePrune(config.MONITOR_RETENTION_INTERVAL_MS);
        });
    }, delayMs);
    // Pruning never keeps the process alive.
    pruneTimer.unref();
  }

  /** Bounded: checks get a few seconds to end, then are ended; the leases go back, the threads and sockets close. */
  async function shutdown(): Promise<void> {
    running = false;
    clearTimeout(pruneTimer);
    wakeUp?.();
    const grace = Math.min(config.MONITOR_TIMEOUT_MS, STOP_GRACE_MAX_MS);
    if (loop) await within(loop, grace);
    loop = null;
    runner.dropQueued();
    if (!(await within(runner.idle(), grace))) {
      log.warn({ owner }, 'monitor: checks still running at stop are ended');
      runner.abort();
      await reader.close();
      await within(runner.idle(), 500);
    }
    screenshots.abort();
    const released = await within(
      releaseLeases(deps).catch((error: unknown) =>
        log.warn({ err: error }, 'monitor: could not hand back leases; they expire on their own'),
      ),
      RELEASE_WAIT_MS,
    );
    if (!released) log.warn({ owner }, 'monitor: handing back leases took too long; they expire on their own');
    await reader.close();
    await fetcher.close();
    await within(browser.close(), RELEASE_WAIT_MS);
    log.info({ owner }, 'monitor: stopped');
  }

  /** Ends the full-page screenshots being taken when the monitor stops. */
  const screenshots = new AbortController();

  async function screenshotPage(
    page: Pick<PageRow, 'url' | 'waitForSelector' | 'timeoutSeconds'>,
  ): Promise<PageScreenshot> {
    if (stopping) throw new MonitorStoppingError('The monitor is stopping');
    const timeoutMs = page.timeoutSeconds ? page.timeoutSeconds * 1000 : config.MONITOR_BROWSER_TIMEOUT_MS;
    // Waiting for a browser is bounded like a "check now" waiting for a slot.
    const waiting = AbortSignal.timeout(SCREENSHOT_WAIT_MS + BROWSER_LAUNCH_TIMEOUT_MS + timeoutMs);
    let rendered;
    try {
      rendered = await browser.render({
        url: page.url,
        waitForSelector: page.waitForSelector,
        timeoutMs,
        focusSelector: null,
        urgency: 'now',
        signal: AbortSignal.any([waiting, screenshots.signal]),
      });
    } catch (error) {
      if (screenshots.signal.aborted) throw new MonitorStoppingError('The monitor is stopping', { cause: error });
      if (waiting.aborted) throw new MonitorBusyError('No browser came free in time', { cause: error });
      throw error;
    }
    if (rendered.kind === 'error') return { ok: false, error: rendered.error };
    try {
      return { ok: true, mediaType: 'image/webp', image: await rendered.fullPage() };
    } catch {
      return { ok: false, error: 'The screenshot could not be taken in time' };
    } finally {
      await rendered.close();
    }
  }

  return {
    owner,
    capabilities: () => ({ browserFetcher: browser.available }),
    screenshotPage,
    start() {
      if (running || stopping) return;
      running = true;
      log.info(
        { owner, concurrency: config.MONITOR_CONCURRENCY, perHost: config.MONITOR_PER_HOST },
        'monitor: started',
      );
      loop = pollLoop();
      schedulePrune(Math.min(config.MONITOR_RETENTION_INTERVAL_MS, 60_000));
    },
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
    async checkNow(pageId) {
      const target = await claimPage(deps, pageId);
      if (!target) throw new CheckInProgressError('This page is being checked right now');
      try {
        return await runner.runNow(target);
      } catch (error) {
        // Nothing was written: the page goes back as it was (only while this worker still holds it).
        await releaseLeases(deps, [pageId]).catch(() => undefined);
        throw error;
      }
    },
    async runDue() {
      const batch = Math.max(config.MONITOR_BATCH_SIZE, config.MONITOR_CONCURRENCY);
      const done: CompletedCheck[] = [];
      collecting = done;
      try {
        // A stop during the run ends it: the checks under way finish, nothing more is claimed.
        while (!stopping) {
          const targets = await claimDuePages(deps, batch);
          if (stopping) {
            // Claimed while the monitor was stopping: handed back for another worker, as stop() hands back the rest.
            if (targets.length > 0)
              await releaseLeases(
                deps,
                targets.map((target) => target.page.id),
              );
            break;
          }
          runner.add(targets);
          if (targets.length < batch) break;
          while (runner.queued >= config.MONITOR_CONCURRENCY) await runner.queueShrinks();
        }
        await runner.idle();
      } finally {
        collecting = null;
      }
      return done;
    },
    pruneHistory: () => pruneHistory(db, retention, clock.now()),
    checkRules: (rules) => reader.checkRules(rules),
    previewRules: (stored, rules) => reader.preview(stored, rules),
  };
}
