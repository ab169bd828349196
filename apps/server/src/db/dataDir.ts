import { randomBytes } from 'node:crypto';
import fs, {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { hostname } from 'node:os';
import { join, resolve, sep } from 'node:path';

/**
 * PGlite runs inside one process: two processes on one data folder each
 * believe they own it, and one's writes are lost. The folder therefore holds
 * a lock file naming the process that uses it.
 */
export const LOCK_FILE = 'spyglass.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    message: string,
    readonly holderPid: number,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (when it is still this process's). */
  release(): void;
}

interface Holder {
  pid: number;
  hostname?: string;
  purpose?: string;
  since?: string;
}

/** Folders this process holds, so a second open from inside it is refused too. */
const held = new Set<string>();

function readHolder(file: string): { raw: string; holder: Holder | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Holder;
    return { raw, holder: Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : null };
  } catch {
    return { raw, holder: null };
  }
}

function isRunning(pid: number): boolean {
  // A process restarted in a fresh container often gets its old pid back: that one is not alive.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file with its whole content, or fails with EEXIST: never a half-written lock. */
function createLock(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError naming
 * the folder and the process that has it. A lock left by a process that is no
 * longer running (a crash, kill -9, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string, purpose = 'server'): DataDirLock {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE);
  if (held.has(dir)) {
    throw new DataDirLockedError(
      `The data folder ${dir} is already in use by this process (pid ${process.pid}).`,
      process.pid,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const content = `${JSON.stringify({ pid: process.pid, hostname: hostname(), purpose, since: new Date().toISOString() })}\n`;

  for (let attempt = 0; attempt < 10; attempt++) {
    if (createLock(file, content)) {
      held.add(dir);
      return {
        file,
        release() {
          if (!held.delete(dir)) return;
          try {
            if (readFileSync(file, 'utf8') === content) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    }
    const current = readHolder(file);
    if (!current) continue; // Released between our attempt and the read: try again.
    if (current.holder && isRunning(current.holder.pid)) {
      const { pid, purpose: what } = current.holder;
      throw new DataDirLockedError(
        `The data folder ${dir} is in use by another Spyglass process (pid ${pid}${what ? `, ${what}` : ''}). ` +
          `Stop that process first, or set DATA_DIR to another folder. If no such process is running, delete ${file}.`,
        pid,
      );
    }
    // Stale: move it aside, then make sure what was moved is the stale lock and not a lock
    // another process took over in the meantime (that one is put back).
    const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (readFileSync(aside, 'utf8') !== current.raw) {
      try {
        linkSync(aside, file);
      } catch {
        // Someone holds it again; the next attempt reads who.
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock on the data folder ${dir}; try again.`);
}

/**
 * The data folder keeps password hashes, emails and the signing key: nobody
 * but the owner may read it. New files are private through the process's
 * umask; this fixes what an older version (or a copy) left readable.
 */
export function makePrivate(dataDir: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o7777) !== 0o700) chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) walk(join(path, entry));
      return;
    }
    const mode = stat.mode & 0o7777;
    if (mode & 0o077) chmodSync(path, mode & 0o700);
  };
  walk(resolve(dataDir));
}

/** Files this process makes are for its owner alone. */
export const PRIVATE_UMASK = 0o077;

const privateRoots = new Set<string>();

/**
 * PGlite's file system layer sets mode 0666 on every file it writes, past the
 * umask, with `fs.chmodSync`. Inside the folders named here, that call keeps
 * the owner's bits only, so a table or WAL segment made while the server runs
 * is as private as the files fixed at start.
 */
export function keepPrivate(dataDir: string): void {
  const first = privateRoots.size === 0;
  privateRoots.add(resolve(dataDir) + sep);
  if (!first) return;
  const chmodSync = fs.chmodSync;
  fs.chmodSync = (path, mode) => {
    const target = resolve(String(path));
    const inside = [...privateRoots].some((root) => target.startsWith(root));
    const wanted = typeof mode === 'string' ? parseInt(mode, 8) : mode;
    chmodSync(path, inside ? wanted & ~0o077 : mode);
  };
  syncBuiltinESMExports();
}
