import type { Paging, ProjectCreate, ProjectUpdate } from '@spyglass/api/schema';
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, fillPlaceholders, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { projects, type ActivityRow, type Database, type ProjectRow, type UserRow } from '../db';
import { PglitePrepared, pgliteOf } from '../db/pglitePrepared';
import { currentSnapshotSql, snapshotProbe } from '../db/snapshotProbe';
import { findProjectForUser, findTeamForUser } from './access';
import { currentTeamSql, preferredTeamOf } from './teams';
import { HttpError } from './errors';
import { countRows, type Page } from './paging';

/** How many of the latest events a project answer carries. */
export const RECENT_UPDATES = 5;

export interface ProjectView extends ProjectRow {
  competitorCount: number;
  websiteCount: number;
  recentUpdates: Pick<ActivityRow, 'id' | 'type' | 'targetName' | 'additionalData' | 'description' | 'createdAt'>[];
}

type RecentUpdate = ProjectView['recentUpdates'][number];

/**
 * A project's counts and latest events as expressions of its id, so a listing
 * or a single project is one query. The events come back as JSON (their
 * timestamps as text); `toView` turns them into rows.
 */
function summaryOf(projectId: SQL) {
  return {
    competitorCount: sql<number>`(select count(*) from competitors c where c.project_id = ${projectId})`.mapWith(
      Number,
    ),
    websiteCount:
      sql<number>`(select count(*) from websites w inner join competitors c on c.id = w.competitor_id where c.project_id = ${projectId})`.mapWith(
        Number,
      ),
    recentUpdates: sql<unknown>`(select coalesce(json_agg(json_build_object('id', e.id, 'type', e.type, 'targetName', e.target_name, 'additionalData', e.additional_data, 'description', e.description, 'createdAt', e.created_at) order by e.created_at desc, e.id desc), '[]'::json) from (select id, type, target_name, additional_data, description, created_at from activity_events where project_id = ${projectId} order by created_at desc, id desc limit ${RECENT_UPDATES}) e)`,
  };
}

interface SummaryFields {
  competitorCount: number;
  websiteCount: number;
  recentUpdates: unknown;
}

type JsonUpdate = Omit<RecentUpdate, 'createdAt'> & { createdAt: string };

function toView<T extends ProjectRow & SummaryFields>(row: T): ProjectView {
  const { competitorCount, websiteCount, recentUpdates, ...project } = row;
  // node-postgres and PGlite both parse json, but a driver answering text is read the same way.
  const updates = (typeof recentUpdates === 'string' ? JSON.parse(recentUpdates) : recentUpdates) as JsonUpdate[];
  return {
    ...(project as unknown as ProjectRow),
    competitorCount,
    websiteCount,
    recentUpdates: updates.map((event) => ({ ...event, createdAt: new Date(event.createdAt) })),
  };
}

const projectColumns = getTableColumns(projects);

async function one(db: Database, row: ProjectRow): Promise<ProjectView> {
  const [summary] = await db.select(summaryOf(sql`${row.id}::uuid`)).from(sql`(select 1) as one_row`);
  return toView({ ...row, ...summary! });
}

function listingQuery(db: Database) {
  // Visibility stays access.ts's rule (the team is one the user is in); the list shows the current team's projects.
  const userId = sql.placeholder('userId') as unknown as string;
  const visible = eq(projects.teamId, currentTeamSql(userId, sql.placeholder('preferredTeamId')));
  // The page is cut first, so the summaries are computed for its rows only.
  const page = db
    .select({ ...projectColumns, total: sql<number>`count(*) over ()`.as('total') })
    .from(projects)
    .where(visible)
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // One row at least, which carries the snapshot (and nothing else when the page is empty).
  return db
    .select({
      snapshot: sql<string>`snap.snapshot`,
      id: page.id,
      teamId: page.teamId,
      name: page.name,
      description: page.description,
      url: page.url,
      status: page.status,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      total: page.total,
      ...summaryOf(sql`page.id`),
    })
    .from(sql`(select ${currentSnapshotSql} as snapshot) as snap`)
    .leftJoin(page, sql`true`)
    .orderBy(asc(page.createdAt), asc(page.id));
}

interface ListingRow extends ProjectRow, SummaryFields {
  total: number;
}
interface ListingValues {
  userId: string;
  preferredTeamId: string | null;
  limit: number;
  offset: number;
}
type Listing = (values: ListingValues) => Promise<{ snapshot: string; rows: ListingRow[] }>;

/**
 * On PGlite the listing is a named statement of PGlite's own (drizzle's
 * driver would parse and plan it on every call); its text rows are read in
 * the order of listingQuery's columns.
 */
function pgliteListing(client: PGlite, db: Database): Listing {
  const { sql: text, params } = listingQuery(db).toSQL();
  const statement = new PglitePrepared(client, 'spyglass_list_projects', text);
  const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return async (values) => {
    const answer = await statement.run(fillPlaceholders(params, { ...values }).map(asText));
    const rows: ListingRow[] = [];
    for (const [
      ,
      id,
      teamId,
      name,
      description,
      url,
      status,
      createdAt,
      updatedAt,
      total,
      competitors,
      websites,
      updates,
    ] of answer) {
      if (id === null || id === undefined) continue;
      rows.push({
        id,
        teamId: teamId!,
        name: name!,
        description: description!,
        url: url ?? null,
        status: status!,
        createdAt: new Date(createdAt!),
        updatedAt: new Date(updatedAt!),
        total: Number(total),
        competitorCount: Number(competitors),
        websiteCount: Number(websites),
        recentUpdates: updates,
      });
    }
    return { snapshot: answer[0]![0]!, rows };
  };
}

function makeListing(db: Database): Listing {
  const client = pgliteOf(db);
  if (client) return pgliteListing(client, db);
  // On PostgreSQL each pooled connection plans the named statement once.
  const prepared = listingQuery(db).prepare('list_projects');
  return async (values) => {
    const answer = await prepared.execute({ ...values });
    const rows: ListingRow[] = [];
    for (const { snapshot: _snapshot, id, ...row } of answer) {
      if (id !== null) rows.push({ id, ...row } as ListingRow);
    }
    return { snapshot: answer[0]!.snapshot, rows };
  };
}

// Made once per database.
const listings = new WeakMap<Database, Listing>();

/** A listing and the database snapshot it was read in (null when it took more than one). */
export interface ListingAsOf {
  snapshot: string | null;
  page: Page<ProjectView>;
}

/**
 * One page of the projects of the caller's current team with their counts
 * and latest events, and the total, in one query that also states the
 * database snapshot it was read in (see SnapshotProbe).
 */
export async function listProjectsAsOf(db: Database, user: UserRow, paging: Paging): Promise<ListingAsOf> {
  const userId = user.id;
  const preferredTeamId = preferredTeamOf(user);
  let listing = listings.get(db);
  if (!listing) {
    listing = makeListing(db);
    listings.set(db, listing);
  }
  const { snapshot, rows } = await listing({ userId, preferredTeamId, limit: paging.limit, offset: paging.offset });
  const views = rows.map(({ total: _total, ...row }) => toView(row));
  if (rows[0]) return { snapshot, page: { rows: views, count: Number(rows[0].total) } };
  if (paging.offset === 0) return { snapshot, page: { rows: views, count: 0 } };
  // A page past the end has no row to carry the total; it is counted in a snapshot of its own.
  const count = await countRows(db, projects, eq(projects.teamId, currentTeamSql(userId, preferredTeamId)));
  return { snapshot: null, page: { rows: views, count } };
}

/**
 * Whether the database is still in the snapshot a listing was read in (nothing
 * committed since, anywhere): asked in one statement for all who ask at once.
 */
export async function stillInSnapshot(db: Database, snapshot: string): Promise<boolean> {
  return (await snapshotProbe(db).current()) === snapshot;
}

export async function getProject(db: Database, userId: string, projectId: string): Promise<ProjectView> {
  return one(db, await findProjectForUser(db, userId, projectId, 'read'));
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function createProject(db: Database, user: UserRow, input: ProjectCreate): Promise<ProjectView> {
  // Without a team_id, the team the caller's list shows.
  const teamId = input.team_id ?? preferredTeamOf(user);
  if (!teamId)
    throw new HttpError(422, 'team_id: A team is required', [{ field: 'team_id', message: 'A team is required' }]);
  // A team the caller is not in reads as one that does not exist; a viewer may not add to it.
  await findTeamForUser(db, user.id, teamId, 'edit');
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
  const current = await findProjectForUser(db, userId, projectId, 'edit');
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
    const project = await findProjectForUser(tx, userId, projectId, 'manage');
    await tx.delete(projects).where(eq(projects.id, project.id));
  });
}
