import type { PageCreate, PageUpdate, Paging } from '@spyglass/api/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { pages, type Database, type PageRow } from '../db';
import { findPageForUser, findWebsiteForUser } from './access';
import { changedFields, recordActivity } from './activity';
import type { Actor } from './actor';
import { countRows, type Page } from './paging';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function listPages(
  db: Database,
  userId: string,
  websiteId: string,
  paging: Paging,
): Promise<Page<PageRow>> {
  const { website } = await findWebsiteForUser(db, userId, websiteId);
  const where = eq(pages.websiteId, website.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(asc(pages.createdAt), asc(pages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, pages, where),
  ]);
  return { rows, count: total };
}

export async function getPage(db: Database, userId: string, pageId: string): Promise<PageRow> {
  return (await findPageForUser(db, userId, pageId)).page;
}

export async function createPage(db: Database, actor: Actor, websiteId: string, input: PageCreate): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const { website, projectId } = await findWebsiteForUser(tx, actor.userId, websiteId);
    const [row] = await tx
      .insert(pages)
      .values({
        websiteId: website.id,
        name: input.name,
        url: input.url,
        cssSelector: blankToNull(input.css_selector),
        alertKeywords: dedupe(input.alert_keywords ?? []),
        isActive: input.is_active ?? true,
        fetcher: input.fetcher ?? 'http',
        waitForSelector: blankToNull(input.wait_for_selector),
        timeoutSeconds: input.timeout_seconds ?? null,
      })
      .returning();
    const page = row!;
    await recordActivity(tx, {
      projectId,
      competitorId: website.competitorId,
      websiteId: website.id,
      pageId: page.id,
      type: 'page_created',
      targetType: 'page',
      targetId: page.id,
      targetName: page.name,
      additionalData: { url: page.url },
      actor,
    });
    return page;
  });
}

export async function updatePage(db: Database, actor: Actor, pageId: string, input: PageUpdate): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const { page: current, competitorId, projectId } = await findPageForUser(tx, actor.userId, pageId);
    const set: Partial<typeof pages.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.url !== undefined) set.url = input.url;
    if (input.css_selector !== undefined) set.cssSelector = blankToNull(input.css_selector);
    if (input.alert_keywords !== undefined) set.alertKeywords = dedupe(input.alert_keywords);
    if (input.is_active !== undefined) set.isActive = input.is_active;
    if (input.fetcher !== undefined) set.fetcher = input.fetcher;
    if (input.wait_for_selector !== undefined) set.waitForSelector = blankToNull(input.wait_for_selector);
    if (input.timeout_seconds !== undefined) set.timeoutSeconds = input.timeout_seconds;
    const next = { ...current, ...set };
    const changes = changedFields(current, next, {
      name: 'name',
      url: 'url',
      cssSelector: 'css_selector',
      alertKeywords: 'alert_keywords',
      isActive: 'is_active',
      fetcher: 'fetcher',
      waitForSelector: 'wait_for_selector',
      timeoutSeconds: 'timeout_seconds',
    });
    if (Object.keys(changes).length === 0) return current;
    // A browser reads what scripts draw, which a plain GET never sees: another fetcher is another text too.
    const watchesOtherContent = 'url' in changes || 'css_selector' in changes || 'fetcher' in changes;
    const [row] = await tx
      .update(pages)
      .set({
        ...set,
        updatedAt: new Date(),
        // Another address or selector is another text: the next check takes a fresh
        // baseline (no validators, no hash to compare) and comes at once.
        ...(watchesOtherContent
          ? { etag: null, lastModified: null, contentHash: null, presentKeywords: [], nextCheckAt: sql`now()` }
          : {}),
        ...(changes.is_active === true ? { nextCheckAt: sql`now()` } : {}),
      })
      .where(eq(pages.id, current.id))
      .returning();
    const page = row!;
    await recordActivity(tx, {
      projectId,
      competitorId,
      websiteId: page.websiteId,
      pageId: page.id,
      type: 'page_updated',
      targetType: 'page',
      targetId: page.id,
      targetName: page.name,
      additionalData: changes,
      actor,
    });
    return page;
  });
}

/** Deletes the page with its snapshots and changes; answers the deleted row. */
export async function deletePage(db: Database, actor: Actor, pageId: string): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const { page, competitorId, projectId } = await findPageForUser(tx, actor.userId, pageId);
    await tx.delete(pages).where(eq(pages.id, page.id));
    await recordActivity(tx, {
      projectId,
      competitorId,
      websiteId: page.websiteId,
      pageId: page.id,
      type: 'page_deleted',
      targetType: 'page',
      targetId: page.id,
      targetName: page.name,
      actor,
    });
    return page;
  });
}

/** Keywords are matched case-insensitively, so "Price" and "price" are one. */
function dedupe(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
