import type { DeliveryEventType, WebhookPayload } from '@spyglass/api/schema';
import { eq } from 'drizzle-orm';
import {
  competitors,
  notificationChannels,
  projects,
  websites,
  type ChannelRow,
  type Database,
  type DeliveryRow,
} from '../db';
import { classificationFacts, type NotificationView } from '../mail';
import type { EventFacts } from './facts';
import type { AppLinks } from './links';

/** A delivery with what sending it needs: its channel and the names of where the event happened. */
export interface DeliveryContext {
  delivery: DeliveryRow;
  facts: EventFacts;
  channel: ChannelRow;
  project: { id: string; name: string };
  competitor: { id: string; name: string } | null;
  website: { id: string; name: string; url: string } | null;
}

/** Loads the channel and names; null when the channel is gone (its deliveries went with it). */
export async function loadContext(db: Database, delivery: DeliveryRow): Promise<DeliveryContext | null> {
  const facts = delivery.facts as unknown as EventFacts;
  const [row] = await db
    .select({ channel: notificationChannels, projectName: projects.name })
    .from(notificationChannels)
    .innerJoin(projects, eq(projects.id, notificationChannels.projectId))
    .where(eq(notificationChannels.id, delivery.channelId))
    .limit(1);
  if (!row) return null;
  const [competitor] = facts.competitor_id
    ? await db
        .select({ id: competitors.id, name: competitors.name })
        .from(competitors)
        .where(eq(competitors.id, facts.competitor_id))
    : [];
  const [website] = facts.website_id
    ? await db
        .select({ id: websites.id, name: websites.name, url: websites.url })
        .from(websites)
        .where(eq(websites.id, facts.website_id))
    : [];
  return {
    delivery,
    facts,
    channel: row.channel,
    project: { id: row.channel.projectId, name: row.projectName },
    competitor: competitor ?? null,
    website: website ?? null,
  };
}

/** Where the event is seen in Spyglass: the page's change history, else the project. */
export function eventLink(context: DeliveryContext, links: AppLinks): string {
  const { facts } = context;
  if (facts.competitor_id && facts.website_id && facts.page_id)
    return links.pageChanges({
      projectId: context.project.id,
      competitorId: facts.competitor_id,
      websiteId: facts.website_id,
      pageId: facts.page_id,
    });
  return links.project(context.project.id);
}

/** The webhook body (DESIGN "Phase 2": webhook delivery; docs/WEBHOOKS.md). */
export function webhookPayload(context: DeliveryContext, links: AppLinks): WebhookPayload {
  const { facts, delivery } = context;
  return {
    id: delivery.eventId,
    type: delivery.eventType as DeliveryEventType,
    occurred_at: facts.occurred_at,
    project: context.project,
    competitor: context.competitor,
    website: context.website,
    page:
      facts.page_id && facts.page_name !== null && facts.page_url !== null
        ? { id: facts.page_id, name: facts.page_name, url: facts.page_url }
        : null,
    summary: facts.summary,
    diff_excerpt: facts.diff_excerpt,
    classification: facts.classification ?? null,
    url: eventLink(context, links),
  };
}

/** The event as a mail or Slack message tells it. */
export function notificationView(context: DeliveryContext, links: AppLinks): NotificationView {
  const { facts } = context;
  return {
    type: context.delivery.eventType as NotificationView['type'],
    project: context.project.name,
    competitor: context.competitor?.name ?? null,
    page: facts.page_name,
    pageUrl: facts.page_url,
    summary: facts.summary,
    facts: classificationFacts(facts.classification),
    diffLines: facts.diff_excerpt ? facts.diff_excerpt.split('\n') : [],
    keyword: facts.keyword ?? null,
    direction: facts.direction ?? null,
    excerpt: facts.excerpt ?? null,
    failures: facts.failures ?? null,
    error: facts.error ?? null,
    link: eventLink(context, links),
    settingsLink: links.notificationSettings(context.project.id),
    target: context.channel.target,
  };
}
