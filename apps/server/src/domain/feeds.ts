import { createHash, randomBytes } from 'node:crypto';
import { describeEvent, type Translate } from '@spyglass/api/events';
import type { ActivityEventType, FeedLanguage } from '@spyglass/api/schema';
import { Feed } from 'feed';
import { and, desc, eq, sql } from 'drizzle-orm';
import { activityEvents, projectFeedTokens, projects, type Database, type FeedTokenRow } from '../db';
import type { MailT } from '../mail';
import type { AppLinks } from '../notify/links';
import { findProjectForUser, isUuid } from './access';

/** How many of the newest events a feed holds; readers keep what they saw before. */
export const FEED_ENTRIES = 50;

/**
 * The feed library writes titles and summaries as `type="html"`: plain text
 * goes in escaped, so a reader shows "<b>" and "&" as written.
 */
const html = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A feed token: 32 random bytes, URL-safe; only its SHA-256 is stored. */
const newFeedToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address with its token, as feed readers and Slack's RSS app take it. */
export const feedUrl = (publicUrl: string, projectId: string, token: string) =>
  `${publicUrl}/api/v1/projects/${projectId}/feed.xml?token=${encodeURIComponent(token)}`;

export interface FeedTokenState {
  active: boolean;
  language: FeedLanguage | null;
  createdAt: Date | null;
}

const stateOf = (row: FeedTokenRow | undefined): FeedTokenState => ({
  active: Boolean(row),
  language: (row?.language as FeedLanguage | undefined) ?? null,
  createdAt: row?.createdAt ?? null,
});

/** Whether the project has a feed link, for a user of its team (404 otherwise). */
export async function getFeedToken(db: Database, userId: string, projectId: string): Promise<FeedTokenState> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const [row] = await db.select().from(projectFeedTokens).where(eq(projectFeedTokens.projectId, project.id));
  return stateOf(row);
}

/**
 * Makes the project's feed link, or a new one in place of the old (which
 * stops working at once); answers the token, which is never shown again.
 */
export async function createFeedToken(
  db: Database,
  userId: string,
  projectId: string,
  language: FeedLanguage,
): Promise<FeedTokenState & { token: string }> {
  const project = await findProjectForUser(db, userId, projectId, 'edit');
  const token = newFeedToken();
  const values = { tokenHash: hashOf(token), language, createdBy: userId, createdAt: sql`now()` };
  const [row] = await db
    .insert(projectFeedTokens)
    .values({ projectId: project.id, ...values })
    .onConflictDoUpdate({ target: projectFeedTokens.projectId, set: values })
    .returning();
  return { ...stateOf(row), token };
}

/** Revokes the project's feed link; answers whether there was one. */
export async function revokeFeedToken(db: Database, userId: string, projectId: string): Promise<boolean> {
  const project = await findProjectForUser(db, userId, projectId, 'edit');
  const gone = await db
    .delete(projectFeedTokens)
    .where(eq(projectFeedTokens.projectId, project.id))
    .returning({ projectId: projectFeedTokens.projectId });
  return gone.length > 0;
}

/** The project a feed token opens, with the feed's language; null when the token is unknown, revoked or of another project. */
export async function projectOfFeedToken(
  db: Database,
  projectId: string,
  token: string | undefined,
): Promise<{ id: string; name: string; language: FeedLanguage } | null> {
  if (!token || !isUuid(projectId)) return null;
  const [row] = await db
    .select({ id: projects.id, name: projects.name, language: projectFeedTokens.language })
    .from(projectFeedTokens)
    .innerJoin(projects, eq(projects.id, projectFeedTokens.projectId))
    .where(and(eq(projectFeedTokens.tokenHash, hashOf(token)), eq(projectFeedTokens.projectId, projectId)))
    .limit(1);
  return row ? { ...row, language: row.language as FeedLanguage } : null;
}

export interface FeedDeps {
  db: Database;
  links: AppLinks;
  translate: (language: string) => MailT;
}

/**
 * The project's Atom feed: its newest events, each titled with the sentence
 * the app shows for it (in the feed's language), linked to the change (or
 * the project), identified by a URN of the event's id so readers never show
 * one twice.
 */
export async function projectFeedXml(
  deps: FeedDeps,
  project: { id: string; name: string; language: FeedLanguage },
  selfUrl: string,
): Promise<string> {
  const { db, links } = deps;
  const rows = await db
    .select({
      id: activityEvents.id,
      type: activityEvents.type,
      targetName: activityEvents.targetName,
      description: activityEvents.description,
      additionalData: activityEvents.additionalData,
      competitorId: activityEvents.competitorId,
      websiteId: activityEvents.websiteId,
      pageId: activityEvents.pageId,
      actorName: activityEvents.actorName,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .where(eq(activityEvents.projectId, project.id))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(FEED_ENTRIES);

  const t = deps.translate(project.language);
  const translate = t as unknown as Translate;
  const projectLink = links.project(project.id);
  const feed = new Feed({
    id: `urn:spyglass:project:${project.id}`,
    title: t('feed.title', { project: project.name }),
    description: t('feed.subtitle', { project: project.name }),
    link: projectLink,
    feedLinks: { atom: selfUrl },
    language: project.language,
    updated: rows[0]?.createdAt ?? new Date(0),
    generator: 'Spyglass',
    // Atom wants an author for the feed or for every entry; events the monitor writes have none.
    author: { name: 'Spyglass' },
  });
  for (const row of rows) {
    const title = describeEvent(
      {
        type: row.type as ActivityEventType,
        target_name: row.targetName,
        additional_data: row.additionalData,
        description: row.description,
      },
      translate,
      project.language,
    );
    const link =
      row.competitorId && row.websiteId && row.pageId
        ? links.pageChanges({
            projectId: project.id,
            competitorId: row.competitorId,
            websiteId: row.websiteId,
            pageId: row.pageId,
          })
        : projectLink;
    const summary = typeof row.additionalData?.summary === 'string' ? row.additionalData.summary : undefined;
    feed.addItem({
      id: `urn:uuid:${row.id}`,
      title: html(title),
      link,
      date: row.createdAt,
      ...(summary && summary !== title ? { description: html(summary) } : {}),
      ...(row.actorName ? { author: [{ name: row.actorName }] } : {}),
      category: [{ name: row.type, term: row.type }],
    });
  }
  return feed.atom1();
}
