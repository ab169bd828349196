import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { resolveSecretKey } from '../src/domain/secret';
import { createTestApp, createTree, type TestApp } from './helpers/app';

/** The embedded default keeps data in a folder: what is written survives a restart. */
describe('PGlite in a data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spyglass-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads after close and reopen what was written before', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    let database = await openDatabase(config);
    let t: TestApp = await createTestApp({ testDatabase: { database } });
    const user = await t.signup({ full_name: 'Durable Dana' });
    const tree = await createTree(t.app, user);
    await t.app.close();
    await database.close();

    database = await openDatabase(config);
    t = await createTestApp({ testDatabase: { database } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/competitors/websites/pages/${tree.pageId}`,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: tree.pageId, name: 'Plans', alert_keywords: ['discount'] });
    const project = (
      await t.app.inject({ method: 'GET', url: `/api/v1/projects/${tree.projectId}`, headers: user.headers })
    ).json();
    expect(project).toMatchObject({ competitor_count: 1, website_count: 1 });
    await t.app.close();
    await database.close();
    // Two on-disk PGlite starts: slow on a busy machine.
  }, 180_000);

  it('makes a signing key once, private to its owner, and keeps it', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveSecretKey(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecretKey(config)).toBe(first);
    const file = join(dataDir, 'secret_key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveSecretKey(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40) }))).toBe('x'.repeat(40));
    expect(() => resolveSecretKey(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/db' }))).toThrow(
      /SECRET_KEY/,
    );
  });
});
