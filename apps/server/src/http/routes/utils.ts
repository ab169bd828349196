import { healthSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../routeDeps';

export const utilRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ping }) => {
  app.get(
    '/api/v1/utils/health-check/',
    {
      logLevel: 'warn',
      schema: {
        tags: ['utils'],
        operationId: 'healthCheck',
        security: [],
        summary: 'Liveness, with database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: reachable ? ('ok' as const) : ('unreachable' as const),
      });
    },
  );
};
