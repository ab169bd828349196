import { errorBodySchema, pageChangeListSchema, pageCheckResultSchema, pagingSchema } from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { findPageForUser } from '../../domain/access';
import { listPageChanges } from '../../domain/changes';
import { HttpError } from '../../domain/errors';
import {
  CheckInProgressError,
  CheckStalledError,
  LeaseLostError,
  type Monitor,
  MonitorBusyError,
  MonitorStoppingError,
} from '../../monitor';
import { currentUser } from '../plugins/auth';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toChange, toPage } from '../wire';

export interface MonitorRouteOptions {
  db: Database;
  /** Runs "check now"; on PostgreSQL the API process has one too, without its polling loop. */
  monitor: Pick<Monitor, 'checkNow'>;
  /** Checks one client may ask for per minute: each one fetches a page on the internet. */
  checksPerMinute?: number;
  /** "Check now" requests one person may have running at once (MONITOR_CHECKS_PER_USER); more answer 429. */
  checksPerUser?: number;
}

/** What a person reads when the monitor could not run their check; the page itself is untouched. */
function refusal(error: unknown): HttpError | null {
  if (error instanceof CheckInProgressError) {
    return new HttpError(409, 'This page is being checked right now. Try again in a moment.');
  }
  if (error instanceof LeaseLostError) {
    return new HttpError(409, 'The page was edited while it was being checked. Check it again.');
  }
  if (error instanceof MonitorBusyError) {
    return new HttpError(503, 'The monitor is busy checking other pages. Try again in a moment.');
  }
  if (error instanceof MonitorStoppingError) {
    return new HttpError(503, 'The monitor is restarting. Try again in a moment.');
  }
  if (error instanceof CheckStalledError) {
    return new HttpError(503, 'The check is taking too long. Its result will show on the page once it ends.');
  }
  return null;
}

/** The monitor's routes: check a page now, and a page's change history. Register inside the authenticated scope. */
export const monitorRoutes: FastifyPluginAsyncZod<MonitorRouteOptions> = async (
  app,
  { db, monitor, checksPerMinute = 60, checksPerUser = 2 },
) => {
  const tags = ['monitor'];
  /** "Check now" requests running per person, in this process. */
  const running = new Map<string, number>();

  app.post(
    '/api/v1/competitors/websites/pages/:id/check',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Check a page now; answers the check's outcome",
        description:
          'outcome is baseline (first check, no event), unchanged, not_modified (the server answered 304), changed (a page_changed event was written) or error (status and error say why; no event). 409: a check of the page is running; 429: too many of your checks are running; 503: the monitor is busy or restarting.',
        security: bearer,
        params: idParams,
        response: {
          200: pageCheckResultSchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...protectedErrors,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { page } = await findPageForUser(db, userId, request.params.id);
      const mine = running.get(userId) ?? 0;
      if (mine >= checksPerUser) {
        throw new HttpError(
          429,
          `You are already checking ${checksPerUser} ${checksPerUser === 1 ? 'page' : 'pages'}. Wait for one to finish.`,
        );
      }
      running.set(userId, mine + 1);
      try {
        const result = await monitor.checkNow(page.id);
        return {
          outcome: result.outcome,
          status: result.status,
          error: result.error,
          change: result.change ? toChange(result.change) : null,
          alerts: result.alerts,
          page: toPage(result.page),
        };
      } catch (error) {
        throw refusal(error) ?? error;
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left === 0) running.delete(userId);
        else running.set(userId, left);
      }
    },
  );

  app.get(
    '/api/v1/competitors/websites/pages/:id/changes/',
    {
      schema: {
        tags,
        summary: "A page's change history, newest first, with unified diffs",
        security: bearer,
        params: idParams,
        querystring: pagingSchema,
        response: { 200: pageChangeListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listPageChanges(db, currentUser(request).id, request.params.id, request.query);
      return list(rows.map(toChange), count);
    },
  );
};
