import { API_KEY_PREFIX, API_KEYS_PER_USER, apiKeyMessages, type ApiKey } from '../../schema';
import { newId, type MockDb } from '../db';
import { MockHttpError, json, nowIso, type MockResolvers } from '../route';
import { seededChars } from '../seeded';

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A key shaped as the server makes one (`spy_` and 43 URL-safe characters), drawn from its name and how many keys the store holds. */
const newKey = (seed: string) => API_KEY_PREFIX + seededChars(seed, URL_SAFE, 43);

const listed = ({ user_id: _owner, key: _key, ...key }: MockDb['apiKeys'][number]): ApiKey => key;

/** The demo person's keys (the demo seed): one used by a nightly script, one never used. */
export function seedApiKeys(db: MockDb, userId: string, at: (minutesAgo: number) => string): void {
  db.apiKeys.push(
    {
      id: '4e1d0000-0000-4000-9000-000000000001',
      user_id: userId,
      name: 'Nightly pricing export',
      scope: 'read',
      prefix: 'spy_q3Xf9a',
      key: 'spy_q3Xf9aSeededReadKeyOfTheDemoPersonNotReal0',
      created_at: at(60 * 24 * 20),
      last_used_at: at(60 * 7),
    },
    {
      id: '4e1d0000-0000-4000-9000-000000000002',
      user_id: userId,
      name: 'CRM sync',
      scope: 'write',
      prefix: 'spy_Lm2Pw7',
      key: 'spy_Lm2Pw7SeededWriteKeyOfTheDemoPersonNotRea',
      created_at: at(60 * 24 * 3),
      last_used_at: null,
    },
  );
}

export const apiKeyResolvers = {
  listApiKeys: ({ db, user }) => {
    const rows = db.apiKeys.filter((row) => row.user_id === user.id).map(listed);
    return json({ data: rows, count: rows.length });
  },

  createApiKey: ({ db, user, body }) => {
    if (db.apiKeys.filter((row) => row.user_id === user.id).length >= API_KEYS_PER_USER)
      throw new MockHttpError(409, apiKeyMessages.tooMany);
    const key = newKey(`${body.name}#${db.apiKeys.length}`);
    const row = {
      id: newId(),
      user_id: user.id,
      name: body.name,
      scope: body.scope,
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      key,
      created_at: nowIso(),
      last_used_at: null,
    };
    db.apiKeys.push(row);
    return json({ ...listed(row), key }, 201);
  },

  deleteApiKey: ({ db, user, params }) => {
    const found = db.apiKeys.find((row) => row.id === params.apiKeyId && row.user_id === user.id);
    if (!found) throw new MockHttpError(404, apiKeyMessages.notFound);
    db.apiKeys = db.apiKeys.filter((row) => row !== found);
    return new Response(null, { status: 204 });
  },
} satisfies MockResolvers;
