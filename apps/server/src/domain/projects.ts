import type { Paging, ProjectCreate, ProjectUpdate } from '@spyglass/api/schema';
import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  activityEvents,
  competitors,
  projects,
  websites,
  type ActivityRow,
  type Database,
  type ProjectRow,
  type UserRow,
} from '../db';
import { findProjectForUser, isTeamMember, teamIdsOf } from './access';
import { HttpError } from './errors';
import { countRows, type Page } from './paging';

/** How many of the latest events a project answer carries. */
export const RECENT_UPDATES = 5;

export interface ProjectView extends ProjectRow {
  competitorCount: number;
  websiteCount: number;
  recentUpdates: Pick<ActivityRow, 'id' | 'type' | 'targetName' | 'additionalData' | 'description' | 'createdAt'>[];
}

/** Adds the computed counts and recent updates, in two queries for any number of projects. */
async function withSummaries(db: Database, rows: ProjectRow[]): Promise<ProjectView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, recent] = await Promise.all([
    db
      .select({
        projectId: competitors.projectId,
        competitorCount: countDistinct(competitors.id),
        websiteCount: countDistinct(websites.id),
      })
      .from(competitors)
      .leftJoin(websites, eq(websites.competitorId, competitors.id))
      .where(inArray(competitors.projectId, ids))
      .groupBy(competitors.projectId),
    db
      .select({
        id: sql<string>`ranked.id`,
        projectId: sql<string>`ranked.project_id`,
        type: sql<string>`ranked.type`,
        targetName: sql<string | null>`ranked.target_name`,
        additionalData: sql<Record<string, unknown> | null>`ranked.additional_data`,
        description: sql<string>`ranked.description`,
        createdAt: sql<Date>`ranked.created_at`.mapWith(activityEvents.createdAt),
      })
      .from(
        db
          .select({
            id: activityEvents.id,
            project_id: activityEvents.projectId,
            type: activityEvents.type,
            target_name: activityEvents.targetName,
            additional_data: activityEvents.additionalData,
            description: activityEvents.description,
            created_at: activityEvents.createdAt,
            rank: sql<number>`row_number() over (partition by ${activityEvents.projectId} order by ${activityEvents.createdAt} desc, ${activityEvents.id} desc)`.as(
              'rank',
            ),
          })
          .from(activityEvents)
          .where(inArray(activityEvents.projectId, ids))
          .as('ranked'),
      )
      .where(sql`ranked.rank <= ${RECENT_UPDATES}`)
      .orderBy(sql`ranked.created_at desc`, sql`ranked.id desc`),
  ]);
  return rows.map((row) => {
    const summary = counts.find((entry) => entry.projectId === row.id);
    return {
      ...row,
      competitorCount: Number(summary?.competitorCount ?? 0),
      websiteCount: Number(summary?.websiteCount ?? 0),
      recentUpdates: recent
        .filter((event) => event.projectId === row.id)
        .map(({ projectId: _projectId, ...event }) => event),
    };
  });
}

async function one(db: Database, row: ProjectRow): Promise<ProjectView> {
  const [view] = await withSummaries(db, [row]);
  return view!;
}

export async function listProjects(db: Database, userId: string, paging: Paging): Promise<Page<ProjectView>> {
  const where = inArray(projects.teamId, teamIdsOf(db, userId));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, projects, where),
  ]);
  return { rows: await withSummaries(db, rows), count: total };
}

export async function getProject(db: Database, userId: string, projectId: string): Promise<ProjectView> {
  return one(db, await findProjectForUser(db, userId, projectId));
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function createProject(db: Database, user: UserRow, input: ProjectCreate): Promise<ProjectView> {
  const teamId = input.team_id ?? user.defaultTeamId;
  if (!teamId)
    throw new HttpError(422, 'team_id: A team is required', [{ field: 'team_id', message: 'A team is required' }]);
  // A team the caller is not in reads as one that does not exist.
  if (!(await isTeamMember(db, user.id, teamId))) throw new HttpError(404, 'Team not found');
  const [row] = await db
    .insert(projects)
    .values({ teamId, name: input.name, description: input.description, url: blankToNull(input.url) })
    .returning();
  return one(db, row!);
}

export async function updateProject(
  db: Database,
  userId: string,
  projectId: string,
  input: ProjectUpdate,
): Promise<ProjectView> {
  const current = await findProjectForUser(db, userId, projectId);
  const changes: Partial<typeof projects.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.url !== undefined) changes.url = blankToNull(input.url);
  if (input.status !== undefined) changes.status = input.status;
  if (Object.keys(changes).length === 0) return one(db, current);
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(projects.id, current.id), eq(projects.teamId, current.teamId)))
    .returning();
  if (!row) throw new HttpError(404, 'Project not found');
  return one(db, row);
}

/** Deletes the project and, by cascade, its competitors, websites, pages, snapshots, changes and events: one transaction. */
export async function deleteProject(db: Database, userId: string, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await findProjectForUser(tx, userId, projectId);
    await tx.delete(projects).where(eq(projects.id, project.id));
  });
}
