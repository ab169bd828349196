import { errorBodySchema, profileUpdateSchema, userSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccount, updateProfile } from '../../domain/account';
import { pendingEmailOf } from '../../domain/accountTokens';
import { requestLanguage } from '../language';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, protectedErrors } from '../schemas';
import { toUser } from '../wire';

/** The signed-in person's profile: edit it, or delete the account. */
export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { config, db } = deps;

  app.patch(
    '/api/v1/users/me',
    {
      config: { sessionOnly: true, rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        operationId: 'updateProfile',
        summary: 'Edit the name, or ask to change the email',
        description:
          'The name changes at once. A new email is mailed a confirmation link (valid 24 hours); the account keeps its email until the link is followed, and answers it as `pending_email` meanwhile. 409 when another account uses it; 503 when the server cannot send mail.',
        security: bearer,
        body: profileUpdateSchema,
        response: {
          200: userSchema,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
          ...protectedErrors,
        },
      },
    },
    async (request) => {
      const user = await updateProfile(
        {
          db,
          mailer: deps.mailer,
          translate: deps.translate,
          links: deps.links,
          publicUrl: config.PUBLIC_URL,
          log: request.log,
        },
        currentUser(request),
        request.body,
        requestLanguage(request),
      );
      return toUser(user, await pendingEmailOf(db, user.id));
    },
  );

  app.delete(
    '/api/v1/users/me',
    {
      config: { sessionOnly: true },
      schema: {
        tags: ['users'],
        operationId: 'deleteAccount',
        summary: 'Delete the account',
        description:
          'Deletes the personal team with every project in it (competitors, pages, history, channels, digests) and the account itself; its sessions end. Memberships of other teams end too.',
        security: bearer,
        response: { 204: z.null().describe('Deleted'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, currentUser(request));
      return reply.status(204).send(null);
    },
  );
};
