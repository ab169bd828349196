import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a backup beside its final name, then renames it: a backup cut short
 * (a full disk, Ctrl-C) never leaves a half-written file under the name the
 * operator asked for. Owner-only: it holds emails and password hashes.
 */
export function writePrivateFile(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, bytes, { mode: 0o600, flag: 'wx' });
    renameSync(draft, file);
  } finally {
    rmSync(draft, { force: true });
  }
}

/** A draft name for a backup tool writing the file itself; see writePrivateFile. */
export const draftName = (file: string) => `${file}.partial-${randomBytes(4).toString('hex')}`;

/** What kind of backup a file holds, from its first bytes. */
export function backupKind(head: Uint8Array): 'pglite' | 'postgres' | 'unknown' {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  return 'unknown';
}
