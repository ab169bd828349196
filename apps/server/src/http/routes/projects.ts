import {
  collectionPagingSchema,
  projectCreateSchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProject, deleteProject, getProject, listProjects, updateProject } from '../../domain/projects';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors, unvalidatedResponse } from '../schemas';
import { list, toProject } from '../wire';

export const projectRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['projects'];

  app.get(
    '/api/v1/projects/',
    {
      schema: {
        operationId: 'listProjects',
        tags,
        summary: "The projects of the caller's current team, oldest first",
        description:
          'The current team is the one chosen with PUT /api/v1/users/me/current-team (else the default team); projects of other teams stay reachable by id.',
        security: bearer,
        querystring: collectionPagingSchema,
        response: { 200: projectListSchema, ...protectedErrors },
      },
      ...unvalidatedResponse,
    },
    async (request) => {
      const { rows, count } = await listProjects(db, currentUser(request), request.query);
      return list(rows.map(toProject), count);
    },
  );

  app.post(
    '/api/v1/projects/',
    {
      schema: {
        operationId: 'createProject',
        tags,
        summary: "Create a project (in team_id, else the caller's current team)",
        security: bearer,
        body: projectCreateSchema,
        response: { 201: projectSchema, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toProject(await createProject(db, currentUser(request), request.body))),
  );

  app.get(
    '/api/v1/projects/:id',
    {
      schema: {
        operationId: 'getProject',
        tags,
        summary: 'One project',
        security: bearer,
        params: idParams,
        response: { 200: projectSchema, ...protectedErrors },
      },
    },
    async (request) => toProject(await getProject(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/v1/projects/:id',
    {
      schema: {
        operationId: 'updateProject',
        tags,
        summary: 'Edit a project (only the fields sent)',
        security: bearer,
        params: idParams,
        body: projectUpdateSchema,
        response: { 200: projectSchema, ...protectedErrors },
      },
    },
    async (request) => toProject(await updateProject(db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/projects/:id',
    {
      schema: {
        operationId: 'deleteProject',
        tags,
        summary: 'Delete a project with everything in it',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await deleteProject(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
