import { apiKeyMessages, type ApiKeyScope } from '@spyglass/api/schema';
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
    /** The session the request's token belongs to (null when an API key signed it in). */
    sessionId: string | null;
    /** The API key the request came with, when it came with one. */
    apiKey: { id: string; scope: ApiKeyScope } | null;
  }
  interface FastifyContextConfig {
    /**
     * The route manages the account's credentials (its keys, password, email,
     * sessions, the account itself): a session token only, never an API key,
     * so a leaked key cannot mint keys or take the account over.
     */
    sessionOnly?: boolean;
  }
}

/** What a read-scoped key may do: read. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The one place a token becomes a user (FastAPI template's
 * `get_current_active_user`): a valid signature is not enough, the session it
 * names must still exist (logout and password changes end sessions). An API
 * key (`spy_...`) is a bearer token too: a read key may only read, and no key
 * may use the routes marked `sessionOnly`.
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
    if (found.apiKey) {
      if (request.routeOptions.config.sessionOnly) throw new HttpError(403, apiKeyMessages.sessionOnly);
      if (found.apiKey.scope === 'read' && !READ_METHODS.has(request.method))
        throw new HttpError(403, apiKeyMessages.readOnly);
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    request.apiKey = found.apiKey;
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
