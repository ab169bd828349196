import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { HttpError, INACTIVE_USER, unauthorized } from '../../domain/errors';
import type { TokenService } from '../../domain/tokens';
import { displayName, findUserById, type UserRow } from '../../domain/users';
import type { Actor } from '../../domain/actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authentication hook on every protected route. */
    user: UserRow | null;
  }
}

/** The one place a token becomes a user (FastAPI template's `get_current_active_user`). */
export function createAuthenticate(db: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized();
    }
    if (!user.isActive) throw new HttpError(400, INACTIVE_USER);
    request.user = user;
  };
}

/** The signed-in user of a protected route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user as the actor of the activity they cause. */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { userId: user.id, name: displayName(user) };
}
