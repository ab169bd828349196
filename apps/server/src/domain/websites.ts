import type { Paging, WebsiteCreate, WebsiteUpdate } from '@spyglass/api/schema';
import { asc, eq } from 'drizzle-orm';
import { websites, type CompetitorRow, type Database, type WebsiteRow } from '../db';
import { findCompetitorForUser, findWebsiteForUser } from './access';
import { changedFields, recordActivity } from './activity';
import type { Actor } from './actor';
import { countRows, type Page } from './paging';
import { HttpError } from './errors';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function listWebsites(
  db: Database,
  userId: string,
  competitorId: string,
  paging: Paging,
): Promise<Page<WebsiteRow>> {
  const competitor = await findCompetitorForUser(db, userId, competitorId, 'read');
  const where = eq(websites.competitorId, competitor.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(websites)
      .where(where)
      .orderBy(asc(websites.createdAt), asc(websites.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, websites, where),
  ]);
  return { rows, count: total };
}

export async function getWebsite(db: Database, userId: string, websiteId: string): Promise<WebsiteRow> {
  return (await findWebsiteForUser(db, userId, websiteId, 'read')).website;
}

export async function createWebsite(
  db: Database,
  actor: Actor,
  competitorId: string,
  input: WebsiteCreate,
): Promise<WebsiteRow> {
  return db.transaction(async (tx) => {
    const competitor = await findCompetitorForUser(tx, actor.userId, competitorId, 'edit');
    if (input.competitor_id && input.competitor_id !== competitor.id) {
      const message = 'Must match the competitor in the path';
      throw new HttpError(422, `competitor_id: ${message}`, [{ field: 'competitor_id', message }]);
    }
    return insertWebsite(tx, actor, competitor, input);
  });
}

/** A new website of a competitor, with its website_created event, inside the caller's transaction. */
export async function insertWebsite(
  tx: Database,
  actor: Actor,
  competitor: Pick<CompetitorRow, 'id' | 'projectId'>,
  input: WebsiteCreate,
): Promise<WebsiteRow> {
  const [row] = await tx
    .insert(websites)
    .values({
      competitorId: competitor.id,
      name: input.name,
      url: input.url,
      description: blankToNull(input.description),
      isActive: input.is_active ?? true,
      checkFrequencyMinutes: input.check_frequency_minutes ?? 60,
    })
    .returning();
  const website = row!;
  await recordActivity(tx, {
    projectId: competitor.projectId,
    competitorId: competitor.id,
    websiteId: website.id,
    type: 'website_created',
    targetType: 'website',
    targetId: website.id,
    targetName: website.name,
    additionalData: { url: website.url },
    actor,
  });
  return website;
}

export async function updateWebsite(
  db: Database,
  actor: Actor,
  websiteId: string,
  input: WebsiteUpdate,
): Promise<WebsiteRow> {
  return db.transaction(async (tx) => {
    const { website: current, projectId } = await findWebsiteForUser(tx, actor.userId, websiteId, 'edit');
    const set: Partial<typeof websites.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.url !== undefined) set.url = input.url;
    if (input.description !== undefined) set.description = blankToNull(input.description);
    if (input.is_active !== undefined) set.isActive = input.is_active;
    if (input.check_frequency_minutes !== undefined) set.checkFrequencyMinutes = input.check_frequency_minutes;
    const changes = changedFields(
      current,
      { ...current, ...set },
      {
        name: 'name',
        url: 'url',
        description: 'description',
        isActive: 'is_active',
        checkFrequencyMinutes: 'check_frequency_minutes',
      },
    );
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx
      .update(websites)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(websites.id, current.id))
      .returning();
    const website = row!;
    await recordActivity(tx, {
      projectId,
      competitorId: website.competitorId,
      websiteId: website.id,
      type: 'website_updated',
      targetType: 'website',
      targetId: website.id,
      targetName: website.name,
      additionalData: changes,
      actor,
    });
    return website;
  });
}

/** Deletes the website with its pages; answers the deleted row. */
export async function deleteWebsite(db: Database, actor: Actor, websiteId: string): Promise<WebsiteRow> {
  return db.transaction(async (tx) => {
    const { website, projectId } = await findWebsiteForUser(tx, actor.userId, websiteId, 'edit');
    await tx.delete(websites).where(eq(websites.id, website.id));
    await recordActivity(tx, {
      projectId,
      competitorId: website.competitorId,
      websiteId: website.id,
      type: 'website_deleted',
      targetType: 'website',
      targetId: website.id,
      targetName: website.name,
      actor,
    });
    return website;
  });
}
