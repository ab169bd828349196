// Starts the built product the way the README's start command runs it (the
// server workspace's `start` script: API + SPA + in-process monitor on PGlite),
// on a free port and a fresh temporary data folder, and stops it again.
// Plain ESM with JSDoc so both the Playwright setup and scripts/audit.mjs use it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const outputDir = join(repoRoot, 'e2e', '.output');

const HEALTH_PATH = '/api/v1/utils/health-check/';

/** @returns {Promise<number>} a TCP port that was free a moment ago on 127.0.0.1 */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Fails early and clearly when the production build is missing. */
export function assertBuilt() {
  /** @type {Array<[file: string, what: string]>} */
  const needed = [
    ['apps/server/dist/main.js', 'the server'],
    ['apps/web/dist/index.html', 'the web app'],
  ];
  const missing = needed.filter(([file]) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) {
    throw new Error(
      `The production build is missing (${missing.map(([file, what]) => `${what}: ${file}`).join(', ')}). Run \`npm run build\` at the repository root first.`,
    );
  }
}

/**
 * @typedef {object} Product
 * @property {string} url        base URL of the running product, e.g. http://127.0.0.1:40123
 * @property {string} dataDir    its fresh PGlite data folder
 * @property {string} secretKey  the key that signs its access tokens
 * @property {string} logFile    where its output goes
 * @property {() => Promise<void>} stop  stops the server and removes the data folder
 */

/**
 * `certificate` serves it over HTTPS (HTTP/2, as TLS_CERT_FILE and TLS_KEY_FILE make it), with
 * that certificate (certificate.mjs); plain HTTP without.
 * @param {{ env?: Record<string, string>, logName?: string, timeoutMs?: number, certificate?: import('./certificate.mjs').LocalCertificate }} [options]
 * @returns {Promise<Product>}
 */
export async function startProduct(options = {}) {
  assertBuilt();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'spyglass-e2e-'));
  const secretKey = randomBytes(48).toString('base64url');
  mkdirSync(outputDir, { recursive: true });
  const logFile = join(outputDir, options.logName ?? 'server.log');
  const url = `${options.certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);

  // Through tether.mjs, which stops the server when this process ends without stopping it.
  const tether = join(repoRoot, 'e2e', 'support', 'tether.mjs');
  const child = spawn(process.execPath, [tether, 'npm', 'run', '-s', 'start', '-w', '@spyglass/server'], {
    cwd: repoRoot,
    // Its own process group, so stopping it also stops npm's child node process.
    detached: true,
    // stdin stays open while this process lives: its closing is the tether's signal.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRET_KEY: secretKey,
      // The fixture site lives on 127.0.0.1: the monitor must be allowed to fetch it.
      MONITOR_ALLOW_PRIVATE: '1',
      // The journeys sign up and log in dozens of times a minute from one address.
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      // Links in mails and webhooks lead back to this very server.
      PUBLIC_URL: url,
      ...(options.certificate
        ? { TLS_CERT_FILE: options.certificate.certFile, TLS_KEY_FILE: options.certificate.keyFile }
        : {}),
      ...options.env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  let exited = false;
  const exitedPromise = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      exited = true;
      resolveExit({ code, signal });
    });
  });

  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exitedPromise;
      clearTimeout(timer);
    }
    log.end();
    // npm can exit before the server it started has finished its last checkpoint: retry while files still land.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`The server exited before it answered its health check; see ${logFile}`);
    }
    try {
      const response = await fetch(url + HEALTH_PATH);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${HEALTH_PATH} within ${(options.timeoutMs ?? 180_000) / 1000} s; see ${logFile}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, dataDir, secretKey, logFile, stop };
}
