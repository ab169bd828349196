import {
  collectionPagingSchema,
  pageCreateSchema,
  pageListSchema,
  pageSchema,
  pageUpdateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseBrokenRules } from '../../domain/pageRules';
import { createPage, deletePage, getPage, listPages, updatePage } from '../../domain/pages';
import { currentActor, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toPage } from '../wire';

export const pageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, monitor }) => {
  const tags = ['pages'];

  app.get(
    '/api/v1/competitors/websites/:id/pages/',
    {
      schema: {
        operationId: 'listPages',
        tags,
        summary: "A website's monitored pages, oldest first",
        security: bearer,
        params: idParams,
        querystring: collectionPagingSchema,
        response: { 200: pageListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listPages(db, currentUser(request).id, request.params.id, request.query);
      return list(rows.map(toPage), count);
    },
  );

  app.post(
    '/api/v1/competitors/websites/:id/pages/',
    {
      schema: {
        operationId: 'createPage',
        tags,
        summary: 'Watch a page of a website',
        security: bearer,
        params: idParams,
        body: pageCreateSchema,
        response: { 201: pageSchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      await refuseBrokenRules(monitor, request.body);
      return reply
        .status(201)
        .send(toPage(await createPage(db, currentActor(request), request.params.id, request.body)));
    },
  );

  app.get(
    '/api/v1/competitors/websites/pages/:id',
    {
      schema: {
        operationId: 'getPage',
        tags,
        summary: 'One page',
        security: bearer,
        params: idParams,
        response: { 200: pageSchema, ...protectedErrors },
      },
    },
    async (request) => toPage(await getPage(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/v1/competitors/websites/pages/:id',
    {
      schema: {
        operationId: 'updatePage',
        tags,
        summary: 'Edit a page (only the fields sent)',
        security: bearer,
        params: idParams,
        body: pageUpdateSchema,
        response: { 200: pageSchema, ...protectedErrors },
      },
    },
    async (request) => {
      await refuseBrokenRules(monitor, request.body);
      return toPage(await updatePage(db, currentActor(request), request.params.id, request.body));
    },
  );

  app.delete(
    '/api/v1/competitors/websites/pages/:id',
    {
      schema: {
        operationId: 'deletePage',
        tags,
        summary: 'Stop watching a page; answers the deleted page',
        security: bearer,
        params: idParams,
        response: { 200: pageSchema, ...protectedErrors },
      },
    },
    async (request) => toPage(await deletePage(db, currentActor(request), request.params.id)),
  );
};
