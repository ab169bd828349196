import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { createMonitor, loadMonitorConfig, MonitorConfigError, type MonitorLogger } from './monitor';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** JSON lines on stdout, the shape the API's logger writes, so one log pipeline reads both. */
function jsonLogger(level: string): MonitorLogger {
  const threshold = level === 'silent' ? Infinity : LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const write = (name: (typeof LEVELS)[number]) => (object: object, message?: string) => {
    const rank = LEVELS.indexOf(name);
    if (rank < threshold) return;
    const entry: Record<string, unknown> = { level: 10 * (rank + 1), time: Date.now(), pid: process.pid, ...object };
    if (entry.err instanceof Error)
      entry.err = { type: entry.err.name, message: entry.err.message, stack: entry.err.stack };
    if (message) entry.msg = message;
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * `npm run worker`: one more monitor process on PostgreSQL. Any number may
 * run beside each other and beside the API; leases keep them off each
 * other's pages. PGlite has a single process (the one `npm start` runs).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const monitorConfig = loadMonitorConfig();
  if (!config.DATABASE_URL) {
    console.error(
      'The worker needs PostgreSQL: set DATABASE_URL=postgres://... On PGlite (the default) `npm start` runs the monitor inside the server.',
    );
    process.exit(1);
  }
  const log = jsonLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  const monitor = createMonitor({ db: database.db, config: monitorConfig, log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker: shutting down');
    // Checks in flight finish within their time budget; then the leases go back and the pool closes.
    const timer = setTimeout(() => {
      log.error({}, 'worker: shutdown took too long; exiting (leases expire on their own)');
      process.exit(1);
    }, monitorConfig.MONITOR_TIMEOUT_MS + 5_000);
    timer.unref();
    try {
      await monitor.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'worker: shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  monitor.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MonitorConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
