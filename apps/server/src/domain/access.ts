import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  competitors,
  notificationChannels,
  pages,
  projects,
  teamMembers,
  websites,
  type ChannelRow,
  type CompetitorRow,
  type Database,
  type PageRow,
  type ProjectRow,
  type WebsiteRow,
} from '../db';
import { forbidden, notFound } from './errors';

/**
 * Ownership and roles are checked here and only here: every row is reached
 * through a team the caller belongs to. A row of another team is "not found"
 * (never "forbidden"), so its existence is not revealed. A member whose role
 * may not do what is asked gets 403 with a sentence saying why: the row is
 * visible to them, so "not found" would lie.
 *
 * What each role may do (`need`):
 * - `read`: every member (owner, editor, viewer). Reading, and what changes
 *   only the reader's own state (marking Radar read, a live screenshot, a
 *   rule preview that saves nothing).
 * - `edit`: owners and editors. Content: projects' fields, competitors,
 *   websites, pages, checks, rules, discoveries, notification channels and
 *   digest settings.
 * - `manage`: owners only. Deleting a project, the team's members and invitations.
 */

export const ROLES = ['owner', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export type Need = 'read' | 'edit' | 'manage';

const ALLOWED: Record<Need, readonly string[]> = {
  read: ROLES,
  edit: ['owner', 'editor'],
  manage: ['owner'],
};

/** The roles that may do what `need` names, for checks made inside a query. */
export const rolesThatMay = (need: Need): readonly string[] => ALLOWED[need];

/** Whether a member with this role may do what `need` names. */
export const can = (role: string, need: Need): boolean => ALLOWED[need].includes(role);

/** The sentence a refused member reads. */
export const REFUSALS: Record<Exclude<Need, 'read'>, string> = {
  edit: 'Your role in this team is viewer: you can read its projects but not change them. Ask an owner for editor access.',
  manage: 'Only an owner of this team can do this.',
};

/** Throws 403 when the role may not do what `need` names. */
export function demand(role: string, need: Need): void {
  if (!can(role, need)) throw forbidden(REFUSALS[need as Exclude<Need, 'read'>]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id can name no row; asking the database would only raise a cast error. */
export const isUuid = (id: string) => UUID.test(id);

/** The teams a user belongs to, as a subquery. */
export function teamIdsOf(db: Database, userId: string) {
  return db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
}

/** The user's role in a team, or null when they are not a member. */
export async function teamRoleOf(db: Database, userId: string, teamId: string): Promise<Role | null> {
  if (!isUuid(teamId)) return null;
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .limit(1);
  return (row?.role as Role | undefined) ?? null;
}

export async function isTeamMember(db: Database, userId: string, teamId: string): Promise<boolean> {
  return (await teamRoleOf(db, userId, teamId)) !== null;
}

/** The caller's role in a team they may do `need` in: 404 for a team they are not in, 403 for a role too small. */
export async function findTeamForUser(db: Database, userId: string, teamId: string, need: Need): Promise<Role> {
  const role = await teamRoleOf(db, userId, teamId);
  if (!role) throw notFound('Team');
  demand(role, need);
  return role;
}

export async function findProjectForUser(
  db: Database,
  userId: string,
  projectId: string,
  need: Need,
): Promise<ProjectRow> {
  if (!isUuid(projectId)) throw notFound('Project');
  const [row] = await db
    .select({ row: getTableColumns(projects), role: teamMembers.role })
    .from(projects)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) throw notFound('Project');
  demand(row.role, need);
  return row.row;
}

export async function findCompetitorForUser(
  db: Database,
  userId: string,
  competitorId: string,
  need: Need,
): Promise<CompetitorRow> {
  if (!isUuid(competitorId)) throw notFound('Competitor');
  const [row] = await db
    .select({ row: getTableColumns(competitors), role: teamMembers.role })
    .from(competitors)
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(competitors.id, competitorId))
    .limit(1);
  if (!row) throw notFound('Competitor');
  demand(row.role, need);
  return row.row;
}

export interface OwnedWebsite {
  website: WebsiteRow;
  projectId: string;
}

export async function findWebsiteForUser(
  db: Database,
  userId: string,
  websiteId: string,
  need: Need,
): Promise<OwnedWebsite> {
  if (!isUuid(websiteId)) throw notFound('Website');
  const [row] = await db
    .select({ website: getTableColumns(websites), projectId: competitors.projectId, role: teamMembers.role })
    .from(websites)
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(websites.id, websiteId))
    .limit(1);
  if (!row) throw notFound('Website');
  const { role, ...owned } = row;
  demand(role, need);
  return owned;
}

export interface OwnedPage {
  page: PageRow;
  website: WebsiteRow;
  competitorId: string;
  projectId: string;
}

/** A page, only when the user's team owns it (404 otherwise). The monitor's routes use it too. */
export async function findPageForUser(db: Database, userId: string, pageId: string, need: Need): Promise<OwnedPage> {
  if (!isUuid(pageId)) throw notFound('Page');
  const [row] = await db
    .select({
      page: getTableColumns(pages),
      website: getTableColumns(websites),
      competitorId: competitors.id,
      projectId: competitors.projectId,
      role: teamMembers.role,
    })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(pages.id, pageId))
    .limit(1);
  if (!row) throw notFound('Page');
  const { role, ...owned } = row;
  demand(role, need);
  return owned;
}

/** A notification channel, only when the user's team owns its project (404 otherwise). */
export async function findChannelForUser(
  db: Database,
  userId: string,
  channelId: string,
  need: Need,
): Promise<ChannelRow> {
  if (!isUuid(channelId)) throw notFound('Channel');
  const [row] = await db
    .select({ row: getTableColumns(notificationChannels), role: teamMembers.role })
    .from(notificationChannels)
    .innerJoin(projects, eq(projects.id, notificationChannels.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(notificationChannels.id, channelId))
    .limit(1);
  if (!row) throw notFound('Channel');
  demand(row.role, need);
  return row.row;
}
