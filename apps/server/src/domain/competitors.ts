import type { CompetitorCreate, CompetitorUpdate, Paging } from '@spyglass/api/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { competitors, type CompetitorRow, type Database } from '../db';
import { demand, findCompetitorForUser, findProjectForUser, isUuid, rolesThatMay } from './access';
import { changedFields, descriptionOf, recordActivity, type ActivityInput } from './activity';
import { searchTextOf } from './activitySearch';
import { statementPerDatabase } from '../db/namedStatement';
import { notFound } from './errors';
import type { Actor } from './actor';
import { countRows, type Page } from './paging';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function listCompetitors(
  db: Database,
  userId: string,
  projectId: string,
  paging: Paging,
): Promise<Page<CompetitorRow>> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const where = eq(competitors.projectId, project.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(competitors)
      .where(where)
      .orderBy(asc(competitors.createdAt), asc(competitors.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, competitors, where),
  ]);
  return { rows, count: total };
}

export async function getCompetitor(db: Database, userId: string, competitorId: string): Promise<CompetitorRow> {
  return findCompetitorForUser(db, userId, competitorId, 'read');
}

/** What the create statement answers: the caller's role in the project's team, and the new row when it was written. */
interface CreatedCompetitor {
  role: string;
  id: string | null;
  project_id: string;
  name: string;
  description: string | null;
  industry: string | null;
  is_active: boolean;
  /** Text from drivers that leave timestamps to drizzle's columns, which this raw statement does not use. */
  created_at: string | Date;
  updated_at: string | Date;
}

/**
 * A new competitor with its competitor_created event in one statement (so
 * one round trip and no explicit transaction): the caller's role is read,
 * the row is inserted only when that role may edit, and the event is
 * inserted from the inserted row. The statement answers the role, so a
 * project the caller cannot see is 404 and a viewer's attempt 403, as
 * findProjectForUser answers them.
 */
const createStatement = statementPerDatabase('create_competitor', () => {
  const value = (name: string) => sql.placeholder(name);
  const editors = sql.join(
    rolesThatMay('edit').map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`
    with allowed as (
      select p.id as project_id, m.role from projects p
      inner join team_members m on m.team_id = p.team_id and m.user_id = ${value('userId')}::uuid
      where p.id = ${value('projectId')}::uuid
      limit 1
    ), inserted as (
      insert into competitors (project_id, name, description, industry, is_active)
      select project_id, ${value('name')}::text, ${value('description')}::text, ${value('industry')}::text,
        ${value('isActive')}::boolean
      from allowed where role in (${editors})
      returning *
    ), event as (
      insert into activity_events
        (project_id, competitor_id, type, target_type, target_id, target_name, description, actor_user_id, actor_name, created_at, search_vector)
      select project_id, id, ${value('eventType')}, ${value('targetType')}, id, name, ${value('eventDescription')}::text,
        ${value('userId')}::uuid, ${value('actorName')}::text, clock_timestamp(), search_vector_of(${value('searchText')}::text)
      from inserted
    )
    select allowed.role, inserted.* from allowed left join inserted on true`;
});

export async function createCompetitor(db: Database, actor: Actor, input: CompetitorCreate): Promise<CompetitorRow> {
  if (!isUuid(input.project_id)) throw notFound('Project');
  const event: ActivityInput = {
    projectId: input.project_id,
    type: 'competitor_created',
    targetType: 'competitor',
    targetId: input.project_id,
    targetName: input.name,
    actor,
  };
  const rows = (await createStatement(db)({
    userId: actor.userId,
    projectId: input.project_id,
    name: input.name,
    description: blankToNull(input.description),
    industry: blankToNull(input.industry),
    isActive: input.is_active ?? true,
    eventType: event.type,
    targetType: event.targetType,
    eventDescription: descriptionOf(event),
    actorName: actor.name,
    searchText: searchTextOf(event),
  })) as unknown as CreatedCompetitor[];
  const row = rows[0];
  if (!row) throw notFound('Project');
  demand(row.role, 'edit');
  if (!row.id) throw new Error('The competitor was not inserted although the role may edit');
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    industry: row.industry,
    isActive: row.is_active,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** A new competitor of a project, with its competitor_created event, inside the caller's transaction. */
export async function insertCompetitor(
  tx: Database,
  actor: Actor,
  projectId: string,
  input: Omit<CompetitorCreate, 'project_id'>,
): Promise<CompetitorRow> {
  const [row] = await tx
    .insert(competitors)
    .values({
      projectId,
      name: input.name,
      description: blankToNull(input.description),
      industry: blankToNull(input.industry),
      isActive: input.is_active ?? true,
    })
    .returning();
  const competitor = row!;
  await recordActivity(tx, {
    projectId,
    competitorId: competitor.id,
    type: 'competitor_created',
    targetType: 'competitor',
    targetId: competitor.id,
    targetName: competitor.name,
    actor,
  });
  return competitor;
}

export async function updateCompetitor(
  db: Database,
  actor: Actor,
  competitorId: string,
  input: CompetitorUpdate,
): Promise<CompetitorRow> {
  return db.transaction(async (tx) => {
    const current = await findCompetitorForUser(tx, actor.userId, competitorId, 'edit');
    const set: Partial<typeof competitors.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.description !== undefined) set.description = blankToNull(input.description);
    if (input.industry !== undefined) set.industry = blankToNull(input.industry);
    if (input.is_active !== undefined) set.isActive = input.is_active;
    const next = { ...current, ...set };
    const changes = changedFields(current, next, {
      name: 'name',
      description: 'description',
      industry: 'industry',
      isActive: 'is_active',
    });
    // A PATCH that changes nothing writes nothing, and no event.
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx
      .update(competitors)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(competitors.id, current.id))
      .returning();
    const competitor = row!;
    await recordActivity(tx, {
      projectId: competitor.projectId,
      competitorId: competitor.id,
      type: 'competitor_updated',
      targetType: 'competitor',
      targetId: competitor.id,
      targetName: competitor.name,
      additionalData: changes,
      actor,
    });
    return competitor;
  });
}

/** Deletes the competitor with its websites and pages; answers the deleted row. */
export async function deleteCompetitor(db: Database, actor: Actor, competitorId: string): Promise<CompetitorRow> {
  return db.transaction(async (tx) => {
    const current = await findCompetitorForUser(tx, actor.userId, competitorId, 'edit');
    await tx.delete(competitors).where(eq(competitors.id, current.id));
    await recordActivity(tx, {
      projectId: current.projectId,
      competitorId: current.id,
      type: 'competitor_deleted',
      targetType: 'competitor',
      targetId: current.id,
      targetName: current.name,
      actor,
    });
    return current;
  });
}
