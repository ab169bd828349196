import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { readTlsFiles } from '../src/http/tls';
import { type LocalCertificate, localCertificate } from '../../../e2e/support/certificate.mjs';
import { createTestApp, type TestApp } from './helpers/app';

let folder: string;
let certificate: LocalCertificate;
let certFile: string;
let keyFile: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'spyglass-tls-test-'));
  certificate = await localCertificate();
  ({ certFile, keyFile } = certificate);
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await certificate?.remove();
});

describe('TLS settings', () => {
  it('takes the certificate and the key together, and makes links https', () => {
    const config = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, PORT: '8443' });
    expect(config.PUBLIC_URL).toBe('https://localhost:8443');
    expect(readTlsFiles(config)).toEqual({ cert: Buffer.from(certificate.cert), key: Buffer.from(certificate.key) });
  });

  it('refuses one without the other', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(
      new ConfigError(
        'Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither',
      ),
    );
  });

  it('serves plain HTTP without them', () => {
    const config = loadConfig({ PORT: '8000' });
    expect(readTlsFiles(config)).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:8000');
  });

  it('says which file it cannot read', () => {
    const missing = join(folder, 'missing.pem');
    expect(() => readTlsFiles({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: missing })).toThrow(
      `TLS_KEY_FILE: ${missing} cannot be read (ENOENT)`,
    );
  });

  it('refuses a key that is not the certificate’s, and a file that is not PEM', async () => {
    const other = await localCertificate();
    const otherKey = join(folder, 'other-key.pem');
    writeFileSync(otherKey, other.key);
    expect(() => readTlsFiles({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: otherKey })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its private key/,
    );
    const notPem = join(folder, 'not.pem');
    writeFileSync(notPem, 'hello');
    expect(() => readTlsFiles({ TLS_CERT_FILE: notPem, TLS_KEY_FILE: keyFile })).toThrow(ConfigError);
  });
});

describe('the server over HTTPS', () => {
  let test: TestApp;
  let origin: string;

  beforeAll(async () => {
    test = await createTestApp({
      extra: { tls: { cert: Buffer.from(certificate.cert), key: Buffer.from(certificate.key) } },
    });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `https://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => test?.close());

  it('answers HTTP/2, several requests side by side on one connection', async () => {
    const user = await test.signup();
    const session = connect(origin, { ca: certificate.cert });
    try {
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const stream = session.request({
            [constants.HTTP2_HEADER_PATH]: path,
            authorization: user.headers.authorization,
          });
          let status = 0;
          let body = '';
          stream.on('response', (headers) => (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        });
      const [health, me, projects] = await Promise.all([
        get('/api/v1/utils/health-check/'),
        get('/api/v1/users/me'),
        get('/api/v1/projects/'),
      ]);
      expect(session.alpnProtocol).toBe('h2');
      expect(health.status).toBe(200);
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body)).toMatchObject({ email: user.email });
      expect(projects.status).toBe(200);
      expect(JSON.parse(projects.body)).toMatchObject({ count: 0 });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 to a client without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const request = httpsRequest(`${origin}/api/v1/utils/health-check/`, { ca: certificate.cert }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });

  // Runs last: it stops the server. A browser keeps its HTTP/2 connection open; stopping must not
  // wait for it to time out (72 s by default), or every restart would hang that long.
  it('stops at once while a browser still holds its connection', async () => {
    const session = connect(origin, { ca: certificate.cert });
    const closed = new Promise((resolve) => session.on('close', resolve));
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: '/api/v1/utils/health-check/' });
    stream.resume();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(session.closed).toBe(false);
    await test.app.close();
    await closed;
  });
});
