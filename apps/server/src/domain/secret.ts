import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Config } from '../config';

const MIN_LENGTH = 32;

function readKey(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that signs access tokens: SECRET_KEY when set; on the embedded
 * default, a random key made on first start and kept in the data folder, so
 * sessions survive restarts without any setup. PostgreSQL deployments run
 * several processes, which must share one key: there it is required.
 */
export function resolveSecretKey(config: Pick<Config, 'SECRET_KEY' | 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.DATABASE_URL) {
    throw new ConfigError('SECRET_KEY must be set when DATABASE_URL is (every process must sign with the same key)');
  }
  if (config.DATA_DIR.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, 'secret_key');
  const stored = readKey(file);
  if (stored !== undefined) {
    if (stored.length >= MIN_LENGTH) return stored;
    throw new ConfigError(
      `The signing key in ${file} is damaged (shorter than ${MIN_LENGTH} characters). Delete it to make a new one; everyone will have to log in again.`,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(48).toString('base64url');
  try {
    // `wx`: created only when absent, private from its first byte; never one key over another.
    writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another start made it at the same moment: use that one.
    const theirs = readKey(file);
    if (theirs && theirs.length >= MIN_LENGTH) return theirs;
    throw new ConfigError(`The signing key in ${file} is being written by another process; start again.`);
  }
}
