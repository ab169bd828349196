import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { resolveSecretKey } from './domain/secret';
import { buildApp } from './http/app';
import { monitorRoutes } from './http/routes/checks';
import { createMonitor, loadMonitorConfig, MonitorConfigError, type Monitor } from './monitor';
import { findUp } from './paths';

/**
 * The product in one process: API, built SPA, translations and, on PGlite,
 * the monitor's polling loop. On PostgreSQL the loop runs in `npm run
 * worker` processes; this one still answers "check now".
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const monitorConfig = loadMonitorConfig();
  const secretKey = resolveSecretKey(config);
  const database = await openDatabase(config);
  const webDist = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : findUp('apps/web/dist');
  const localesDir = config.LOCALES_DIR ? resolve(config.LOCALES_DIR) : findUp('locales');

  // The routes are registered before the app's logger exists; the monitor is made with it just after.
  const ready: { monitor?: Monitor } = {};
  const app = await buildApp({
    config,
    database,
    secretKey,
    webDist,
    localesDir,
    protectedPlugins: [
      (scope) =>
        scope.register(monitorRoutes, {
          db: database.db,
          monitor: {
            checkNow: (pageId) => {
              if (!ready.monitor) throw new Error('monitor not ready');
              return ready.monitor.checkNow(pageId);
            },
          },
        }),
    ],
  });
  const monitor = createMonitor({ db: database.db, config: monitorConfig, log: app.log.child({ module: 'monitor' }) });
  ready.monitor = monitor;
  const runsLoop = database.dialect === 'pglite' && !config.MONITOR_DISABLED;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let those in flight finish, stop the monitor
    // (its checks end, its leases go back), then release the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, monitorConfig.MONITOR_TIMEOUT_MS + 10_000);
    timer.unref();
    try {
      await app.close();
      await monitor.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  if (runsLoop) monitor.start();
  app.log.info(
    {
      dialect: database.dialect,
      spa: Boolean(webDist),
      monitor: runsLoop ? 'in process' : database.dialect === 'postgres' ? 'npm run worker' : 'disabled',
      dataDir: database.dialect === 'pglite' ? resolve(config.DATA_DIR) : undefined,
    },
    'Spyglass is serving',
  );
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say so plainly, without a stack.
  if (error instanceof ConfigError || error instanceof MonitorConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
