import { pricingHistoryOf } from '@spyglass/api/events';
import type { PlanPriceHistory } from '@spyglass/api/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { activityEvents, pages, type Database } from '../db';
import { findCompetitorForUser } from './access';

/** Price changes read per competitor at most: retention keeps far fewer events per page anyway. */
const MAX_PRICED_CHANGES = 5_000;

/**
 * Every plan's price over time for a competitor of the user's team (404
 * otherwise): the price facts of its pages' `page_changed` events, oldest
 * first, as series per page, plan, currency and period. Pages deleted since
 * keep their history under the name they had.
 */
export async function getPricingHistory(
  db: Database,
  userId: string,
  competitorId: string,
): Promise<PlanPriceHistory[]> {
  const competitor = await findCompetitorForUser(db, userId, competitorId, 'read');
  const rows = await db
    .select({
      createdAt: activityEvents.createdAt,
      pageId: activityEvents.targetId,
      pageName: activityEvents.targetName,
      pageSince: pages.createdAt,
      data: activityEvents.additionalData,
    })
    .from(activityEvents)
    .leftJoin(pages, eq(pages.id, activityEvents.targetId))
    .where(
      and(
        eq(activityEvents.competitorId, competitor.id),
        eq(activityEvents.type, 'page_changed'),
        sql`${activityEvents.additionalData} -> 'classification' ->> 'kind' = 'pricing'`,
      ),
    )
    .orderBy(asc(activityEvents.createdAt))
    .limit(MAX_PRICED_CHANGES);
  return pricingHistoryOf(
    rows.map((row) => ({
      created_at: row.createdAt.toISOString(),
      page_id: row.pageId,
      page_name: row.pageName ?? '',
      page_since: row.pageSince ? row.pageSince.toISOString() : null,
      classification: row.data?.classification ?? null,
    })),
  );
}
