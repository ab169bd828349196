import {
  discoverySchema,
  errorBodySchema,
  idSchema,
  pagesBulkCreatedSchema,
  pagesBulkCreateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPages } from '../../domain/pages';
import { currentActor, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toDiscovery, toPage } from '../wire';

/** Recon: discovering a website's pages, following the discovery, and watching the chosen ones in one step. */
export const reconRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, recon }) => {
  const tags = ['recon'];

  app.post(
    '/api/v1/competitors/websites/:id/discover',
    {
      // Each discovery fetches up to DISCOVERY_MAX_REQUESTS files from the internet.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'discoverWebsitePages',
        summary: "Discover a website's pages worth watching; answers the discovery and the pages found",
        description:
          "Reads robots.txt (honouring its rules and Crawl-delay), the sitemaps it names or /sitemap.xml (indexes and gzip included), or, without a sitemap, the home page's same-site links; then reads the most telling pages for their titles. Each page gets a kind (pricing, careers, product, blog, docs, legal, other) and says whether the competitor already watches it and whether the previous discovery missed it. Waits a few seconds: a site with a sitemap is usually done (200); otherwise the discovery is still running (202) and GET /api/v1/discoveries/{id} follows it. A discovery of the website already running is answered instead of a new one. 422: the website's address may not be fetched (private, or its host does not resolve); 429: too many of your discoveries are running.",
        security: bearer,
        params: idParams,
        response: { 200: discoverySchema, 202: discoverySchema, 429: errorBodySchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const view = await recon.start(currentActor(request), request.params.id);
      return reply.status(view.status === 'running' ? 202 : 200).send(toDiscovery(view));
    },
  );

  const discoveryParams = z.object({ id: idSchema });

  app.get(
    '/api/v1/discoveries/:id',
    {
      schema: {
        tags,
        operationId: 'getDiscovery',
        summary: 'A discovery: its progress and the pages found so far',
        security: bearer,
        params: discoveryParams,
        response: { 200: discoverySchema, ...protectedErrors },
      },
    },
    async (request) => toDiscovery(await recon.get(currentUser(request).id, request.params.id)),
  );

  app.delete(
    '/api/v1/discoveries/:id',
    {
      schema: {
        tags,
        operationId: 'cancelDiscovery',
        summary: 'Stop a discovery; the pages found so far are kept',
        security: bearer,
        params: discoveryParams,
        response: { 200: discoverySchema, ...protectedErrors },
      },
    },
    async (request) => toDiscovery(await recon.cancel(currentUser(request).id, request.params.id)),
  );

  app.post(
    '/api/v1/competitors/websites/:id/pages/bulk',
    {
      schema: {
        tags,
        operationId: 'createWebsitePages',
        summary: 'Watch several pages of a website in one step; answers the pages created',
        description:
          'All are created, each with its page_created event, or none. An address the website already watches, or one named twice, is created once.',
        security: bearer,
        params: idParams,
        body: pagesBulkCreateSchema,
        response: { 201: pagesBulkCreatedSchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const created = await createPages(db, currentActor(request), request.params.id, request.body.pages);
      return reply.status(201).send(list(created.map(toPage), created.length));
    },
  );
};
