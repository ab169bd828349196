import {
  collectionPagingSchema,
  websiteCreateSchema,
  websiteListSchema,
  websiteSchema,
  websiteUpdateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWebsite, deleteWebsite, getWebsite, listWebsites, updateWebsite } from '../../domain/websites';
import { currentActor, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toWebsite } from '../wire';

export const websiteRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['websites'];

  app.get(
    '/api/v1/competitors/:id/websites/',
    {
      schema: {
        operationId: 'listWebsites',
        tags,
        summary: "A competitor's websites, oldest first",
        security: bearer,
        params: idParams,
        querystring: collectionPagingSchema,
        response: { 200: websiteListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listWebsites(db, currentUser(request).id, request.params.id, request.query);
      return list(rows.map(toWebsite), count);
    },
  );

  app.post(
    '/api/v1/competitors/:id/websites/',
    {
      schema: {
        operationId: 'createWebsite',
        tags,
        summary: 'Add a website to a competitor',
        security: bearer,
        params: idParams,
        body: websiteCreateSchema,
        response: { 201: websiteSchema, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toWebsite(await createWebsite(db, currentActor(request), request.params.id, request.body))),
  );

  app.get(
    '/api/v1/competitors/websites/:id',
    {
      schema: {
        operationId: 'getWebsite',
        tags,
        summary: 'One website',
        security: bearer,
        params: idParams,
        response: { 200: websiteSchema, ...protectedErrors },
      },
    },
    async (request) => toWebsite(await getWebsite(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/v1/competitors/websites/:id',
    {
      schema: {
        operationId: 'updateWebsite',
        tags,
        summary: 'Edit a website (only the fields sent)',
        security: bearer,
        params: idParams,
        body: websiteUpdateSchema,
        response: { 200: websiteSchema, ...protectedErrors },
      },
    },
    async (request) => toWebsite(await updateWebsite(db, currentActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/competitors/websites/:id',
    {
      schema: {
        operationId: 'deleteWebsite',
        tags,
        summary: 'Delete a website with its pages; answers the deleted website',
        security: bearer,
        params: idParams,
        response: { 200: websiteSchema, ...protectedErrors },
      },
    },
    async (request) => toWebsite(await deleteWebsite(db, currentActor(request), request.params.id)),
  );
};
