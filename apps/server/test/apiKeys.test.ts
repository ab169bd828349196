import { apiKeyMessages } from '@spyglass/api/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db';
import { createTestApp, type SignedUp, type TestApp } from './helpers/app';

const KEYS = '/api/v1/users/me/api-keys/';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('API keys', () => {
  let t: TestApp;
  let owner: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signup();
  });
  afterAll(async () => {
    await t.close();
  });

  async function createKey(user: SignedUp, name: string, scope: 'read' | 'write') {
    const response = await t.app.inject({ method: 'POST', url: KEYS, headers: user.headers, payload: { name, scope } });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; key: string; prefix: string; name: string; scope: string };
  }

  it('creates a key shown once, stores only its hash, and lists it without the key', async () => {
    const created = await createKey(owner, 'CI export', 'read');
    expect(created.key).toMatch(/^spy_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CI export', scope: 'read', last_used_at: null });
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.app.inject({ method: 'GET', url: KEYS, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(1);
    expect(list.body).not.toContain(created.key);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: created.id, name: 'CI export' }));
  });

  it('refuses a blank name or an unknown scope with a detail', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: owner.headers,
      payload: { name: '  ', scope: 'read' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toMatch(/^name: /);
    const scope = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: owner.headers,
      payload: { name: 'x', scope: 'admin' },
    });
    expect(scope.statusCode).toBe(422);
    expect(scope.json().detail).toMatch(/^scope: /);
  });

  it('lets a read key list projects and refuses it every change with 403 and a detail', async () => {
    const { key } = await createKey(owner, 'reader', 'read');
    const projects = await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) });
    expect(projects.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/v1/projects/', headers: bearer(key) });
    expect(head.statusCode).toBe(200);

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/',
      headers: bearer(key),
      payload: { name: 'Refused', description: 'Never' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ detail: apiKeyMessages.readOnly });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(key) });
    expect(me.json().id).toBe(owner.id);
  });

  it('lets a write key change what its owner may, and only that', async () => {
    const { key } = await createKey(owner, 'writer', 'write');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/',
      headers: bearer(key),
      payload: { name: 'Made with a key', description: 'Scripted' },
    });
    expect(created.statusCode).toBe(201);
    const stranger = await t.signup();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${created.json().id}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('never lets a key manage keys, the password, the profile, the session or the account', async () => {
    const { key, id } = await createKey(owner, 'writer 2', 'write');
    const calls = [
      { method: 'GET', url: KEYS },
      { method: 'POST', url: KEYS, payload: { name: 'minted', scope: 'write' } },
      { method: 'DELETE', url: `${KEYS.slice(0, -1)}/${id}` },
      { method: 'PATCH', url: '/api/v1/users/me', payload: { full_name: 'Mallory' } },
      { method: 'PATCH', url: '/api/v1/users/me/password', payload: { current_password: 'x', new_password: 'y' } },
      { method: 'POST', url: '/api/v1/logout' },
      { method: 'DELETE', url: '/api/v1/users/me' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(key) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ detail: apiKeyMessages.sessionOnly });
    }
    const rows = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id));
    expect(rows.map((row) => row.name)).not.toContain('minted');
  });

  it('answers 401 for an unknown key and for a revoked one from the very next request', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/',
      headers: bearer('spy_not-a-key-at-all'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer');

    const { key, id } = await createKey(owner, 'short-lived', 'read');
    // The first request remembers the key for a moment; revocation must forget it at once.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) })).statusCode).toBe(
      200,
    );
    const revoked = await t.app.inject({ method: 'DELETE', url: `${KEYS}${id}`, headers: owner.headers });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Could not validate credentials' });
    const again = await t.app.inject({ method: 'DELETE', url: `${KEYS}${id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's key, which stays usable", async () => {
    const other = await t.signup();
    const { key, id } = await createKey(other, 'theirs', 'read');
    const response = await t.app.inject({ method: 'DELETE', url: `${KEYS}${id}`, headers: owner.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: apiKeyMessages.notFound });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) })).statusCode).toBe(
      200,
    );
  });

  it('notes the last use, at most once a minute', async () => {
    const user = await t.signup();
    const { key, id } = await createKey(user, 'noted', 'read');
    await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) });
    const [first] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(first?.lastUsedAt).toBeInstanceOf(Date);
    await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) });
    const [second] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(second?.lastUsedAt?.getTime()).toBe(first?.lastUsedAt?.getTime());
    const listed = await t.app.inject({ method: 'GET', url: KEYS, headers: user.headers });
    expect(listed.json().data[0].last_used_at).toBe(first?.lastUsedAt?.toISOString());
  });

  it("deletes a user's keys with the account", async () => {
    const user = await t.signup();
    const { key } = await createKey(user, 'gone with me', 'write');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects/', headers: bearer(key) })).statusCode).toBe(
      401,
    );
  });
});
