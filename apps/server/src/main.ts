import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { resolveSecretKey } from './domain/secret';
import { buildApp } from './http/app';
import { findUp } from './paths';

/** The product in one process: API, built SPA, translations and (on PGlite) the monitor. */
async function main(): Promise<void> {
  const config = loadConfig();
  const secretKey = resolveSecretKey(config);
  const database = await openDatabase(config);
  const webDist = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : findUp('apps/web/dist');
  const localesDir = config.LOCALES_DIR ? resolve(config.LOCALES_DIR) : findUp('locales');
  const app = await buildApp({ config, database, secretKey, webDist, localesDir });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let those in flight finish, then release the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
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
  app.log.info(
    { dialect: database.dialect, spa: Boolean(webDist), dataDir: database.dialect === 'pglite' ? resolve(config.DATA_DIR) : undefined },
    'Spyglass is serving',
  );
}

main().catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say so plainly, without a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
