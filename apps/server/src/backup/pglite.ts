import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { usePglite } from '../db';
import { keepPrivate, lockDataDir } from '../db/dataDir';
import { rowCounts, type RowCounts } from './counts';
import { BackupError } from './errors';
import { backupKind, writePrivateFile } from './files';

const databaseFolder = (dataDir: string) => join(resolve(dataDir), 'pglite');

/**
 * Copies the PGlite database of `dataDir` into `file` (PGlite's own dump of
 * its data folder, a gzipped tar). The folder is locked meanwhile, so a
 * server that holds it makes the backup refuse, and no server can start
 * while it runs.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  const lock = lockDataDir(dataDir, 'backup');
  try {
    const folder = databaseFolder(dataDir);
    if (!existsSync(join(folder, 'PG_VERSION'))) {
      throw new BackupError(`There is no database in ${resolve(dataDir)} to back up (DATA_DIR).`);
    }
    keepPrivate(dataDir);
    const client = await PGlite.create({ dataDir: folder });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writePrivateFile(resolve(file), bytes);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Brings a PGlite backup back into `dataDir`, which must hold no database
 * yet (nothing is overwritten), then applies any newer migrations.
 */
export async function restorePglite(dataDir: string, file: string): Promise<RowCounts> {
  const bytes = readBackup(file);
  const kind = backupKind(bytes);
  if (kind === 'postgres') {
    throw new BackupError(`${resolve(file)} is a PostgreSQL backup: set DATABASE_URL to restore it into PostgreSQL.`);
  }
  if (kind !== 'pglite') throw new BackupError(`${resolve(file)} is not a Spyglass backup.`);
  const lock = lockDataDir(dataDir, 'restore');
  const folder = databaseFolder(dataDir);
  try {
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      throw new BackupError(
        `${resolve(dataDir)} already holds a database. Restore into an empty folder (set DATA_DIR to a new one), or move ${folder} away first.`,
      );
    }
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    keepPrivate(dataDir);
    try {
      const database = await usePglite(await PGlite.create({ dataDir: folder, loadDataDir: new Blob([bytes]) }));
      try {
        return await rowCounts(database.db);
      } finally {
        await database.close();
      }
    } catch (error) {
      // Nothing half-restored stays behind to be mistaken for a database.
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  } finally {
    lock.release();
  }
}

export function readBackup(file: string): Buffer {
  try {
    return readFileSync(resolve(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`${resolve(file)} does not exist.`);
    throw error;
  }
}
