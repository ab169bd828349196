import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The monitor's settings, read from the environment once at start. */
export const monitorConfigSchema = z
  .object({
    /** Checks running at once in one worker. */
    MONITOR_CONCURRENCY: positiveInt(8),
    /** Checks running at once against one host name, per worker (politeness). */
    MONITOR_PER_HOST: positiveInt(2),
    /** Whole check budget: connecting, redirects, headers and body. */
    MONITOR_TIMEOUT_MS: positiveInt(15_000),
    /** Bytes read from a response before it is cut. */
    MONITOR_MAX_BODY_BYTES: positiveInt(5 * 1024 * 1024),
    /** Snapshots kept per page; older ones are deleted. */
    MONITOR_SNAPSHOT_RETENTION: positiveInt(50),
    /** Lets the monitor fetch loopback and private addresses: tests and local demos only. */
    MONITOR_ALLOW_PRIVATE: flag,
    /** How often an idle worker looks for due pages. */
    MONITOR_POLL_MS: positiveInt(5_000),
    /** How long a claimed page stays with its worker; a dead worker's pages return after it. */
    MONITOR_LEASE_MS: positiveInt(120_000),
    /** Pages claimed per query. */
    MONITOR_BATCH_SIZE: positiveInt(32),
    MONITOR_USER_AGENT: z.string().min(1).default('SpyglassMonitor/1.0 (+https://spyglass.app/bot)'),
  })
  .refine((config) => config.MONITOR_LEASE_MS > config.MONITOR_TIMEOUT_MS * 2, {
    message: 'MONITOR_LEASE_MS must be more than twice MONITOR_TIMEOUT_MS, so a lease outlives its check',
    path: ['MONITOR_LEASE_MS'],
  });

export type MonitorConfig = z.output<typeof monitorConfigSchema>;

export class MonitorConfigError extends Error {
  override name = 'MonitorConfigError';
}

/** Reads and validates the monitor's settings; unset or empty variables take their defaults. */
export function loadMonitorConfig(env: Record<string, string | undefined> = process.env): MonitorConfig {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('MONITOR_') && value !== undefined && value !== ''),
  );
  const parsed = monitorConfigSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new MonitorConfigError(`Invalid monitor configuration: ${problems}`);
  }
  return parsed.data;
}
