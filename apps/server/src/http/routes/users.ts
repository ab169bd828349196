import { userSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/auth';
import { bearer, protectedErrors } from '../schemas';
import { toUser } from '../wire';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userSchema, 401: protectedErrors[401] },
      },
    },
    async (request) => toUser(currentUser(request)),
  );
};
