import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema, errorBodySchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApiKey, deleteApiKey, listApiKeys } from '../../domain/apiKeys';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { toApiKey } from '../wire';

const SESSION_ONLY = 'Session tokens only: an API key answers 403 here, so a key can never mint or revoke keys.';

/** The signed-in person's API keys: list, create (the key is shown once), revoke. */
export const apiKeyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db }) => {
  app.get(
    '/api/v1/users/me/api-keys/',
    {
      config: { sessionOnly: true },
      schema: {
        tags: ['api keys'],
        operationId: 'listApiKeys',
        summary: "The signed-in user's API keys",
        description: `Name, scope, creation and last use (to the minute) of each key; never the key itself. ${SESSION_ONLY}`,
        security: bearer,
        response: { 200: apiKeyListSchema, 403: errorBodySchema, 401: protectedErrors[401] },
      },
    },
    async (request) => {
      const rows = await listApiKeys(db, currentUser(request).id);
      return { data: rows.map(toApiKey), count: rows.length };
    },
  );

  app.post(
    '/api/v1/users/me/api-keys/',
    {
      config: { sessionOnly: true, rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['api keys'],
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description: `The answer carries the key (\`spy_...\`) once: only its hash is stored. Send it as \`Authorization: Bearer spy_...\`. A \`read\` key may only GET; a \`write\` key may do what its owner may. 409 past 50 keys. ${SESSION_ONLY}`,
        security: bearer,
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema, 409: errorBodySchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { row, key } = await createApiKey(db, currentUser(request).id, request.body);
      return reply.status(201).send({ ...toApiKey(row), key });
    },
  );

  app.delete(
    '/api/v1/users/me/api-keys/:id',
    {
      config: { sessionOnly: true },
      schema: {
        tags: ['api keys'],
        operationId: 'deleteApiKey',
        summary: 'Revoke an API key',
        description: `The key answers 401 from the next request on. ${SESSION_ONLY}`,
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Revoked'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await deleteApiKey(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
