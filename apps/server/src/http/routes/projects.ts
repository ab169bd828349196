import {
  collectionPagingSchema,
  projectCreateSchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectsAsOf,
  stillInSnapshot,
  updateProject,
} from '../../domain/projects';
import { preferredTeamOf } from '../../domain/teams';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors, sendJsonText, unvalidatedResponse } from '../schemas';
import { SnapshotCache } from '../snapshotCache';
import { list, toProject } from '../wire';

/** How much listing text a process keeps (UTF-16 characters): a few hundred typical lists. */
export const LISTING_CACHE_CHARS = 4 * 1024 * 1024;

export const projectRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['projects'];
  // The listing is the app's first call and its most frequent: its answer is kept per snapshot, and
  // served again when the database is still in it, which the listings asking at once learn in one statement.
  const listings = new SnapshotCache(LISTING_CACHE_CHARS);

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
    async (request, reply) => {
      const user = currentUser(request);
      const { limit, offset } = request.query;
      // Everything the answer depends on besides the database's rows.
      const key = `${user.id}:${preferredTeamOf(user) ?? ''}:${limit}:${offset}`;
      const kept = listings.get(key);
      if (kept && (await stillInSnapshot(db, kept.snapshot))) return sendJsonText(reply, kept.body);
      const { snapshot, page } = await listProjectsAsOf(db, user, request.query);
      const body = JSON.stringify(
        list(page.rows.map(toProject), page.count) satisfies z.infer<typeof projectListSchema>,
      );
      if (snapshot) listings.set(key, snapshot, body);
      else listings.delete(key);
      return sendJsonText(reply, body);
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
