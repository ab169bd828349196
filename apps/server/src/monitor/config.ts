import { availableParallelism } from 'node:os';
import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** "80,443", "80,443,8000-8100" or "*" (any port). */
const portList = z
  .string()
  .default('80,443')
  .transform((value, context): ReadonlySet<number> | 'any' => {
    if (value.trim() === '*') return 'any';
    const ports = new Set<number>();
    for (const part of value
      .split(',')
      .map((each) => each.trim())
      .filter(Boolean)) {
      const range = /^(\d+)(?:-(\d+))?$/.exec(part);
      const from = Number(range?.[1]);
      const to = Number(range?.[2] ?? range?.[1]);
      if (!range || from < 1 || to > 65_535 || from > to || to - from > 10_000) {
        context.addIssue({ code: 'custom', message: `"${part}" is not a port or a range of ports (like 8000-8100)` });
        return z.NEVER;
      }
      for (let port = from; port <= to; port += 1) ports.add(port);
    }
    return ports;
  });

/** The monitor's settings, read from the environment once at start. */
export const monitorConfigSchema = z
  .object({
    /** Checks running at once in one worker. */
    MONITOR_CONCURRENCY: positiveInt(8),
    /** Checks running at once against one host name, per worker (politeness). */
    MONITOR_PER_HOST: positiveInt(2),
    /** Whole fetch budget: connecting, redirects, headers and body. */
    MONITOR_TIMEOUT_MS: positiveInt(15_000),
    /** Wall-clock limit for reading one fetched page (parse, select, keywords) and for one diff. */
    MONITOR_EXTRACT_TIMEOUT_MS: positiveInt(10_000),
    /**
     * Threads that read pages; idle ones exit. Two where the machine has two
     * cores: while one reads, the other's pages come and go.
     */
    MONITOR_EXTRACT_THREADS: positiveInt(Math.min(2, availableParallelism())),
    /** Ports the monitor may connect to (MONITOR_ALLOW_PRIVATE allows any). */
    MONITOR_ALLOWED_PORTS: portList,
    /** "Check now" requests one person may have running at once; more answer 429. */
    MONITOR_CHECKS_PER_USER: positiveInt(2),
    /** Bytes read from a response before it is cut. */
    MONITOR_MAX_BODY_BYTES: positiveInt(5 * 1024 * 1024),
    /** Snapshots kept per page; older ones are deleted. */
    MONITOR_SNAPSHOT_RETENTION: positiveInt(50),
    /** Changes (diffs) kept per page; older ones are deleted. */
    MONITOR_CHANGE_RETENTION: positiveInt(500),
    /** Changes older than this many days are deleted. */
    MONITOR_CHANGE_RETENTION_DAYS: positiveInt(730),
    /** Activity events kept per page; older ones are deleted. */
    ACTIVITY_RETENTION_PER_PAGE: positiveInt(1_000),
    /** Activity events older than this many days are deleted. */
    ACTIVITY_RETENTION_DAYS: positiveInt(365),
    /** How often the monitor prunes changes and events. */
    MONITOR_RETENTION_INTERVAL_MS: positiveInt(60 * 60_000),
    /** Lets the monitor fetch loopback and private addresses: tests and local demos only. */
    MONITOR_ALLOW_PRIVATE: flag,
    /** How often an idle worker looks for due pages. */
    MONITOR_POLL_MS: positiveInt(5_000),
    /** How long a claimed page stays with its worker; a dead worker's pages return after it. */
    MONITOR_LEASE_MS: positiveInt(120_000),
    /** Pages claimed per query. */
    MONITOR_BATCH_SIZE: positiveInt(32),
    MONITOR_USER_AGENT: z.string().min(1).default('SpyglassMonitor/1.0 (+https://spyglass.app/bot)'),
    /** Browsers (Chromium processes) at most, each rendering one page at a time: the browser fetcher's concurrency. */
    MONITOR_BROWSERS: positiveInt(2),
    /** A browser-fetched page's time limit when the page sets none: loading, scripts, the selector it waits for. */
    MONITOR_BROWSER_TIMEOUT_MS: positiveInt(30_000),
    /** Requests one browser-fetched page may make (documents, scripts, images, XHR, ...); more are refused. */
    MONITOR_BROWSER_MAX_REQUESTS: positiveInt(300),
    /** Bytes one browser-fetched page may download in all; past them its connections are cut. */
    MONITOR_BROWSER_MAX_BYTES: positiveInt(30 * 1024 * 1024),
    /** Debian's Chromium; the browser fetcher is unavailable when nothing runnable is there (never downloaded). */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .refine((config) => config.MONITOR_LEASE_MS > 2 * checkBudgetMs(config), {
    message:
      'MONITOR_LEASE_MS must be more than twice MONITOR_TIMEOUT_MS plus two MONITOR_EXTRACT_TIMEOUT_MS, so a lease outlives its check',
    path: ['MONITOR_LEASE_MS'],
  });

export type MonitorConfig = z.output<typeof monitorConfigSchema>;

/** The longest a check may take when nothing goes wrong: the fetch, the reading and the diff. */
export function checkBudgetMs(config: { MONITOR_TIMEOUT_MS: number; MONITOR_EXTRACT_TIMEOUT_MS: number }): number {
  return config.MONITOR_TIMEOUT_MS + 2 * config.MONITOR_EXTRACT_TIMEOUT_MS;
}

/**
 * The longest a browser check may take when nothing goes wrong: starting a
 * browser, the page's own time limit, the screenshot, the reading and the diff.
 */
export function browserBudgetMs(config: { MONITOR_EXTRACT_TIMEOUT_MS: number }, pageTimeoutMs: number): number {
  return BROWSER_LAUNCH_TIMEOUT_MS + pageTimeoutMs + SCREENSHOT_TIMEOUT_MS + 2 * config.MONITOR_EXTRACT_TIMEOUT_MS;
}

/** How long starting a browser may take before the check fails. */
export const BROWSER_LAUNCH_TIMEOUT_MS = 20_000;
/** How long taking and compressing a screenshot may take; past it the change is stored without one. */
export const SCREENSHOT_TIMEOUT_MS = 10_000;

/** Settings outside the MONITOR_ prefix that the monitor reads. */
const OTHER_KEYS = new Set(['ACTIVITY_RETENTION_PER_PAGE', 'ACTIVITY_RETENTION_DAYS', 'CHROMIUM_PATH']);

export class MonitorConfigError extends Error {
  override name = 'MonitorConfigError';
}

/** Reads and validates the monitor's settings; unset or empty variables take their defaults. */
export function loadMonitorConfig(env: Record<string, string | undefined> = process.env): MonitorConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => (key.startsWith('MONITOR_') || OTHER_KEYS.has(key)) && value !== undefined && value !== '',
    ),
  );
  const parsed = monitorConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new MonitorConfigError(`Invalid monitor configuration: ${problems}`);
  }
  return parsed.data;
}
