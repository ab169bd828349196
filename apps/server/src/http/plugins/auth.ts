import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, UserRow } from '../../db';
import type { Actor } from '../../domain/actor';
import { HttpError, INACTIVE_USER, unauthorized } from '../../domain/errors';
import type { TokenService } from '../../domain/tokens';
import { userOfToken } from '../../domain/tokenUsers';
import { displayName } from '../../domain/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authentication hook on every protected route. */
    user: UserRow | null;
    /** The session the request's token belongs to. */
    sessionId: string | null;
  }
}

/**
 * The one place a token becomes a user (FastAPI template's
 * `get_current_active_user`): a valid signature is not enough, the session it
 * names must still exist (logout and password changes end sessions).
 */
export function createAuthenticate(db: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const found = match?.[1] ? await userOfToken(db, tokens, match[1]) : null;
    if (!found) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    if (!found.user.isActive) throw new HttpError(400, INACTIVE_USER);
    request.user = found.user;
    request.sessionId = found.sessionId;
  };
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The session of a protected route's request. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/** The signed-in user as the actor of the activity they cause. */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { userId: user.id, name: displayName(user) };
}
