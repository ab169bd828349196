import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEYS_PER_USER, apiKeyMessages, type ApiKeyCreate } from '@spyglass/api/schema';
import { and, asc, count, eq } from 'drizzle-orm';
import { apiKeys, users, type ApiKeyRow, type Database } from '../db';
import { HttpError, notFound } from './errors';
import { forgetApiKey, hashApiKey } from './tokenUsers';

/** Characters of the key (after `spy_`) kept in the clear, so a person can tell keys apart. */
const SHOWN_CHARACTERS = 6;

/** A new key: `spy_` and 32 random bytes, URL-safe (256 bits: a hash lookup is safe without a slow hash). */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Creates a key; the answer carries the key itself, which is not kept and never shown again. */
export async function createApiKey(
  db: Database,
  userId: string,
  input: ApiKeyCreate,
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = newApiKey();
  const row = await db.transaction(async (tx) => {
    // The owner's row is locked, so two creations at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((held?.n ?? 0) >= API_KEYS_PER_USER) throw new HttpError(409, apiKeyMessages.tooMany);
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        keyHash: hashApiKey(key),
        prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARACTERS),
      })
      .returning();
    return created!;
  });
  return { row, key };
}

/** Revokes a key of this user; it stops working at once on this process. */
export async function deleteApiKey(db: Database, userId: string, keyId: string): Promise<void> {
  const [deleted] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (!deleted) throw notFound('API key');
  forgetApiKey(db, keyId);
}
