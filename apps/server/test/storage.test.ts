import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { DataDirLockedError, LOCK_FILE, PRIVATE_UMASK, lockDataDir } from '../src/db/dataDir';
import { resolveSecretKey } from '../src/domain/secret';
import { createTestApp, createTree } from './helpers/app';

const serverDir = join(__dirname, '..');

/** Every file and folder under `dir` some other user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

/** A process that stays alive until killed: a stand-in for another server holding a folder. */
function sleeper(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

/** A pid no process has any more. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one process per data folder', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'spyglass-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder a running process holds, naming the folder and its pid', () => {
    const dir = folder();
    const holder = sleeper();
    children.push(holder);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: holder.pid, purpose: 'server' }));
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(dir);
    expect((refusal as Error).message).toContain(`pid ${holder.pid}`);
    // The holder's lock is untouched.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(holder.pid);
  });

  it('takes over the lock of a process that is gone, and gives it back on release', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), purpose: 'server' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
    lockDataDir(dir).release();
  });

  it('takes over a damaged lock file', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '');
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('a second server on the same DATA_DIR exits non-zero with a clear message and leaves the first one be', async () => {
    const dir = folder();
    const holder = sleeper();
    children.push(holder);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: holder.pid, purpose: 'server' }));
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', INIT_CWD: serverDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr!.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The data folder ${dir} is in use by another Spyglass process (pid ${holder.pid}`);
    expect(holder.exitCode).toBeNull();
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  }, 60_000);
});

describe('two servers, one data folder, as an operator would try it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spyglass-two-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `npm start`'s entry point, from source, on a free port; resolves with its address once it serves. */
  function start(): {
    child: ChildProcess;
    ready: Promise<string>;
    exited: Promise<number | null>;
    output: () => string;
  } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', INIT_CWD: serverDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const ready = new Promise<string>((resolve) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, ready, exited, output: () => output };
  }

  it('the second exits 1 naming the folder and the first, which keeps serving with nothing lost; SIGTERM then stops it cleanly', async () => {
    const first = start();
    try {
      const url = await first.ready;
      const email = `operator-${Date.now()}@example.com`;
      const signup = await fetch(`${url}/api/v1/users/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'k3ttle-7 operator' }),
      });
      expect(signup.status).toBe(201);

      const second = start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by another Spyglass process (pid ${first.child.pid}`,
      );

      const login = await fetch(`${url}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password: 'k3ttle-7 operator' }),
      });
      expect(login.status).toBe(200);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');
      expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 180_000);
});

describe('a private data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spyglass-private-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves nothing readable by others: old files fixed at start, new ones made private', async () => {
    // What an older version left: a world-readable folder, key and file.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'pglite'), { mode: 0o755 });
    chmodSync(join(dataDir, 'pglite'), 0o755);
    writeFileSync(join(dataDir, 'notes.txt'), 'old', { mode: 0o644 });
    chmodSync(join(dataDir, 'notes.txt'), 0o644);
    expect(openToOthers(dataDir).length).toBeGreaterThan(0);

    // As main.ts does first thing.
    const umask = process.umask(PRIVATE_UMASK);
    onTestFinished(() => void process.umask(umask));
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const t = await createTestApp({ testDatabase: { database } });
    // Tables, indexes and WAL written while the server runs.
    await createTree(t.app, await t.signup());
    await t.close();
    await database.close();
    resolveSecretKey(loadConfig({ DATA_DIR: dataDir }));

    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  }, 180_000);
});

describe('the signing key', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spyglass-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never replaces a key that exists, and refuses a damaged one instead of writing over it', () => {
    const file = join(dataDir, 'secret_key');
    writeFileSync(file, `${'k'.repeat(40)}\n`, { mode: 0o600 });
    expect(resolveSecretKey(loadConfig({ DATA_DIR: dataDir }))).toBe('k'.repeat(40));
    writeFileSync(file, 'short\n');
    expect(() => resolveSecretKey(loadConfig({ DATA_DIR: dataDir }))).toThrow(/damaged/);
    expect(readFileSync(file, 'utf8')).toBe('short\n');
  });
});
