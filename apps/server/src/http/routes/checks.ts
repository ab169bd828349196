import { pageChangeListSchema, pageCheckResultSchema, pagingSchema, type PageChange } from '@spyglass/api/schema';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageChanges, type Database } from '../../db';
import { findPageForUser } from '../../domain/access';
import { HttpError } from '../../domain/errors';
import { CheckInProgressError, LeaseLostError, type Monitor } from '../../monitor';
import type { PageChangeRow } from '../../monitor/checker';
import { currentUser } from '../plugins/auth';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toPage } from '../wire';

export interface MonitorRouteOptions {
  db: Database;
  /** Runs "check now"; on PostgreSQL the API process has one too, without its polling loop. */
  monitor: Pick<Monitor, 'checkNow'>;
  /** Checks one client may ask for per minute: each one fetches a page on the internet. */
  checksPerMinute?: number;
}

const toChange = (row: PageChangeRow): PageChange => ({
  id: row.id,
  page_id: row.pageId,
  created_at: row.createdAt.toISOString(),
  added_lines: row.addedLines,
  removed_lines: row.removedLines,
  summary: row.summary,
  diff: row.diff,
});

/** The monitor's routes: check a page now, and a page's change history. Register inside the authenticated scope. */
export const monitorRoutes: FastifyPluginAsyncZod<MonitorRouteOptions> = async (
  app,
  { db, monitor, checksPerMinute = 60 },
) => {
  const tags = ['monitor'];

  app.post(
    '/api/v1/competitors/websites/pages/:id/check',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Check a page now; answers the check's outcome",
        description:
          'outcome is baseline (first check, no event), unchanged, not_modified (the server answered 304), changed (a page_changed event was written) or error (status and error say why; no event).',
        security: bearer,
        params: idParams,
        response: { 200: pageCheckResultSchema, 409: protectedErrors[404], ...protectedErrors },
      },
    },
    async (request) => {
      const { page } = await findPageForUser(db, currentUser(request).id, request.params.id);
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
        if (error instanceof CheckInProgressError) {
          throw new HttpError(409, 'This page is being checked right now. Try again in a moment.');
        }
        if (error instanceof LeaseLostError) {
          throw new HttpError(409, 'The page was edited while it was being checked. Check it again.');
        }
        throw error;
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
      const { page } = await findPageForUser(db, currentUser(request).id, request.params.id);
      const { limit, offset } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(pageChanges)
          .where(eq(pageChanges.pageId, page.id))
          .orderBy(desc(pageChanges.createdAt), desc(pageChanges.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(pageChanges).where(eq(pageChanges.pageId, page.id)),
      ]);
      return list(rows.map(toChange), totals[0]?.value ?? 0);
    },
  );
};
