import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError } from '../src/backup/errors';
import { rowCounts } from '../src/backup/counts';
import { backupPglite, restorePglite } from '../src/backup/pglite';
import { backupPostgres, findPgTool, restorePostgres } from '../src/backup/postgres';
import { openDatabase, type Database } from '../src/db';
import { DataDirLockedError, LOCK_FILE } from '../src/db/dataDir';
import { createTestApp, createTree, type SignedUp } from './helpers/app';
import { testDatabaseUrl } from './helpers/database';

const serverDir = join(__dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'spyglass-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const path = (name: string) => join(scratch, name);

/** Two users with a tree each, a renamed project and a deleted competitor: rows of every kind. */
async function fill(database: Awaited<ReturnType<typeof openDatabase>>): Promise<SignedUp> {
  const t = await createTestApp({ testDatabase: { database } });
  const dana = await t.signup({ full_name: 'Dana' });
  const tree = await createTree(t.app, dana);
  await createTree(t.app, await t.signup({ full_name: 'Eli' }));
  await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/projects/${tree.projectId}`,
    headers: dana.headers,
    payload: { name: 'Renamed watch' },
  });
  await t.app.close();
  return dana;
}

/** What a restore must bring back: counts of every main table and the users' details. */
async function snapshot(db: Database) {
  return {
    counts: await rowCounts(db),
    users: (await db.query.users.findMany({ orderBy: (users, { asc }) => [asc(users.email)] })).map((user) => ({
      email: user.email,
      hashedPassword: user.hashedPassword,
    })),
    projects: (await db.query.projects.findMany()).map((project) => project.name).sort(),
  };
}

describe('PGlite backup and restore', () => {
  it('brings every row back into an empty folder, and the restored copy serves logins', async () => {
    const source = path('source');
    let database = await openDatabase({ DATA_DIR: source });
    const dana = await fill(database);
    const before = await snapshot(database.db);
    await database.close();
    expect(before.counts.users).toBe(2);

    const file = path('pglite.tar.gz');
    await backupPglite(source, file);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readdirSync(source)).not.toContain(LOCK_FILE);

    const target = path('restored');
    const counts = await restorePglite(target, file);
    expect(counts).toEqual(before.counts);
    database = await openDatabase({ DATA_DIR: target });
    expect(await snapshot(database.db)).toEqual(before);
    const t = await createTestApp({ testDatabase: { database } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: dana.email, password: dana.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(200);
    await t.close();
    await database.close();

    // A second restore into the same folder would overwrite it: refused, the folder left as it is.
    await expect(restorePglite(target, file)).rejects.toThrow(/already holds a database/);
    database = await openDatabase({ DATA_DIR: target });
    expect((await snapshot(database.db)).counts).toEqual(before.counts);
    await database.close();
  }, 240_000);

  it('refuses to back up or restore a folder a running server holds', async () => {
    const held = path('held');
    const holder: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const database = await openDatabase({ DATA_DIR: held });
      await database.close();
      writeFileSync(join(held, LOCK_FILE), JSON.stringify({ pid: holder.pid, purpose: 'server' }));
      await expect(backupPglite(held, path('held.tar.gz'))).rejects.toThrow(DataDirLockedError);
      await expect(restorePglite(held, path('pglite.tar.gz'))).rejects.toThrow(DataDirLockedError);
      await expect(restorePglite(path('elsewhere'), path('missing.tar.gz'))).rejects.toThrow(/does not exist/);
    } finally {
      holder.kill('SIGKILL');
    }
    expect(readdirSync(scratch)).not.toContain('held.tar.gz');
  }, 120_000);

  it('refuses a file that is not a backup, naming it', async () => {
    const junk = path('junk.bin');
    writeFileSync(junk, 'not a backup at all');
    await expect(restorePglite(path('junk-target'), junk)).rejects.toThrow(BackupError);
    await expect(restorePglite(path('junk-target'), junk)).rejects.toThrow(junk);
  });

  it('runs as npm run backup / restore does, with DATA_DIR and a file relative to where npm ran', async () => {
    const run = (command: string, dataDir: string, file: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', command, file], {
          cwd: serverDir,
          env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: scratch },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (chunk) => (stdout += chunk));
        child.stderr!.on('data', (chunk) => (stderr += chunk));
        child.once('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const backup = await run('backup', 'source', 'cli.tar.gz');
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`Backed up ${path('source')} to ${path('cli.tar.gz')}`);
    const restore = await run('restore', 'cli-restored', 'cli.tar.gz');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('2 users, 2 projects, 2 competitors, 2 websites, 2 pages');
    const again = await run('restore', 'cli-restored', 'cli.tar.gz');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database');
  }, 240_000);
});

describe.runIf(testDatabaseUrl)('PostgreSQL backup and restore (pg_dump, pg_restore)', () => {
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const newDatabase = async () => {
    const name = `spyglass_backup_${randomBytes(5).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    created.push(name);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of created) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('finds the tools on PATH or in the Debian install', () => {
    expect(findPgTool('pg_dump', '')).toMatch(/pg_dump$/);
  });

  it('brings every row back into an empty database, and refuses one that is not empty', async () => {
    const sourceUrl = await newDatabase();
    const source = await openDatabase({ DATABASE_URL: sourceUrl, DATA_DIR: 'memory://' });
    await fill(source);
    const before = await snapshot(source.db);
    await source.close();

    const file = path('postgres.dump');
    await backupPostgres(sourceUrl, file);
    expect(statSync(file).mode & 0o077).toBe(0);

    const targetUrl = await newDatabase();
    expect(await restorePostgres(targetUrl, file)).toEqual(before.counts);
    const target = await openDatabase({ DATABASE_URL: targetUrl, DATA_DIR: 'memory://' });
    expect(await snapshot(target.db)).toEqual(before);
    await target.close();

    await expect(restorePostgres(targetUrl, file)).rejects.toThrow(/not empty/);
    await expect(restorePostgres(await newDatabase(), path('pglite.tar.gz'))).rejects.toThrow(/PGlite backup/);
  }, 240_000);
});
