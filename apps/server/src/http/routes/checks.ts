import {
  capabilitiesSchema,
  errorBodySchema,
  idSchema,
  pageChangeListSchema,
  pageCheckResultSchema,
  pagingSchema,
  rulePreviewRequestSchema,
  rulePreviewSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { findPageForUser } from '../../domain/access';
import { listPageChanges } from '../../domain/changes';
import { previewPageRules } from '../../domain/pageRules';
import { HttpError } from '../../domain/errors';
import { getPageScreenshot } from '../../domain/screenshots';
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
  /** Runs "check now", rule previews and full-page screenshots; on PostgreSQL the API process has one too, without its polling loop. */
  monitor: Pick<Monitor, 'checkNow' | 'checkRules' | 'previewRules' | 'capabilities' | 'screenshotPage'>;
  /** Checks one client may ask for per minute: each one fetches a page on the internet. */
  checksPerMinute?: number;
  /** "Check now" requests one person may have running at once (MONITOR_CHECKS_PER_USER); more answer 429. */
  checksPerUser?: number;
}

/** An image answer: the bytes, their type, and no sniffing. */
const imageBody = z.any().describe('The image (WebP)');

const screenshotParams = z.object({ id: idSchema, screenshotId: idSchema });

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
  /** "Check now" and screenshot requests running per person, in this process. */
  const running = new Map<string, number>();

  /** Runs one person's check or screenshot within their allowance (429 past it); the monitor's refusals read as 409 or 503. */
  async function holdingSlot<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const mine = running.get(userId) ?? 0;
    if (mine >= checksPerUser) {
      throw new HttpError(
        429,
        `You are already checking ${checksPerUser} ${checksPerUser === 1 ? 'page' : 'pages'}. Wait for one to finish.`,
      );
    }
    running.set(userId, mine + 1);
    try {
      return await work();
    } catch (error) {
      throw refusal(error) ?? error;
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left === 0) running.delete(userId);
      else running.set(userId, left);
    }
  }

  app.post(
    '/api/v1/competitors/websites/pages/:id/check',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        operationId: 'checkPage',
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
      const { page } = await findPageForUser(db, userId, request.params.id, 'edit');
      const result = await holdingSlot(userId, () => monitor.checkNow(page.id));
      return {
        outcome: result.outcome,
        status: result.status,
        error: result.error,
        change: result.change ? toChange(result.change) : null,
        alerts: result.alerts,
        page: toPage(result.page),
      };
    },
  );

  app.get(
    '/api/v1/utils/capabilities/',
    {
      schema: {
        operationId: 'getCapabilities',
        tags,
        summary: 'What this server can do that depends on how it is installed (the browser fetcher needs Chromium)',
        security: bearer,
        response: { 200: capabilitiesSchema, 401: errorBodySchema },
      },
    },
    async () => ({ browser_fetcher: { available: monitor.capabilities().browserFetcher } }),
  );

  app.get(
    '/api/v1/competitors/websites/pages/:id/screenshots/:screenshotId',
    {
      schema: {
        operationId: 'getPageScreenshot',
        tags,
        summary: 'A stored screenshot of a page (the before or after of a change), as WebP',
        security: bearer,
        params: screenshotParams,
        response: { 200: imageBody, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { mediaType, image } = await getPageScreenshot(
        db,
        currentUser(request).id,
        request.params.id,
        request.params.screenshotId,
      );
      // A screenshot never changes once stored: the browser may keep it, for this signed-in person only.
      return reply
        .header('content-type', mediaType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(image);
    },
  );

  app.post(
    '/api/v1/competitors/websites/pages/:id/screenshot',
    {
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        operationId: 'capturePageScreenshot',
        tags,
        summary: "The whole page as it looks now, rendered by the server's browser, as WebP (not stored)",
        description:
          '422: the page could not be rendered (detail says why, in the words a check would record); 429: too many of your checks and screenshots are running; 503: no browser on this server, or none came free in time.',
        security: bearer,
        params: idParams,
        response: { 200: imageBody, 429: errorBodySchema, 503: errorBodySchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { page } = await findPageForUser(db, userId, request.params.id, 'read');
      if (!monitor.capabilities().browserFetcher) {
        throw new HttpError(503, 'This server has no browser (Chromium) to take screenshots with.');
      }
      const shot = await holdingSlot(userId, () => monitor.screenshotPage(page));
      if (!shot.ok) throw new HttpError(422, `The page could not be rendered: ${shot.error}`);
      return reply.header('content-type', shot.mediaType).header('cache-control', 'no-store').send(shot.image);
    },
  );

  app.get(
    '/api/v1/competitors/websites/pages/:id/changes/',
    {
      schema: {
        operationId: 'listPageChanges',
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
  app.post(
    '/api/v1/competitors/websites/pages/:id/rule-preview',
    {
      config: { rateLimit: { max: checksPerMinute * 2, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'previewPageRules',
        summary: "What ignore rules would hide of the page's last snapshot, before they are saved",
        description:
          'Per rule, the lines it alone would hide (a few as examples) or why it cannot be used; per preset, the lines in which it would blank something out; and how many lines all of them hide together. Nothing is saved. Without a snapshot (the page was never checked) every count is 0 and snapshot_at is null.',
        security: bearer,
        params: idParams,
        body: rulePreviewRequestSchema,
        response: { 200: rulePreviewSchema, 503: errorBodySchema, ...protectedErrors },
      },
    },
    async (request) => previewPageRules(db, monitor, currentUser(request).id, request.params.id, request.body),
  );
};
