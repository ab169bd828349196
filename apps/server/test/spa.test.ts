import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

// Big enough that compressing it is worthwhile, like a real bundle.
const bundle = `export const app = ${JSON.stringify('spyglass '.repeat(400))};\n`;
// Like the built page: a module script, no inline one.
const indexHtml = `<!doctype html><title>Spyglass</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div><!--${'x'.repeat(2000)}-->`;
// A real namespace is a few KB: worth compressing.
const authNamespace = JSON.stringify(
  Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`key${i}`, `Connectez-vous pour voir ${i}`])),
);

describe('serving the SPA and the translations', () => {
  const root = mkdtempSync(join(tmpdir(), 'spyglass-spa-'));
  const webDist = join(root, 'dist');
  const localesDir = join(root, 'locales');
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    // What apps/web's build writes: .br and .gz copies next to the text files.
    writeFileSync(join(webDist, 'assets', 'login-def456.js'), bundle);
    writeFileSync(join(webDist, 'assets', 'login-def456.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(webDist, 'assets', 'login-def456.js.gz'), gzipSync(bundle));
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(join(webDist, 'index.html.gz'), gzipSync(indexHtml));
    mkdirSync(join(localesDir, 'fr'), { recursive: true });
    writeFileSync(join(localesDir, 'fr', 'common.json'), '{"hello":"Bonjour"}');
    writeFileSync(join(localesDir, 'fr', 'auth.json'), authNamespace);
    t = await createTestApp({ extra: { webDist, localesDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and for client-side routes (history fallback), never cached', async () => {
    for (const url of ['/', '/login', '/0b7c6a43-0000-4000-8000-000000000000/competitors', '/dashboard?tab=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("sends a page's policies with the page, and only what protects a file with its files", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/assets/index-abc123.js', '/locales/fr/common.json']) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(file.headers['content-security-policy'], url).toBeUndefined();
      expect(file.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('serves fingerprinted assets for a year, and a missing asset as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset to a client that accepts it, keeping the cache headers', async () => {
    const url = '/assets/login-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('still falls back to index.html for client-side routes when the client accepts br', async () => {
    for (const url of ['/', '/login']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(html, url).toBe(indexHtml);
    }
  });

  it('serves /locales/{lng}/{ns}.json and answers a missing one 404', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ hello: 'Bonjour' });
    expect((await t.app.inject({ method: 'GET', url: '/locales/xx/none.json' })).statusCode).toBe(404);
  });

  it('compresses a translation file for a client that accepts it', async () => {
    const url = '/locales/fr/auth.json';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(authNamespace.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(authNamespace));
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(authNamespace));
  });

  it('allows script files of this origin and no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'"]);
  });

  it('keeps API misses as JSON 404s, not the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
