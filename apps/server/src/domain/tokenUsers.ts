import { and, eq, gt } from 'drizzle-orm';
import { sessions, users, type Database, type UserRow } from '../db';
import type { TokenService } from './tokens';

/** Who a bearer token is: the user of the live session it names. */
export interface TokenUser {
  user: UserRow;
  sessionId: string;
}

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
}

// One memory per database, so two apps in one process (tests) never share one.
const memories = new WeakMap<Database, Memory>();

function memoryOf(db: Database): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { entries: new Map(), generation: 0 };
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

/**
 * The user behind a bearer token, or null when the token is invalid, expired
 * or its session has ended. A valid signature is not enough: the session must
 * still exist (logout and password changes end sessions). The answer is
 * remembered for a moment, so a burst of requests costs one lookup.
 */
export async function userOfToken(db: Database, tokens: TokenService, token: string): Promise<TokenUser | null> {
  const memory = memoryOf(db);
  const now = Date.now();
  const hit = memory.entries.get(token);
  if (hit && hit.until > now) return hit.value;
  if (hit) memory.entries.delete(token);
  const generation = memory.generation;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await findSessionUser(db, claims.sessionId, claims.userId);
  if (!user) return null;
  const value = { user, sessionId: claims.sessionId };
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
