import type { HttpHandler } from 'msw';
import type { MockDb } from '../db';
import { handlerGroupNames, toHandler, type HandlerGroupName, type MockRoute } from '../route';
import { activityRoutes } from './activity';
import { authRoutes } from './auth';
import { competitorRoutes } from './competitors';
import { pageRoutes } from './pages';
import { projectRoutes } from './projects';
import { websiteRoutes } from './websites';

/** Every call of the wire contract (SPEC §7 and DESIGN's additions). */
export const mockRoutes: MockRoute[] = [
  ...authRoutes,
  ...projectRoutes,
  ...activityRoutes,
  ...competitorRoutes,
  ...websiteRoutes,
  ...pageRoutes,
];

export type HandlerGroups = Record<HandlerGroupName, HttpHandler[]>;

/** The routes as MSW handlers over a store, grouped so a story can replace one group. */
export function createHandlerGroups(getDb: () => MockDb, routes: MockRoute[] = mockRoutes): HandlerGroups {
  const groups = Object.fromEntries(handlerGroupNames.map((name) => [name, [] as HttpHandler[]])) as HandlerGroups;
  for (const route of routes) groups[route.group].push(toHandler(route, getDb));
  return groups;
}

export const flattenGroups = (groups: HandlerGroups): HttpHandler[] =>
  handlerGroupNames.flatMap((name) => groups[name]);
