import { errorBodySchema, passwordChangeSchema, tokenSchema, userSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingEmailOf } from '../../domain/accountTokens';
import { changePassword, endSession } from '../../domain/sessions';
import { currentSession, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, protectedErrors } from '../schemas';
import { toUser } from '../wire';

/** The signed-in user's own account and session. */
export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db, tokens, throttle }) => {
  app.get(
    '/api/v1/users/me',
    {
      schema: {
        tags: ['users'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userSchema, 401: protectedErrors[401] },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return toUser(user, await pendingEmailOf(db, user.id));
    },
  );

  app.post(
    '/api/v1/logout',
    {
      config: { sessionOnly: true },
      schema: {
        tags: ['login'],
        operationId: 'logout',
        summary: 'End this session on the server',
        description: 'The token of this request stops working at once; other sessions of the user go on.',
        security: bearer,
        response: { 204: z.null().describe('Logged out'), 401: protectedErrors[401] },
      },
    },
    async (request, reply) => {
      await endSession(db, currentSession(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/v1/users/me/password',
    {
      config: { sessionOnly: true, rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: 'Change the password (the current one is required)',
        description:
          'Ends every session of the user, this one included, and answers a token for a new session: the device that made the change stays signed in with it, every other device must log in again. A wrong current password answers 400; the new one follows the signup rules (422).',
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: tokenSchema, 400: errorBodySchema, 429: errorBodySchema, ...protectedErrors },
      },
    },
    async (request) => changePassword({ db, tokens, throttle }, currentUser(request), request.body),
  );
};
