import {
  activityListSchema,
  collectionPagingSchema,
  competitorCreateSchema,
  competitorListSchema,
  competitorSchema,
  competitorUpdateSchema,
  idSchema,
  pagingSchema,
  pricingHistorySchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { listCompetitorActivity } from '../../domain/activity';
import {
  createCompetitor,
  deleteCompetitor,
  getCompetitor,
  listCompetitors,
  updateCompetitor,
} from '../../domain/competitors';
import { getPricingHistory } from '../../domain/pricingHistory';
import { currentActor, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors, unvalidatedResponse } from '../schemas';
import { list, toActivity, toCompetitor } from '../wire';

export const competitorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['competitors'];

  app.get(
    '/api/v1/competitors/',
    {
      schema: {
        operationId: 'listCompetitors',
        tags,
        summary: "A project's competitors, oldest first",
        security: bearer,
        querystring: extend(collectionPagingSchema, { project_id: idSchema }),
        response: { 200: competitorListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { project_id: projectId, ...paging } = request.query;
      const { rows, count } = await listCompetitors(db, currentUser(request).id, projectId, paging);
      return list(rows.map(toCompetitor), count);
    },
  );

  app.post(
    '/api/v1/competitors/',
    {
      schema: {
        operationId: 'createCompetitor',
        tags,
        summary: 'Add a competitor to a project',
        security: bearer,
        body: competitorCreateSchema,
        response: { 201: competitorSchema, ...protectedErrors },
      },
      ...unvalidatedResponse,
    },
    async (request, reply) =>
      reply.status(201).send(toCompetitor(await createCompetitor(db, currentActor(request), request.body))),
  );

  app.get(
    '/api/v1/competitors/:id',
    {
      schema: {
        operationId: 'getCompetitor',
        tags,
        summary: 'One competitor',
        security: bearer,
        params: idParams,
        response: { 200: competitorSchema, ...protectedErrors },
      },
    },
    async (request) => toCompetitor(await getCompetitor(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/v1/competitors/:id',
    {
      schema: {
        operationId: 'updateCompetitor',
        tags,
        summary: 'Edit a competitor (only the fields sent)',
        security: bearer,
        params: idParams,
        body: competitorUpdateSchema,
        response: { 200: competitorSchema, ...protectedErrors },
      },
    },
    async (request) => toCompetitor(await updateCompetitor(db, currentActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/competitors/:id',
    {
      schema: {
        operationId: 'deleteCompetitor',
        tags,
        summary: 'Delete a competitor with its websites and pages; answers the deleted competitor',
        security: bearer,
        params: idParams,
        response: { 200: competitorSchema, ...protectedErrors },
      },
    },
    async (request) => toCompetitor(await deleteCompetitor(db, currentActor(request), request.params.id)),
  );

  app.get(
    '/api/v1/competitors/:id/activity/',
    {
      schema: {
        operationId: 'listCompetitorActivity',
        tags,
        summary: 'Activity of a competitor, its websites and pages, newest first',
        security: bearer,
        params: idParams,
        querystring: pagingSchema,
        response: { 200: activityListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listCompetitorActivity(
        db,
        currentUser(request).id,
        request.params.id,
        request.query,
      );
      return list(rows.map(toActivity), count);
    },
  );
  app.get(
    '/api/v1/competitors/:id/pricing-history/',
    {
      schema: {
        tags,
        operationId: 'getPricingHistory',
        summary: "Every plan's price over time, from the price facts of the competitor's page changes",
        description:
          'One series per page, plan, currency and period; each point is a price that held from its time on (amount null: the plan was removed). The first price of a plan is dated when its page began to be watched.',
        security: bearer,
        params: idParams,
        response: { 200: pricingHistorySchema, ...protectedErrors },
      },
    },
    async (request) => {
      const plans = await getPricingHistory(db, currentUser(request).id, request.params.id);
      return list(plans, plans.length);
    },
  );
};
