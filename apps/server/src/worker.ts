import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { PRIVATE_UMASK } from './db/dataDir';
import { createLogger } from './logging';
import { createMonitor, loadMonitorConfig, MonitorConfigError } from './monitor';
import { createNotificationServices } from './notify';
import { findUp } from './paths';
import { exitOnSignals } from './shutdown';

/**
 * `npm run worker`: one more monitor process on PostgreSQL. Any number may
 * run beside each other and beside the API; leases keep them off each
 * other's pages. PGlite has a single process (the one `npm start` runs).
 */
async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const monitorConfig = loadMonitorConfig();
  if (!config.DATABASE_URL) {
    console.error(
      'The worker needs PostgreSQL: set DATABASE_URL=postgres://... On PGlite (the default) `npm start` runs the monitor inside the server.',
    );
    process.exit(1);
  }
  const log = createLogger(config).child({ module: 'worker' });
  const database = await openDatabase(config);
  const localesDir = config.LOCALES_DIR ? resolve(config.LOCALES_DIR) : findUp('locales');
  if (!localesDir) throw new ConfigError('The translations (locales/) were not found: set LOCALES_DIR');
  // Notifications and digests are sent by the workers too: outbox rows are claimed like pages.
  const { notifier } = createNotificationServices({ config, monitorConfig, db: database.db, log, localesDir });
  const monitor = createMonitor({
    db: database.db,
    config: monitorConfig,
    log,
    onCheck: ({ result }) => {
      if (result?.change || (result?.alerts.length ?? 0) > 0 || result?.outcome === 'error') notifier.wake();
    },
  });

  exitOnSignals({
    log,
    // Checks in flight finish within their time budget; leases of a worker that gives up expire on their own.
    timeoutMs: monitorConfig.MONITOR_TIMEOUT_MS + 5_000,
    stop: async () => {
      await monitor.stop();
      await notifier.stop();
    },
    closeDatabase: () => database.close(),
  });

  monitor.start();
  notifier.start();
  log.info({ owner: monitor.owner }, 'worker: checking pages and sending notifications');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MonitorConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
