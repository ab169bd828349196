import {
  currentTeamSchema,
  errorBodySchema,
  idSchema,
  invitationCreatedSchema,
  invitationCreateSchema,
  invitationListSchema,
  memberListSchema,
  memberSchema,
  memberUpdateSchema,
  teamCreateSchema,
  teamListSchema,
  teamSchema,
  userSchema,
  type Invitation,
  type Member,
  type Team,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TeamInvitationRow } from '../../db';
import { pendingEmailOf } from '../../domain/accountTokens';
import {
  acceptInvitation,
  createInvitation,
  createTeam,
  listInvitations,
  listMembers,
  listTeams,
  removeMember,
  revokeInvitation,
  setCurrentTeam,
  updateMember,
  type MemberView,
  type TeamView,
} from '../../domain/teams';
import { requestLanguage } from '../language';
import { currentActor, currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';
import { list, toUser } from '../wire';

const toTeam = (row: TeamView): Team => ({
  id: row.id,
  name: row.name,
  role: row.role,
  member_count: row.memberCount,
  is_current: row.isCurrent,
  created_at: row.createdAt.toISOString(),
});

const toMember = (row: MemberView): Member => ({
  user_id: row.userId,
  email: row.email,
  full_name: row.fullName,
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
});

const toInvitation = (row: TeamInvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

const memberParams = z.object({ id: idSchema, userId: idSchema });
const invitationParams = z.object({ id: idSchema, invitationId: idSchema });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const conflicts = { 409: errorBodySchema, ...protectedErrors };

/** Teams, their members and invitations, and the current team. */
export const teamRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const tags = ['teams'];

  app.get(
    '/api/v1/teams/',
    {
      schema: {
        tags,
        operationId: 'listTeams',
        summary: 'The teams the caller belongs to, with their role in each, in the order they joined',
        security: bearer,
        response: { 200: teamListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const rows = await listTeams(db, currentUser(request));
      return list(rows.map(toTeam), rows.length);
    },
  );

  app.post(
    '/api/v1/teams/',
    {
      schema: {
        tags,
        operationId: 'createTeam',
        summary: 'Create a team; the caller is its owner',
        security: bearer,
        body: teamCreateSchema,
        response: { 201: teamSchema, ...protectedErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toTeam(await createTeam(db, currentUser(request), request.body.name))),
  );

  app.put(
    '/api/v1/users/me/current-team',
    {
      schema: {
        tags,
        operationId: 'setCurrentTeam',
        summary: 'Choose the team whose projects the project list shows',
        security: bearer,
        body: currentTeamSchema,
        response: { 200: userSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const user = await setCurrentTeam(db, currentUser(request), request.body.team_id);
      return toUser(user, await pendingEmailOf(db, user.id));
    },
  );

  app.get(
    '/api/v1/teams/:id/members/',
    {
      schema: {
        tags,
        operationId: 'listMembers',
        summary: "The team's members and their roles (any member may read them)",
        security: bearer,
        params: idParams,
        response: { 200: memberListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const rows = await listMembers(db, currentUser(request).id, request.params.id);
      return list(rows.map(toMember), rows.length);
    },
  );

  app.patch(
    '/api/v1/teams/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'updateMember',
        summary: "Change a member's role (owners only)",
        description: '409 when it would leave the team without an owner.',
        security: bearer,
        params: memberParams,
        body: memberUpdateSchema,
        response: { 200: memberSchema, ...conflicts },
      },
    },
    async (request) =>
      toMember(
        await updateMember(db, currentActor(request), request.params.id, request.params.userId, request.body.role),
      ),
  );

  app.delete(
    '/api/v1/teams/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'removeMember',
        summary: 'Remove a member (owners), or leave the team (your own id, any member)',
        description: "409 for the team's last owner, who can neither leave nor be removed.",
        security: bearer,
        params: memberParams,
        response: { 204: z.null().describe('Removed'), ...conflicts },
      },
    },
    async (request, reply) => {
      await removeMember(db, currentActor(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/teams/:id/invitations/',
    {
      schema: {
        tags,
        operationId: 'createInvitation',
        summary: 'Invite someone by email with a role (owners only)',
        description:
          'Answers the single-use link (valid 7 days) to copy; it is mailed too when the server can send mail (`mailed`). The link is in this answer and never again. 409 when the email is already a member.',
        security: bearer,
        params: idParams,
        body: invitationCreateSchema,
        response: { 201: invitationCreatedSchema, ...conflicts },
      },
    },
    async (request, reply) => {
      const { invitation, acceptUrl, mailed } = await createInvitation(
        {
          db,
          mailer: deps.mailer,
          translate: deps.translate,
          links: deps.links,
          publicUrl: config.PUBLIC_URL,
          log: request.log,
        },
        currentActor(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      return reply.status(201).send({ ...toInvitation(invitation), accept_url: acceptUrl, mailed });
    },
  );

  app.get(
    '/api/v1/teams/:id/invitations/',
    {
      schema: {
        tags,
        operationId: 'listInvitations',
        summary: "The team's pending invitations, newest first (owners only)",
        security: bearer,
        params: idParams,
        response: { 200: invitationListSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const rows = await listInvitations(db, currentUser(request).id, request.params.id);
      return list(rows.map(toInvitation), rows.length);
    },
  );

  app.delete(
    '/api/v1/teams/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Revoke an invitation: its link stops working (owners only)',
        security: bearer,
        params: invitationParams,
        response: { 204: z.null().describe('Revoked'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(db, currentUser(request).id, request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/invitations/:token/accept',
    {
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: "Join the invitation's team with its role; it becomes the current team",
        description:
          'The signed-in caller joins, whatever their email. 404 when the link was used, revoked or expired; 409 when the caller is already a member.',
        security: bearer,
        params: tokenParams,
        response: { 200: teamSchema, ...conflicts },
      },
    },
    async (request) => toTeam(await acceptInvitation(db, currentUser(request), request.params.token)),
  );
};
