import type { PageCreate, PageUpdate, Paging } from '@spyglass/api/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { pages, type Database, type PageRow } from '../db';
import { findPageForUser, findWebsiteForUser, type OwnedWebsite } from './access';
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
  const { website } = await findWebsiteForUser(db, userId, websiteId, 'read');
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
  return (await findPageForUser(db, userId, pageId, 'read')).page;
}

export async function createPage(db: Database, actor: Actor, websiteId: string, input: PageCreate): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const owned = await findWebsiteForUser(tx, actor.userId, websiteId, 'edit');
    return insertPage(tx, actor, owned, input);
  });
}

/** A new page of a website, with its page_created event, inside the caller's transaction. */
export async function insertPage(tx: Database, actor: Actor, owned: OwnedWebsite, input: PageCreate): Promise<PageRow> {
  const { website, projectId } = owned;
  const [row] = await tx
    .insert(pages)
    .values({
      websiteId: website.id,
      name: input.name,
      url: input.url,
      cssSelector: blankToNull(input.css_selector),
      alertKeywords: dedupe(input.alert_keywords ?? []),
      isActive: input.is_active ?? true,
      ignoreRules: unique(input.ignore_rules ?? []),
      ignorePresets: unique(input.ignore_presets ?? []),
      removeSelectors: unique(input.remove_selectors ?? []),
      alertOn: input.alert_on ?? 'any',
      minChangedLines: input.min_changed_lines ?? 1,
      keywordAlerts: input.keyword_alerts ?? 'appear',
      keywordsOnly: input.keywords_only ?? false,
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
}

/**
 * Watches several pages of a website in one step (the pages a discovery
 * found): all are created, with their events, or none. An address the
 * website already watches, or one named twice, is created once.
 */
export async function createPages(
  db: Database,
  actor: Actor,
  websiteId: string,
  inputs: PageCreate[],
): Promise<PageRow[]> {
  return db.transaction(async (tx) => {
    const owned = await findWebsiteForUser(tx, actor.userId, websiteId, 'edit');
    const watched = await tx.select({ url: pages.url }).from(pages).where(eq(pages.websiteId, owned.website.id));
    const seen = new Set(watched.map((page) => page.url));
    const created: PageRow[] = [];
    for (const input of inputs) {
      if (seen.has(input.url)) continue;
      seen.add(input.url);
      created.push(await insertPage(tx, actor, owned, input));
    }
    return created;
  });
}

export async function updatePage(db: Database, actor: Actor, pageId: string, input: PageUpdate): Promise<PageRow> {
  return db.transaction(async (tx) => {
    const { page: current, competitorId, projectId } = await findPageForUser(tx, actor.userId, pageId, 'edit');
    const set: Partial<typeof pages.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.url !== undefined) set.url = input.url;
    if (input.css_selector !== undefined) set.cssSelector = blankToNull(input.css_selector);
    if (input.alert_keywords !== undefined) set.alertKeywords = dedupe(input.alert_keywords);
    if (input.is_active !== undefined) set.isActive = input.is_active;
    if (input.ignore_rules !== undefined) set.ignoreRules = unique(input.ignore_rules);
    if (input.ignore_presets !== undefined) set.ignorePresets = unique(input.ignore_presets);
    if (input.remove_selectors !== undefined) set.removeSelectors = unique(input.remove_selectors);
    if (input.alert_on !== undefined) set.alertOn = input.alert_on;
    if (input.min_changed_lines !== undefined) set.minChangedLines = input.min_changed_lines;
    if (input.keyword_alerts !== undefined) set.keywordAlerts = input.keyword_alerts;
    if (input.keywords_only !== undefined) set.keywordsOnly = input.keywords_only;
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
      ignoreRules: 'ignore_rules',
      ignorePresets: 'ignore_presets',
      removeSelectors: 'remove_selectors',
      alertOn: 'alert_on',
      minChangedLines: 'min_changed_lines',
      keywordAlerts: 'keyword_alerts',
      keywordsOnly: 'keywords_only',
      fetcher: 'fetcher',
      waitForSelector: 'wait_for_selector',
      timeoutSeconds: 'timeout_seconds',
    });
    if (Object.keys(changes).length === 0) return current;
    // Another address, selector or fetcher is another text (a browser reads what scripts draw, which a plain GET
    // never sees). Ignore rules are not: both sides of every diff are read with the rules of the day.
    const watchesOtherContent =
      'url' in changes || 'css_selector' in changes || 'remove_selectors' in changes || 'fetcher' in changes;
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
    const { page, competitorId, projectId } = await findPageForUser(tx, actor.userId, pageId, 'edit');
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

/** Each rule or selector once, in the order given. */
const unique = <T>(values: T[]): T[] => [...new Set(values)];

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
