import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { type Config, ConfigError } from '../config';

/** The certificate (chain) and private key the server answers HTTPS with, as PEM. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

function readSetting(setting: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`${setting}: ${path} cannot be read (${code})`);
  }
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE, read once at start; undefined when they are not set (plain
 * HTTP). A file that cannot be read, or a pair that makes no TLS context (not PEM, or a key
 * that is not the certificate's), stops the start with a sentence, not at a visitor's first
 * handshake.
 */
export function readTlsFiles(config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>): TlsFiles | undefined {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return undefined;
  const files = {
    cert: readSetting('TLS_CERT_FILE', config.TLS_CERT_FILE),
    key: readSetting('TLS_KEY_FILE', config.TLS_KEY_FILE),
  };
  try {
    createSecureContext(files);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its private key (${reason})`);
  }
  return files;
}
