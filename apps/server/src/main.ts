import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { DataDirLockedError, PRIVATE_UMASK, lockDataDir } from './db/dataDir';
import { resolveSecretKey } from './domain/secret';
import { buildApp } from './http/app';
import { readTlsFiles } from './http/tls';
import { createLogger } from './logging';
import { createMonitor, loadMonitorConfig, MonitorConfigError } from './monitor';
import { createNotificationServices } from './notify';
import { DiscoveryService, loadReconConfig, ReconConfigError } from './recon';
import { findUp } from './paths';
import { exitOnSignals } from './shutdown';

/**
 * The product in one process: API, built SPA, translations and, on PGlite,
 * the monitor's polling loop. On PostgreSQL the loop runs in `npm run
 * worker` processes; this one still answers "check now".
 */
async function main(): Promise<void> {
  // Everything this process writes (PGlite's files, the signing key) is for its owner alone.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const monitorConfig = loadMonitorConfig();
  const reconConfig = loadReconConfig();
  const log = createLogger(config);
  // Read before anything opens: a missing or mismatched certificate is the operator's to fix first.
  const tls = readTlsFiles(config);

  const onDisk = !config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://');
  // One process per PGlite folder: a second one stops here, before touching anything.
  const lock = onDisk ? lockDataDir(config.DATA_DIR) : undefined;
  process.once('exit', () => lock?.release());

  const secretKey = resolveSecretKey(config);
  const database = await openDatabase(config);
  const webDist = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : findUp('apps/web/dist');
  const localesDir = config.LOCALES_DIR ? resolve(config.LOCALES_DIR) : findUp('locales');
  if (!localesDir) throw new ConfigError('The translations (locales/) were not found: set LOCALES_DIR');
  const notifications = createNotificationServices({
    config,
    monitorConfig,
    db: database.db,
    log: log.child({ module: 'notify' }),
    localesDir,
  });
  const monitor = createMonitor({
    db: database.db,
    config: monitorConfig,
    log: log.child({ module: 'monitor' }),
    // News is sent at once, not at the notifier's next poll.
    onCheck: ({ result }) => {
      if (result?.change || (result?.alerts.length ?? 0) > 0 || result?.outcome === 'error')
        notifications.notifier.wake();
    },
  });
  // Discovery's requests pass the monitor's egress policy and name themselves as it does.
  const recon = new DiscoveryService({
    db: database.db,
    config: reconConfig,
    egress: { allowPrivate: monitorConfig.MONITOR_ALLOW_PRIVATE, allowedPorts: monitorConfig.MONITOR_ALLOWED_PORTS },
    userAgent: monitorConfig.MONITOR_USER_AGENT,
    log: log.child({ module: 'recon' }),
  });
  const app = await buildApp({
    config,
    database,
    secretKey,
    tls,
    logger: log,
    monitor,
    checksPerUser: monitorConfig.MONITOR_CHECKS_PER_USER,
    recon,
    webDist,
    localesDir,
    mailer: notifications.mailer,
    translate: notifications.translate,
    notifier: notifications.notifier,
    egress: notifications.egress,
  });
  const runsLoop = database.dialect === 'pglite' && !config.MONITOR_DISABLED;

  exitOnSignals({
    log,
    // Requests in flight and the monitor's checks end within their fetch budget.
    timeoutMs: monitorConfig.MONITOR_TIMEOUT_MS + 10_000,
    // Stop taking requests and let those in flight finish, then stop the monitor (its checks end, its leases go back).
    async stop() {
      await app.close();
      await recon.close();
      await monitor.stop();
      await notifications.notifier.stop();
    },
    async closeDatabase() {
      await database.close();
      lock?.release();
    },
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  if (runsLoop) monitor.start();
  // On PGlite this process is the only one: it sends notifications and digests even with the monitor off.
  if (database.dialect === 'pglite') notifications.notifier.start();
  log.info(
    {
      dialect: database.dialect,
      protocol: tls ? 'HTTPS (HTTP/2 and HTTP/1.1)' : 'HTTP',
      spa: Boolean(webDist),
      monitor: runsLoop ? 'in process' : database.dialect === 'postgres' ? 'npm run worker' : 'disabled',
      dataDir: onDisk ? resolve(config.DATA_DIR) : undefined,
      docs: config.DOCS_ENABLED ? '/docs' : 'off',
      mail: notifications.mailer.configured ? 'on' : 'off (no SMTP_URL)',
    },
    'Spyglass is serving',
  );
}

main().catch((error: unknown) => {
  // Configuration and a busy data folder are the operator's to fix: say so plainly, without a stack.
  if (
    error instanceof ConfigError ||
    error instanceof MonitorConfigError ||
    error instanceof ReconConfigError ||
    error instanceof DataDirLockedError
  )
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
