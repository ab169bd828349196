import {
  channelCreateSchema,
  channelListSchema,
  channelSchema,
  channelSecretSchema,
  channelTestResultSchema,
  channelUpdateSchema,
  channelWithSecretSchema,
  collectionPagingSchema,
  deliveryListSchema,
  errorBodySchema,
  pagingSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findChannelForUser, findProjectForUser } from '../../domain/access';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  listDeliveries,
  rotateChannelSecret,
  updateChannel,
} from '../../domain/channels';
import { listChannelDeliveries } from '../../notify';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toChannel, toDelivery } from '../wire';

/** A project's notification channels, their tests, secrets and delivery logs. */
export const channelRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['notifications'];
  const channelDeps = { db, mailer: deps.mailer, egress: deps.egress };

  app.get(
    '/api/v1/projects/:id/channels/',
    {
      schema: {
        tags,
        operationId: 'listChannels',
        summary: "The project's notification channels, oldest first",
        security: bearer,
        params: idParams,
        querystring: collectionPagingSchema,
        response: { 200: channelListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listChannels(db, currentUser(request).id, request.params.id, request.query);
      return list(rows.map(toChannel), count);
    },
  );

  app.post(
    '/api/v1/projects/:id/channels/',
    {
      schema: {
        tags,
        operationId: 'createChannel',
        summary: 'Add a notification channel (email, Slack incoming webhook or signed webhook)',
        description:
          "A webhook's signing secret is in this answer and never again (rotate it to get a new one). A URL the egress policy refuses (private, loopback, a port not allowed) answers 422, as does an email channel on a server without mail.",
        security: bearer,
        params: idParams,
        body: channelCreateSchema,
        response: { 201: channelWithSecretSchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const channel = await createChannel(channelDeps, currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ ...toChannel(channel), secret: channel.secret });
    },
  );

  app.get(
    '/api/v1/channels/:id',
    {
      schema: {
        tags,
        operationId: 'getChannel',
        summary: 'One notification channel',
        security: bearer,
        params: idParams,
        response: { 200: channelSchema, ...protectedErrors },
      },
    },
    async (request) => toChannel(await getChannel(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/v1/channels/:id',
    {
      schema: {
        tags,
        operationId: 'updateChannel',
        summary: 'Edit a channel (only the fields sent; the kind stays)',
        security: bearer,
        params: idParams,
        body: channelUpdateSchema,
        response: { 200: channelSchema, ...protectedErrors },
      },
    },
    async (request) =>
      toChannel(await updateChannel(channelDeps, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/channels/:id',
    {
      schema: {
        tags,
        operationId: 'deleteChannel',
        summary: 'Delete a channel and its delivery log',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await deleteChannel(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/channels/:id/test',
    {
      schema: {
        tags,
        operationId: 'testChannel',
        summary: 'Send a test notification now',
        description:
          'One try, at once, through the same path as real events (signature, egress policy); the delivery is in the log either way.',
        security: bearer,
        params: idParams,
        response: { 200: channelTestResultSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // Sending is a change a viewer may not make.
      const channel = await findChannelForUser(db, userId, request.params.id, 'edit');
      const project = await findProjectForUser(db, userId, channel.projectId, 'edit');
      const { delivery, outcome } = await deps.notifier.sendTest(channel, project.name);
      const logged = (await listChannelDeliveries(db, channel.id, { limit: 50, offset: 0 })).rows.find(
        (row) => row.id === delivery.id,
      );
      return {
        delivered: outcome.ok,
        error: outcome.ok ? null : outcome.error,
        delivery: toDelivery(logged ?? { ...delivery, attemptLog: [] }),
      };
    },
  );

  app.post(
    '/api/v1/channels/:id/rotate-secret',
    {
      schema: {
        tags,
        operationId: 'rotateChannelSecret',
        summary: "Replace a webhook's signing secret",
        description:
          'The new secret is in this answer and never again; deliveries are signed with it from now on. 409 for a channel that is not a webhook.',
        security: bearer,
        params: idParams,
        response: { 200: channelSecretSchema, 409: errorBodySchema, ...protectedErrors },
      },
    },
    async (request) => ({ secret: await rotateChannelSecret(db, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/v1/channels/:id/deliveries/',
    {
      schema: {
        tags,
        operationId: 'listDeliveries',
        summary: "The channel's delivery log, newest first, each with its attempts",
        security: bearer,
        params: idParams,
        querystring: pagingSchema,
        response: { 200: deliveryListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listDeliveries(db, currentUser(request).id, request.params.id, request.query);
      return list(rows.map(toDelivery), count);
    },
  );
};
