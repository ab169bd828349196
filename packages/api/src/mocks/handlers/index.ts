import type { HttpHandler } from 'msw';
import { endpointNames, type EndpointName } from '../../endpoints';
import type { MockDb } from '../db';
import {
  handlerGroupNames,
  mockRoute,
  toHandler,
  type HandlerGroupName,
  type MockResolver,
  type MockResolvers,
  type MockRoute,
} from '../route';
import { accountResolvers } from './account';
import { activityResolvers } from './activity';
import { apiKeyResolvers } from './apiKeys';
import { authResolvers } from './auth';
import { competitorResolvers } from './competitors';
import { exportResolvers } from './exports';
import { featureResolvers } from './features';
import { importResolvers } from './import';
import { notificationResolvers } from './notifications';
import { pageResolvers } from './pages';
import { projectResolvers } from './projects';
import { radarResolvers } from './radar';
import { reconResolvers } from './recon';
import { teamResolvers } from './teams';
import { websiteResolvers } from './websites';

/** How the mock backend answers each call. */
export const mockResolvers: MockResolvers = {
  ...authResolvers,
  ...projectResolvers,
  ...activityResolvers,
  ...radarResolvers,
  ...competitorResolvers,
  ...websiteResolvers,
  ...pageResolvers,
  ...reconResolvers,
  ...featureResolvers,
  ...accountResolvers,
  ...notificationResolvers,
  ...importResolvers,
  ...apiKeyResolvers,
  ...exportResolvers,
  ...teamResolvers,
};

/** Every call of the endpoint table (SPEC §7 and DESIGN's additions), in the table's order. */
export function createMockRoutes(resolvers: MockResolvers = mockResolvers): MockRoute[] {
  return endpointNames.map(<N extends EndpointName>(name: N) =>
    mockRoute(name, resolvers[name] as MockResolver<N> | undefined),
  );
}

export const mockRoutes: MockRoute[] = createMockRoutes();

export type HandlerGroups = Record<HandlerGroupName, HttpHandler[]>;

/** The routes as MSW handlers over a store, grouped so a story can replace one group. */
export function createHandlerGroups(getDb: () => MockDb, routes: MockRoute[] = mockRoutes): HandlerGroups {
  const groups = Object.fromEntries(handlerGroupNames.map((name) => [name, [] as HttpHandler[]])) as HandlerGroups;
  for (const route of routes) groups[route.group].push(toHandler(route, getDb));
  return groups;
}

export const flattenGroups = (groups: HandlerGroups): HttpHandler[] =>
  handlerGroupNames.flatMap((name) => groups[name]);
