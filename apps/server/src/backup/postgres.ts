import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db';
import { rowCounts, type RowCounts } from './counts';
import { BackupError } from './errors';
import { backupKind, draftName } from './files';
import { readBackup } from './pglite';

const run = promisify(execFile);

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * pg_dump or pg_restore: from PATH, else the newest Debian install
 * (/usr/lib/postgresql/<version>/bin), where the postgresql package puts
 * them without linking them onto PATH.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', path = process.env.PATH ?? ''): string {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    if (isExecutable(join(dir, name))) return join(dir, name);
  }
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql');
  } catch {
    // Not a Debian install.
  }
  versions.sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
  for (const version of versions) {
    const candidate = join('/usr/lib/postgresql', version, 'bin', name);
    if (isExecutable(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found on PATH nor under /usr/lib/postgresql. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
  );
}

/**
 * The connection for the tools: the URL without its password, which goes in
 * PGPASSWORD instead, so it does not show in the process list.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

/** pg_dump of the database (custom format: compressed, restorable with pg_restore). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<{ bytes: number }> {
  const target = resolve(file);
  const draft = draftName(target);
  const { url, env } = connection(databaseUrl);
  try {
    await runTool(
      findPgTool('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${draft}`, `--dbname=${url}`],
      env,
    );
    chmodSync(draft, 0o600);
    renameSync(draft, target);
  } finally {
    rmSync(draft, { force: true });
  }
  return { bytes: statSync(target).size };
}

/** Tables the database already has, outside PostgreSQL's own schemas. */
async function existingTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const answer = await client.query<{ tables: string }>(
      "SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return Number(answer.rows[0]?.tables ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a backup into an empty database (nothing is overwritten), in
 * one transaction, then any newer migrations.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<RowCounts> {
  const kind = backupKind(readBackup(file).subarray(0, 8));
  if (kind === 'pglite') {
    throw new BackupError(`${resolve(file)} is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR.`);
  }
  if (kind !== 'postgres') throw new BackupError(`${resolve(file)} is not a Spyglass backup.`);
  if ((await existingTables(databaseUrl)) > 0) {
    throw new BackupError('The database named by DATABASE_URL is not empty. Restore into a new, empty database.');
  }
  const { url, env } = connection(databaseUrl);
  await runTool(
    findPgTool('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, resolve(file)],
    env,
  );
  const database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' });
  try {
    return await rowCounts(database.db);
  } finally {
    await database.close();
  }
}
