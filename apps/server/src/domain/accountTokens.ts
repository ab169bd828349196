import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens, type AccountTokenRow, type Database } from '../db';

/** A link's token: 32 random bytes, URL-safe; only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function storeLinkToken(
  db: Database,
  values: { userId: string; purpose: AccountTokenRow['purpose']; token: string; ttlMs: number; newEmail?: string },
): Promise<void> {
  await db.insert(accountTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: hashOf(values.token),
    newEmail: values.newEmail ?? null,
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
}

/**
 * Uses a link's token up, in one statement, so two clicks (or two requests
 * racing) cannot both succeed: answers its row, or null when it is unknown,
 * used or expired.
 */
export async function useLinkToken(
  db: Database,
  token: string,
  purpose: AccountTokenRow['purpose'],
): Promise<AccountTokenRow | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The new email a user asked for and has not confirmed yet (the latest live request). */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${accountTokens.createdAt} desc`)
    .limit(1);
  return row?.email ?? null;
}

/** Every outstanding link of a kind stops working (a new password makes older reset links void). */
export async function voidLinkTokens(db: Database, userId: string, purpose: AccountTokenRow['purpose']): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** How many links of a kind the user was sent in the last hour. */
export async function recentLinkCount(
  db: Database,
  userId: string,
  purpose: AccountTokenRow['purpose'],
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.count ?? 0;
}
