import { errorBodySchema, feedQuerySchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { feedUrl, projectFeedXml, projectOfFeedToken } from '../../domain/feeds';
import type { RouteDeps } from '../routeDeps';
import { idParams } from '../schemas';

/**
 * A project's Atom feed, for feed readers and Slack's RSS app: they cannot
 * send a header, so the token travels in the URL (and the request log keeps
 * URLs without their query). An unknown or revoked token is a feed that
 * does not exist: 404, nothing else said.
 */
export const feedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, links, translate, config }) => {
  app.get(
    '/api/v1/projects/:id/feed.xml',
    {
      config: {
        rateLimit: {
          max: config.FEED_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip} ${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: {
        tags: ['export'],
        operationId: 'getProjectFeed',
        summary: "The project's newest events as an Atom feed",
        description:
          'Authorised by the `token` of the link made with POST /api/v1/projects/{id}/feed-token, not by a header. The 50 newest events, each titled with the sentence the app shows for it, linked to the change in Spyglass.',
        security: [],
        params: idParams,
        querystring: feedQuerySchema,
        response: {
          200: { description: 'An Atom 1.0 document', content: { 'application/atom+xml': { schema: z.string() } } },
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const project = await projectOfFeedToken(db, request.params.id, token);
      if (!project || !token) throw notFound('Feed');
      const xml = await projectFeedXml(
        { db, links, translate },
        project,
        feedUrl(config.PUBLIC_URL, project.id, token),
      );
      return (
        reply
          .header('content-type', 'application/atom+xml; charset=utf-8')
          // A revoked link must stop at once: readers may keep a copy, shared caches may not.
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(Buffer.from(xml, 'utf8') as never)
      );
    },
  );
};
