import {
  activityFeedSchema,
  activityFiltersSchema,
  activityReadSchema,
  activityReadStateSchema,
  changeStatsQuerySchema,
  changeStatsSchema,
  idSchema,
  pageChangeSchema,
  pagingSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { getPageChange } from '../../domain/changes';
import { listProjectFeed, markActivityRead, projectChangeStats } from '../../domain/radar';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { toChange, toFeedEvent } from '../wire';

/** Radar: a project's feed with search, filters and read state; its changes per day; one change's diff. */
export const radarRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['radar'];

  app.get(
    '/api/v1/projects/:id/activity/',
    {
      schema: {
        tags,
        operationId: 'listProjectActivity',
        summary: 'Activity of the whole project, newest first, searched and filtered',
        description:
          'q searches the names, alert sentences and the added and removed lines of changes (words, "phrases", or, -word). type takes one or more event types (comma-separated or repeated). since is inclusive, until exclusive. unread counts the events of the whole project the caller has not read (newer than their mark, not their own). Both count and unread stop at 1000: count_capped / unread_capped then say more exist.',
        security: bearer,
        params: idParams,
        querystring: extend(pagingSchema, activityFiltersSchema.shape),
        response: { 200: activityFeedSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const feed = await listProjectFeed(db, currentUser(request).id, request.params.id, filters, { limit, offset });
      return {
        data: feed.rows.map(toFeedEvent),
        count: feed.count.value,
        count_capped: feed.count.capped,
        unread: feed.unread.value,
        unread_capped: feed.unread.capped,
      };
    },
  );

  app.post(
    '/api/v1/projects/:id/activity/read',
    {
      schema: {
        tags,
        operationId: 'markProjectActivityRead',
        summary: "Mark the project's events up to a time (included) read for the caller",
        description:
          'Send the created_at of the newest event seen. The mark only moves forward and never past now; answers the unread count left.',
        security: bearer,
        params: idParams,
        body: activityReadSchema,
        response: { 200: activityReadStateSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const state = await markActivityRead(db, currentUser(request).id, request.params.id, request.body.up_to);
      return {
        unread: state.unread.value,
        unread_capped: state.unread.capped,
        read_up_to: state.readUpTo?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/api/v1/projects/:id/activity/daily',
    {
      schema: {
        tags,
        operationId: 'getProjectChangeStats',
        summary: 'Recorded page changes per day and competitor over the last days',
        description: 'days (1 to 90, default 30) ending today; tz is the IANA time zone whose midnights divide them.',
        security: bearer,
        params: idParams,
        querystring: changeStatsQuerySchema,
        response: { 200: changeStatsSchema, ...protectedErrors },
      },
    },
    async (request) =>
      projectChangeStats(db, currentUser(request).id, request.params.id, {
        days: request.query.days,
        timeZone: request.query.tz,
      }),
  );

  app.get(
    '/api/v1/competitors/websites/pages/:id/changes/:changeId',
    {
      schema: {
        tags,
        operationId: 'getPageChange',
        summary: 'One recorded change of a page, with its unified diff',
        security: bearer,
        params: idParams.extend({ changeId: idSchema }),
        response: { 200: pageChangeSchema, ...protectedErrors },
      },
    },
    async (request) =>
      toChange(await getPageChange(db, currentUser(request).id, request.params.id, request.params.changeId)),
  );
};
