import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

describe('serving the SPA and the translations', () => {
  const root = mkdtempSync(join(tmpdir(), 'spyglass-spa-'));
  const webDist = join(root, 'dist');
  const localesDir = join(root, 'locales');
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Spyglass</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    mkdirSync(join(localesDir, 'fr'), { recursive: true });
    writeFileSync(join(localesDir, 'fr', 'common.json'), '{"hello":"Bonjour"}');
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

  it('serves fingerprinted assets for a year, and a missing asset as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves /locales/{lng}/{ns}.json and answers a missing one 404', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ hello: 'Bonjour' });
    expect((await t.app.inject({ method: 'GET', url: '/locales/xx/none.json' })).statusCode).toBe(404);
  });

  it('keeps API misses as JSON 404s, not the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });
});
