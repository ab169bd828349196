import { createHash } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyScope } from '@spyglass/api/schema';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeys, sessions, users, type Database, type UserRow } from '../db';
import type { TokenService } from './tokens';

/**
 * Who a bearer token is: the user of the live session a session token names,
 * or the owner of an API key (`spy_...`) with the key's scope.
 */
export type TokenUser =
  | { user: UserRow; sessionId: string; apiKey: null }
  | { user: UserRow; sessionId: null; apiKey: { id: string; scope: ApiKeyScope } };

/** API keys are stored as their SHA-256: 256 random bits need no slow hash, and a lookup is one index probe. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A key's last use is written at most this often (per key and process): reading with a key stays a read. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * How long a token's user is remembered. Within one process every change to a
 * user or their sessions forgets it at once; the time bounds how long another
 * process (a second API node) can still see the old state.
 */
export const TOKEN_USER_TTL_MS = 2_000;
/** Enough for every token active in a few seconds; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

interface Entry {
  value: TokenUser;
  until: number;
}

interface Memory {
  entries: Map<string, Entry>;
  /** Bumped by every forget: a lookup that started before it must not store what it read. */
  generation: number;
  /** When each API key's last use was last written, by key id. */
  touched: Map<string, number>;
  /** Lookups under way, by token, with the generation they started in. */
  pending: Map<string, { generation: number; lookup: Promise<TokenUser | null> }>;
}

// One memory per database, so two apps in one process (tests) never share one.
const memories = new WeakMap<Database, Memory>();

function memoryOf(db: Database): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { entries: new Map(), generation: 0, touched: new Map(), pending: new Map() };
    memories.set(db, memory);
  }
  return memory;
}

/** The user of a live session, when the session and its user both still exist. */
async function findSessionUser(db: Database, sessionId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

/** The owner and scope of an API key, by its hash. */
async function findKeyUser(db: Database, key: string): Promise<TokenUser | null> {
  const [row] = await db
    .select({ user: users, id: apiKeys.id, scope: apiKeys.scope })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  return row ? { user: row.user, sessionId: null, apiKey: { id: row.id, scope: row.scope } } : null;
}

/** The user of a session token, when its signature holds and its session is live. */
async function findTokenUser(db: Database, tokens: TokenService, token: string): Promise<TokenUser | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await findSessionUser(db, claims.sessionId, claims.userId);
  return user ? { user, sessionId: claims.sessionId, apiKey: null } : null;
}

/**
 * Notes a key's use, at most once a minute per key on this process; the
 * statement itself skips a row another process noted in the last minute.
 */
async function touchApiKey(db: Database, memory: Memory, keyId: string, now: number): Promise<void> {
  const last = memory.touched.get(keyId);
  if (last !== undefined && now - last < API_KEY_TOUCH_INTERVAL_MS) return;
  if (memory.touched.size >= MAX_ENTRIES) memory.touched.clear();
  memory.touched.set(keyId, now);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/**
 * The user behind a bearer token, or null when the token is invalid, expired
 * or its session has ended, or the API key is unknown or revoked. A valid
 * signature is not enough: the session must still exist (logout and password
 * changes end sessions). The answer is remembered for a moment, so a burst of
 * requests costs one lookup; a revoked key is forgotten at once.
 */
export async function userOfToken(db: Database, tokens: TokenService, token: string): Promise<TokenUser | null> {
  const memory = memoryOf(db);
  const now = Date.now();
  const hit = memory.entries.get(token);
  if (hit && hit.until > now) {
    if (hit.value.apiKey) await touchApiKey(db, memory, hit.value.apiKey.id, now);
    return hit.value;
  }
  if (hit) memory.entries.delete(token);
  // When the entry runs out, the burst's requests share one lookup instead of each making its own,
  // unless something was forgotten since it started.
  const generation = memory.generation;
  const pending = memory.pending.get(token);
  if (pending && pending.generation === generation) return pending.lookup;
  const lookup = lookUp(db, tokens, memory, token, now, generation);
  memory.pending.set(token, { generation, lookup });
  try {
    return await lookup;
  } finally {
    if (memory.pending.get(token)?.lookup === lookup) memory.pending.delete(token);
  }
}

async function lookUp(
  db: Database,
  tokens: TokenService,
  memory: Memory,
  token: string,
  now: number,
  generation: number,
): Promise<TokenUser | null> {
  const value = token.startsWith(API_KEY_PREFIX)
    ? await findKeyUser(db, token)
    : await findTokenUser(db, tokens, token);
  if (!value) return null;
  if (value.apiKey) await touchApiKey(db, memory, value.apiKey.id, now);
  if (generation === memory.generation) {
    if (memory.entries.size >= MAX_ENTRIES) {
      const oldest = memory.entries.keys().next().value;
      if (oldest !== undefined) memory.entries.delete(oldest);
    }
    memory.entries.set(token, { value, until: now + TOKEN_USER_TTL_MS });
  }
  return value;
}

/**
 * Forgets what the tokens of this user were: call it after any change to the
 * user's row or sessions has been committed, so the next request reads it anew.
 */
export function forgetTokenUser(db: Database, userId: string): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  for (const [token, entry] of memory.entries) {
    if (entry.value.user.id === userId) memory.entries.delete(token);
  }
}

/** Forgets a revoked API key: call it once its row is deleted, so its next request answers 401. */
export function forgetApiKey(db: Database, keyId: string): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  memory.touched.delete(keyId);
  for (const [token, entry] of memory.entries) {
    if (entry.value.apiKey?.id === keyId) memory.entries.delete(token);
  }
}
