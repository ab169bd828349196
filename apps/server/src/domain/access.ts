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
import { notFound } from './errors';

/**
 * Ownership is checked here and only here: every row is reached through a
 * team the caller belongs to. A row of another team is "not found" (never
 * "forbidden"), so its existence is not revealed.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id can name no row; asking the database would only raise a cast error. */
export const isUuid = (id: string) => UUID.test(id);

/** The teams a user belongs to, as a subquery. */
export function teamIdsOf(db: Database, userId: string) {
  return db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
}

export async function isTeamMember(db: Database, userId: string, teamId: string): Promise<boolean> {
  if (!isUuid(teamId)) return false;
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .limit(1);
  return Boolean(row);
}

export async function findProjectForUser(db: Database, userId: string, projectId: string): Promise<ProjectRow> {
  if (!isUuid(projectId)) throw notFound('Project');
  const [row] = await db
    .select(getTableColumns(projects))
    .from(projects)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) throw notFound('Project');
  return row;
}

export async function findCompetitorForUser(
  db: Database,
  userId: string,
  competitorId: string,
): Promise<CompetitorRow> {
  if (!isUuid(competitorId)) throw notFound('Competitor');
  const [row] = await db
    .select(getTableColumns(competitors))
    .from(competitors)
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(competitors.id, competitorId))
    .limit(1);
  if (!row) throw notFound('Competitor');
  return row;
}

export interface OwnedWebsite {
  website: WebsiteRow;
  projectId: string;
}

export async function findWebsiteForUser(db: Database, userId: string, websiteId: string): Promise<OwnedWebsite> {
  if (!isUuid(websiteId)) throw notFound('Website');
  const [row] = await db
    .select({ website: getTableColumns(websites), projectId: competitors.projectId })
    .from(websites)
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(websites.id, websiteId))
    .limit(1);
  if (!row) throw notFound('Website');
  return row;
}

export interface OwnedPage {
  page: PageRow;
  website: WebsiteRow;
  competitorId: string;
  projectId: string;
}

/** A page, only when the user's team owns it (404 otherwise). The monitor's routes use it too. */
export async function findPageForUser(db: Database, userId: string, pageId: string): Promise<OwnedPage> {
  if (!isUuid(pageId)) throw notFound('Page');
  const [row] = await db
    .select({
      page: getTableColumns(pages),
      website: getTableColumns(websites),
      competitorId: competitors.id,
      projectId: competitors.projectId,
    })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .innerJoin(competitors, eq(competitors.id, websites.competitorId))
    .innerJoin(projects, eq(projects.id, competitors.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(pages.id, pageId))
    .limit(1);
  if (!row) throw notFound('Page');
  return row;
}

/** A notification channel, only when the user's team owns its project (404 otherwise). */
export async function findChannelForUser(db: Database, userId: string, channelId: string): Promise<ChannelRow> {
  if (!isUuid(channelId)) throw notFound('Channel');
  const [row] = await db
    .select(getTableColumns(notificationChannels))
    .from(notificationChannels)
    .innerJoin(projects, eq(projects.id, notificationChannels.projectId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, userId)))
    .where(eq(notificationChannels.id, channelId))
    .limit(1);
  if (!row) throw notFound('Channel');
  return row;
}
