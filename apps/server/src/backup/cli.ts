import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, PRIVATE_UMASK } from '../db/dataDir';
import { describeCounts } from './counts';
import { BackupError } from './errors';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the database the
 * settings name (DATABASE_URL, else DATA_DIR), to and from one file.
 */
async function main(argv: string[]): Promise<void> {
  process.umask(PRIVATE_UMASK);
  const [command, file, ...rest] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  // Relative to where the operator ran npm, like DATA_DIR.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (config.DATA_DIR.startsWith('memory://') && !config.DATABASE_URL) {
    throw new BackupError('DATA_DIR is memory://: there is nothing on disk to back up or restore.');
  }

  if (command === 'backup') {
    const { bytes } = config.DATABASE_URL
      ? await backupPostgres(config.DATABASE_URL, path)
      : await backupPglite(config.DATA_DIR, path);
    const source = config.DATABASE_URL ? 'the PostgreSQL database' : config.DATA_DIR;
    console.log(`Backed up ${source} to ${path} (${megabytes(bytes)}).`);
    return;
  }
  const counts = config.DATABASE_URL
    ? await restorePostgres(config.DATABASE_URL, path)
    : await restorePglite(config.DATA_DIR, path);
  const target = config.DATABASE_URL ? 'the PostgreSQL database' : config.DATA_DIR;
  console.log(`Restored ${path} into ${target}: ${describeCounts(counts)}.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
