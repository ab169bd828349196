import type { CompetitorCreate, CompetitorUpdate, Paging } from '@spyglass/api/schema';
import { asc, eq } from 'drizzle-orm';
import { competitors, type CompetitorRow, type Database } from '../db';
import { findCompetitorForUser, findProjectForUser } from './access';
import { changedFields, recordActivity } from './activity';
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

export async function createCompetitor(db: Database, actor: Actor, input: CompetitorCreate): Promise<CompetitorRow> {
  return db.transaction(async (tx) => {
    const project = await findProjectForUser(tx, actor.userId, input.project_id, 'edit');
    return insertCompetitor(tx, actor, project.id, input);
  });
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
