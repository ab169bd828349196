import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Config } from '../config';

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
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
