import type { PasswordChangePayload } from '@spyglass/api/schema';
import { eq, lt } from 'drizzle-orm';
import { sessions, users, type Database, type UserRow } from '../db';
import { HttpError, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './errors';
import type { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TOKEN_TTL_SECONDS, type TokenService } from './tokens';
import { forgetTokenUser } from './tokenUsers';
import { authenticate, normaliseEmail } from './users';

/** What signing in answers: a bearer token for a new session. */
export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
}

export interface SessionDeps {
  db: Database;
  tokens: TokenService;
  throttle: LoginThrottle;
}

/** Starts a session for the user and answers its token. Sessions that expired on their own go at the same time. */
async function startSession({ db, tokens }: Pick<SessionDeps, 'db' | 'tokens'>, userId: string): Promise<IssuedToken> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return { access_token: await tokens.issue({ userId, sessionId: session.id }, expiresAt), token_type: 'bearer' };
}

/**
 * Email and password to a token. An account with too many recent failures is
 * refused before its password is looked at (429, the same for every email).
 */
export async function login(deps: SessionDeps, email: string, password: string): Promise<IssuedToken> {
  const key = normaliseEmail(email);
  deps.throttle.assertOpen(key);
  let user: UserRow;
  try {
    user = await authenticate(deps.db, email, password);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) deps.throttle.recordFailure(key);
    throw error;
  }
  deps.throttle.recordSuccess(key);
  return startSession(deps, user.id);
}

/** Logout: the session's token stops working at once. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  for (const { userId } of ended) forgetTokenUser(db, userId);
}

/**
 * Changes the password after checking the current one, ends every session
 * the user had (this one included) and answers a token for a new session, so
 * the device that made the change stays signed in and every other one is
 * signed out.
 */
export async function changePassword(
  deps: SessionDeps,
  user: UserRow,
  input: PasswordChangePayload,
): Promise<IssuedToken> {
  const key = normaliseEmail(user.email);
  deps.throttle.assertOpen(key);
  if (!(await verifyPassword(input.current_password, user.hashedPassword))) {
    deps.throttle.recordFailure(key);
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, [{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
  }
  deps.throttle.recordSuccess(key);
  if (input.new_password === input.current_password) {
    throw new HttpError(422, `new_password: ${SAME_PASSWORD}`, [{ field: 'new_password', message: SAME_PASSWORD }]);
  }
  const hashedPassword = await hashPassword(input.new_password);
  const issued = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ hashedPassword }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return startSession({ db: tx, tokens: deps.tokens }, user.id);
  });
  forgetTokenUser(deps.db, user.id);
  return issued;
}
