import type { ActivityEvent } from '../../schema';
import { json, type MockResolvers } from '../route';
import { eventsNewestFirst, findCompetitor } from '../views';

/** A page of events, newest first, with the total before paging. */
function page(events: ActivityEvent[], { limit, offset }: { limit: number; offset: number }) {
  const sorted = eventsNewestFirst(events);
  return json({ data: sorted.slice(offset, offset + limit), count: sorted.length });
}

export const activityResolvers = {
  getCompetitorActivity: ({ db, user, params, paging }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId);
    return page(
      db.events.filter((row) => row.competitor_id === competitor.id),
      paging,
    );
  },
} satisfies MockResolvers;
