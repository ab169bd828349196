import { createHash, randomBytes } from 'node:crypto';
import type { ActivityEventType, InvitationCreate, TeamRole } from '@spyglass/api/schema';
import { INVITATION_DAYS } from '@spyglass/api/schema';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  projects,
  teamInvitations,
  teamMembers,
  teams,
  users,
  type Database,
  type TeamInvitationRow,
  type UserRow,
} from '../db';
import { invitationMail, type Mailer, type MailT } from '../mail';
import type { AppLinks } from '../notify';
import { findTeamForUser, isUuid, teamRoleOf, type Role } from './access';
import type { Actor } from './actor';
import { recordActivity } from './activity';
import { HttpError, isUniqueViolation, notFound } from './errors';
import { forgetTokenUser } from './tokenUsers';
import { displayName, normaliseEmail } from './users';

export const LAST_OWNER = 'A team needs an owner: make another member an owner first.';
export const ALREADY_MEMBER = 'You are already a member of this team.';
export const INVITATION_INVALID =
  'This invitation link does not work any more: it was used, revoked or it expired. Ask the team for a new one.';
export const SOLE_OWNER_OF_SHARED = (team: string) =>
  `You are the only owner of the team "${team}", which has other members. Make one of them an owner, or remove them, before deleting your account.`;

export interface TeamView {
  id: string;
  name: string;
  role: Role;
  memberCount: number;
  isCurrent: boolean;
  createdAt: Date;
}

/** The team whose projects the list shows: the chosen one, else the default one. */
export const preferredTeamOf = (user: Pick<UserRow, 'currentTeamId' | 'defaultTeamId'>) =>
  user.currentTeamId ?? user.defaultTeamId;

/**
 * The team whose projects the user's list shows, as SQL: the preferred team
 * while they belong to it, else the first team they joined. Both are
 * parameters, so the listing stays one prepared statement.
 */
export function currentTeamSql(userId: unknown, preferredTeamId: unknown) {
  return sql`(select tm.team_id from team_members tm where tm.user_id = ${userId} order by (tm.team_id = ${preferredTeamId}::uuid) is true desc, tm.joined_at asc, tm.team_id asc limit 1)`;
}

async function currentTeamIdOf(db: Database, user: UserRow): Promise<string | null> {
  const [row] = await db
    .select({ teamId: sql<string | null>`${currentTeamSql(user.id, preferredTeamOf(user))}` })
    .from(sql`(select 1) as one_row`);
  return row?.teamId ?? null;
}

export async function listTeams(db: Database, user: UserRow): Promise<TeamView[]> {
  const current = await currentTeamIdOf(db, user);
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      role: teamMembers.role,
      createdAt: teams.createdAt,
      memberCount: sql<number>`(select count(*) from team_members m where m.team_id = ${teams.id})`.mapWith(Number),
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));
  return rows.map((row) => ({ ...row, isCurrent: row.id === current }));
}

async function teamView(db: Database, user: UserRow, teamId: string): Promise<TeamView> {
  const team = (await listTeams(db, user)).find((row) => row.id === teamId);
  if (!team) throw notFound('Team');
  return team;
}

/** A new team, the caller its owner. */
export async function createTeam(db: Database, user: UserRow, name: string): Promise<TeamView> {
  const team = await db.transaction(async (tx) => {
    const [row] = await tx.insert(teams).values({ name }).returning();
    await tx.insert(teamMembers).values({ teamId: row!.id, userId: user.id, role: 'owner' });
    return row!;
  });
  return teamView(db, user, team.id);
}

/** Makes a team the one whose projects the list shows; answers the user as they are now. */
export async function setCurrentTeam(db: Database, user: UserRow, teamId: string): Promise<UserRow> {
  await findTeamForUser(db, user.id, teamId, 'read');
  const [row] = await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, user.id)).returning();
  // The token's cached user carries the current team.
  forgetTokenUser(db, user.id);
  return row!;
}

export interface MemberView {
  userId: string;
  email: string;
  fullName: string | null;
  role: Role;
  joinedAt: Date;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  role: teamMembers.role,
  joinedAt: teamMembers.joinedAt,
};

export async function listMembers(db: Database, userId: string, teamId: string): Promise<MemberView[]> {
  await findTeamForUser(db, userId, teamId, 'read');
  return db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(users.email));
}

/** The team's members, locked until the transaction ends, so two owners cannot demote each other at once. */
async function lockedMembers(tx: Database, teamId: string) {
  return tx
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .for('update');
}

/** Writes a membership event into each of the team's projects, so their timelines say who has access. */
async function recordMemberEvent(
  tx: Database,
  teamId: string,
  event: { type: ActivityEventType; member: Pick<UserRow, 'id' | 'fullName' | 'email'>; role?: Role; actor: Actor },
): Promise<void> {
  const rows = await tx.select({ id: projects.id }).from(projects).where(eq(projects.teamId, teamId));
  for (const project of rows) {
    await recordActivity(tx, {
      projectId: project.id,
      type: event.type,
      targetType: 'member',
      targetId: event.member.id,
      targetName: displayName(event.member),
      additionalData: event.role ? { role: event.role } : null,
      actor: event.actor,
    });
  }
}

async function memberUser(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row!;
}

export async function updateMember(
  db: Database,
  actor: Actor,
  teamId: string,
  memberId: string,
  role: TeamRole,
): Promise<MemberView> {
  await findTeamForUser(db, actor.userId, teamId, 'manage');
  await db.transaction(async (tx) => {
    const members = await lockedMembers(tx, teamId);
    const member = isUuid(memberId) ? members.find((row) => row.userId === memberId) : undefined;
    if (!member) throw notFound('Member');
    if (member.role === role) return;
    const owners = members.filter((row) => row.role === 'owner').length;
    if (member.role === 'owner' && owners === 1) throw new HttpError(409, LAST_OWNER);
    await tx
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    await recordMemberEvent(tx, teamId, {
      type: 'member_role_changed',
      member: await memberUser(tx, memberId),
      role,
      actor,
    });
  });
  const [view] = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  return view!;
}

/** Removes a member (owners), or the caller leaves (any member). The last owner can do neither. */
export async function removeMember(db: Database, actor: Actor, teamId: string, memberId: string): Promise<void> {
  const leaving = memberId === actor.userId;
  await findTeamForUser(db, actor.userId, teamId, leaving ? 'read' : 'manage');
  await db.transaction(async (tx) => {
    const members = await lockedMembers(tx, teamId);
    const member = isUuid(memberId) ? members.find((row) => row.userId === memberId) : undefined;
    if (!member) throw notFound('Member');
    const owners = members.filter((row) => row.role === 'owner').length;
    if (member.role === 'owner' && owners === 1) throw new HttpError(409, LAST_OWNER);
    const user = await memberUser(tx, memberId);
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    // Their project list falls back to another of their teams.
    await tx
      .update(users)
      .set({ currentTeamId: null })
      .where(and(eq(users.id, memberId), eq(users.currentTeamId, teamId)));
    await recordMemberEvent(tx, teamId, { type: leaving ? 'member_left' : 'member_removed', member: user, actor });
  });
  forgetTokenUser(db, memberId);
}

/** An invitation link's token: 32 random bytes, URL-safe; only its SHA-256 is stored. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  translate: (language: string) => MailT;
  links: AppLinks;
  publicUrl: string;
  log: { warn(object: object, message?: string): void };
}

export interface CreatedInvitation {
  invitation: TeamInvitationRow;
  acceptUrl: string;
  mailed: boolean;
}

export async function createInvitation(
  deps: InvitationDeps,
  actor: Actor,
  teamId: string,
  input: InvitationCreate,
  language: string,
): Promise<CreatedInvitation> {
  const { db } = deps;
  await findTeamForUser(db, actor.userId, teamId, 'manage');
  const email = normaliseEmail(input.email);
  const [existing] = await db
    .select({ id: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)))
    .limit(1);
  if (existing) throw new HttpError(409, `${email} is already a member of this team.`);
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await db
    .insert(teamInvitations)
    .values({
      teamId,
      email,
      role: input.role,
      tokenHash: hashOf(token),
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  const acceptUrl = deps.links.acceptInvitation(token);
  let mailed = false;
  if (deps.mailer.configured) {
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    const t = deps.translate(language);
    const mail = invitationMail(
      { language, t, publicUrl: deps.publicUrl },
      { inviter: actor.name, team: team!.name, role: t(`invitation.roles.${input.role}`), link: acceptUrl },
    );
    try {
      await deps.mailer.send({ to: email, ...mail });
      mailed = true;
    } catch (error) {
      deps.log.warn({ err: error, teamId }, 'invitation mail not sent');
    }
  }
  return { invitation: invitation!, acceptUrl, mailed };
}

/** The team's invitations still waiting to be accepted, newest first. */
export async function listInvitations(db: Database, userId: string, teamId: string): Promise<TeamInvitationRow[]> {
  await findTeamForUser(db, userId, teamId, 'manage');
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), gt(teamInvitations.expiresAt, sql`now()`)))
    .orderBy(sql`${teamInvitations.createdAt} desc`);
}

export async function revokeInvitation(db: Database, userId: string, teamId: string, invitationId: string) {
  await findTeamForUser(db, userId, teamId, 'manage');
  if (!isUuid(invitationId)) throw notFound('Invitation');
  const deleted = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId)))
    .returning({ id: teamInvitations.id });
  if (deleted.length === 0) throw notFound('Invitation');
}

/** Joins the team of an invitation (used up in the same transaction) and makes it the current team. */
export async function acceptInvitation(db: Database, user: UserRow, token: string): Promise<TeamView> {
  const teamId = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.tokenHash, hashOf(token)), gt(teamInvitations.expiresAt, sql`now()`)))
      .returning();
    if (!invitation) throw new HttpError(404, INVITATION_INVALID);
    if (await teamRoleOf(tx, user.id, invitation.teamId)) throw new HttpError(409, ALREADY_MEMBER);
    try {
      await tx.insert(teamMembers).values({ teamId: invitation.teamId, userId: user.id, role: invitation.role });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_MEMBER);
      throw error;
    }
    await tx.update(users).set({ currentTeamId: invitation.teamId }).where(eq(users.id, user.id));
    await recordMemberEvent(tx, invitation.teamId, {
      type: 'member_joined',
      member: user,
      role: invitation.role,
      actor: { userId: user.id, name: displayName(user) },
    });
    return invitation.teamId;
  });
  forgetTokenUser(db, user.id);
  return teamView(db, { ...user, currentTeamId: teamId }, teamId);
}

/**
 * What deleting an account does to its teams: a team where the user is the
 * only member goes with everything in it; a team with other members keeps
 * them and loses only this member. Refused (409) while the user is the only
 * owner of a team that has other members: that team would be left without
 * anyone able to manage it.
 */
export async function teamsToDeleteWithAccount(tx: Database, userId: string): Promise<string[]> {
  const mine = await tx
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  if (mine.length === 0) return [];
  const others = await tx
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.teamId,
          mine.map((row) => row.teamId),
        ),
        ne(teamMembers.userId, userId),
      ),
    );
  const alone: string[] = [];
  for (const { teamId, role } of mine) {
    const rest = others.filter((row) => row.teamId === teamId);
    if (rest.length === 0) alone.push(teamId);
    else if (role === 'owner' && !rest.some((row) => row.role === 'owner')) {
      const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
      throw new HttpError(409, SOLE_OWNER_OF_SHARED(team!.name));
    }
  }
  return alone;
}
