import {
  digestPreviewQuerySchema,
  digestPreviewSchema,
  digestSettingsSchema,
  digestSettingsUpdateSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDigestSettings, previewDigest, putDigestSettings } from '../../domain/digests';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { toDigestSettings } from '../wire';

/** A project's digest: its settings and a preview of what it holds. */
export const digestRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['notifications'];

  app.get(
    '/api/v1/projects/:id/digest-settings',
    {
      schema: {
        tags,
        operationId: 'getDigestSettings',
        summary: "The project's digest settings (defaults until saved) and when the next one goes out",
        security: bearer,
        params: idParams,
        response: { 200: digestSettingsSchema, ...protectedErrors },
      },
    },
    async (request) => toDigestSettings(await getDigestSettings(db, currentUser(request).id, request.params.id)),
  );

  app.put(
    '/api/v1/projects/:id/digest-settings',
    {
      schema: {
        tags,
        operationId: 'updateDigestSettings',
        summary: "Save the project's digest settings",
        description: 'An enabled digest needs a recipient and a server that can send mail (422 otherwise).',
        security: bearer,
        params: idParams,
        body: digestSettingsUpdateSchema,
        response: { 200: digestSettingsSchema, ...protectedErrors },
      },
    },
    async (request) =>
      toDigestSettings(
        await putDigestSettings({ db, mailer: deps.mailer }, currentUser(request).id, request.params.id, request.body),
      ),
  );

  app.get(
    '/api/v1/projects/:id/digest',
    {
      schema: {
        tags,
        operationId: 'previewDigest',
        summary: 'What the digest of a period holds',
        description:
          'By competitor then page, content alerts first, then the most changed, each page linked to its change history. Without `from`/`to`: the last day or week (the cadence) up to now.',
        security: bearer,
        params: idParams,
        querystring: digestPreviewQuerySchema,
        response: { 200: digestPreviewSchema, ...protectedErrors },
      },
    },
    async (request) =>
      previewDigest({ db, links: deps.links }, currentUser(request).id, request.params.id, request.query),
  );
};
