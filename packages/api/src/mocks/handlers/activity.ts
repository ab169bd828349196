import { pagingSchema } from '../../schema';
import { authedRoute, json, validate, type MockRoute } from '../route';
import { eventsNewestFirst, findCompetitor, findProject } from '../views';

/** limit (default 50, at most 200) and offset from the query, validated like the server. */
export function pagingOf(url: URL) {
  return validate(pagingSchema, Object.fromEntries(url.searchParams), 'querystring');
}

export const activityRoutes: MockRoute[] = [
  authedRoute(
    { group: 'activity', method: 'get', path: '/projects/:id/activity/', resource: 'Project' },
    ({ db, user, params, url }) => {
      const project = findProject(db, user, params.id);
      const { limit, offset } = pagingOf(url);
      const events = eventsNewestFirst(db.events.filter((row) => row.project_id === project.id));
      return json({ data: events.slice(offset, offset + limit), count: events.length });
    },
  ),

  authedRoute(
    { group: 'activity', method: 'get', path: '/competitors/:competitorId/activity/', resource: 'Competitor' },
    ({ db, user, params, url }) => {
      const { competitor } = findCompetitor(db, user, params.competitorId);
      const { limit, offset } = pagingOf(url);
      const events = eventsNewestFirst(db.events.filter((row) => row.competitor_id === competitor.id));
      return json({ data: events.slice(offset, offset + limit), count: events.length });
    },
  ),
];
