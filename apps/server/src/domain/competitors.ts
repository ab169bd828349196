import type { CompetitorCreate, CompetitorUpdate, Paging } from '@spyglass/api/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { competitors, type CompetitorRow, type Database } from '../db';
import { demand, findCompetitorForUser, findProjectForUser, isUuid, rolesThatMay } from './access';
import { changedFields, descriptionOf, recordActivity, type ActivityInput } from './activity';
import { searchTextOf } from './activitySearch';
import { statementPerDatabase } from '../db/namedStatement';
import { StatementBatches } from '../db/statementBatches';
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

/** The event a create records, in its text (descriptionOf) and in the statement. */
const CREATED = { type: 'competitor_created', targetType: 'competitor' } as const satisfies Pick<
  ActivityInput,
  'type' | 'targetType'
>;

/** One create as the batch statement reads it (a row of its JSON parameter). */
interface CompetitorInput {
  user_id: string;
  project_id: string;
  name: string;
  description: string | null;
  industry: string | null;
  is_active: boolean;
  event_description: string;
  actor_name: string;
  search_text: string;
}

/** What the create statement answers per input: the caller's role in the project's team (null when it cannot see the project), and the new row when it was written. */
interface CreatedCompetitor {
  role: string | null;
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
 * New competitors with their competitor_created events in one statement (one
 * round trip, no explicit transaction), for every create that arrived
 * together: each caller's role is read, a row is inserted only where that
 * role may edit, and its event is inserted from the inserted row. The
 * statement answers each input's role, so a project the caller cannot see is
 * 404 and a viewer's attempt 403, as findProjectForUser answers them. Ids
 * are drawn before the insert so each row finds its input again; each row's
 * time is its own (clock_timestamp, once for both columns), not the batch's.
 */
const createStatement = statementPerDatabase('create_competitors', () => {
  const editors = sql.join(
    rolesThatMay('edit').map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('inputs')}::json) as i(
        ord int, user_id uuid, project_id uuid, name text, description text, industry text, is_active boolean,
        event_description text, actor_name text, search_text text)
    ), allowed as (
      select input.*, access.role, gen_random_uuid() as new_id, clock_timestamp() as at from input
      left join lateral (
        select m.role from projects p
        inner join team_members m on m.team_id = p.team_id and m.user_id = input.user_id
        where p.id = input.project_id
        limit 1
      ) access on true
    ), inserted as (
      insert into competitors (id, project_id, name, description, industry, is_active, created_at, updated_at)
      select new_id, project_id, name, description, industry, is_active, at, at
      from allowed where role in (${editors})
      order by ord
      returning *
    ), event as (
      insert into activity_events
        (project_id, competitor_id, type, target_type, target_id, target_name, description, actor_user_id, actor_name, created_at, search_vector)
      select c.project_id, c.id, ${CREATED.type}, ${CREATED.targetType}, c.id, c.name,
        a.event_description, a.user_id, a.actor_name, clock_timestamp(), search_vector_of(a.search_text)
      from inserted c inner join allowed a on a.new_id = c.id
      order by a.ord
    )
    select allowed.role, inserted.* from allowed left join inserted on inserted.id = allowed.new_id
    order by allowed.ord`;
});

/** Up to four create statements on their way at once (the pool has ten connections), each carrying what waited. */
const createBatches = new WeakMap<Database, StatementBatches<CompetitorInput, CreatedCompetitor>>();

function batchesOf(db: Database): StatementBatches<CompetitorInput, CreatedCompetitor> {
  let batches = createBatches.get(db);
  if (!batches) {
    const statement = createStatement(db);
    batches = new StatementBatches({
      inFlight: 4,
      maxBatch: 100,
      run: async (inputs) =>
        (await statement({
          inputs: JSON.stringify(inputs.map((input, ord) => ({ ord, ...input }))),
        })) as unknown as CreatedCompetitor[],
    });
    createBatches.set(db, batches);
  }
  return batches;
}

export async function createCompetitor(db: Database, actor: Actor, input: CompetitorCreate): Promise<CompetitorRow> {
  if (!isUuid(input.project_id)) throw notFound('Project');
  const event: ActivityInput = {
    projectId: input.project_id,
    ...CREATED,
    targetId: input.project_id,
    targetName: input.name,
    actor,
  };
  const row = await batchesOf(db).run({
    user_id: actor.userId,
    project_id: input.project_id,
    name: input.name,
    description: blankToNull(input.description),
    industry: blankToNull(input.industry),
    is_active: input.is_active ?? true,
    event_description: descriptionOf(event),
    actor_name: actor.name,
    search_text: searchTextOf(event),
  });
  if (!row.role) throw notFound('Project');
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
