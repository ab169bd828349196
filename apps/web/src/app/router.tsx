import type { ApiClient } from '@spyglass/api/client';
import type * as Hooks from '@spyglass/api/hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  type IndexRouteObject,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
  type ShouldRevalidateFunction,
  createBrowserRouter,
  matchRoutes,
} from 'react-router-dom';
import type { Namespace } from '../lib/i18nConfig';
import { routePatterns } from '../lib/paths';
import { LegacyProjectRedirect, UnknownPathRedirect } from './redirects';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from '../routes/errors/RouteError';

type RouteModule = { default: ComponentType };

/** What a loader starts a screen's reads with; appData.ts in the app, the test environment's in tests. */
export interface LoadedRouteData {
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** @spyglass/api/hooks: the queries' options, the very ones the screens' hooks use. */
  hooks: typeof Hooks;
  /** Starts reads in `queryClient` (startReads.ts); a loader that waits for them returns its promise. */
  startReads(reads: readonly QueryOptions[]): Promise<void>;
}

export interface RouteData {
  /** The stored session's token: SPEC §6, no product call without one. */
  token(): string | null;
  /** The clients, loaded on first use so /login goes without them. */
  load(): Promise<LoadedRouteData>;
  /** Starts loading translation namespaces, without waiting for them (a screen that renders first suspends until they are in). */
  translations(namespaces: readonly Namespace[]): void;
  /**
   * Whether the loaders wait for their reads (at most `FIRST_SCREEN_WAIT_MS`, startReads.ts):
   * yes for the page's first screen, which the page's loading mark covers anyway. That screen is then drawn once,
   * with its data, in React's interruptible first render, instead of in its loading state and
   * again as each answer lands: React Query's answers re-render at once and without a break, and
   * on a slow phone that second render of a whole screen is the page's longest task. Later
   * visits do not wait; the next screen shows its own loading state.
   */
  waitForReads(): boolean;
}

/** What a route keeps for the page's first screen: the namespaces its loader asks for (`namespacesAt`). */
type RouteHandle = { namespaces: readonly Namespace[] };

/** A query's options as the hooks make them (each read's own types, hence the loose shape here). */
export type QueryOptions = { queryKey: readonly unknown[] };

/** A screen's first reads, as the options of its queries (the same keys its hooks use, so it finds them cached). */
type Reads = (data: Pick<LoadedRouteData, 'apiClient' | 'hooks'>, params: Record<string, string>) => QueryOptions[];

/**
 * The route tree of SPEC §2. Every screen loads lazily (DESIGN "The app"), so
 * the login route stays lean; which files the screens' code lands in is the
 * build's call (vite/codeSplitting.ts, by folder). A screen names in its
 * loader its first reads and the translation namespaces it speaks beyond
 * `common`: both start beside the screen's code instead of after it. Loaders
 * wait for the reads on the page's first screen only (`waitForReads`); a later
 * screen shows its own loading state. A plain
 * function so tests and stories mount the very same tree, with their own clients.
 */
export function createRoutes(data: RouteData): RouteObject[] {
  const prefetch =
    (reads: Reads | undefined, namespaces: readonly Namespace[]): LoaderFunction =>
    ({ params }) => {
      if (namespaces.length > 0) data.translations(namespaces);
      if (!reads || !data.token()) return null;
      const started = data.load().then((loaded) => loaded.startReads(reads(loaded, params as Record<string, string>)));
      // A client that fails to load fails the first screen, which the route's error screen says.
      return data.waitForReads() ? started : null;
    };

  // The reads depend on the route's parameters alone: a screen's own search (filters, a choice
  // kept in the URL) changes nothing they name, and re-running them would only hold the URL
  // change back while the router waits on its loaders.
  const paramsChanged: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
    Object.keys({ ...currentParams, ...nextParams }).some((name) => currentParams[name] !== nextParams[name]);

  /** What a screen starts in its loader: its first reads, and the namespaces it speaks besides `common`. */
  type Starts = { path?: string; reads?: Reads; namespaces?: readonly Namespace[] };
  const startsOf = ({ reads, namespaces = [] }: Starts) => ({
    ...(reads || namespaces.length > 0 ? { loader: prefetch(reads, namespaces), shouldRevalidate: paramsChanged } : {}),
    ...(namespaces.length > 0 ? { handle: { namespaces } satisfies RouteHandle } : {}),
  });
  const screen = (load: () => Promise<RouteModule>, starts: Starts = {}): NonIndexRouteObject => ({
    path: starts.path,
    lazy: async () => ({ Component: (await load()).default }),
    ...startsOf(starts),
  });
  const indexScreen = (load: () => Promise<RouteModule>, starts: Omit<Starts, 'path'> = {}): IndexRouteObject => ({
    index: true,
    lazy: async () => ({ Component: (await load()).default }),
    ...startsOf(starts),
  });

  /** A project's screens read the project, and the caller's teams: their role there decides which controls are enabled. */
  const projectReads: Reads = ({ apiClient: api, hooks: h }, { projectId = '' }) => [
    h.projectQueryOptions(api, projectId),
    h.apiQueryOptions(api, 'listTeams'),
  ];
  const withProject =
    (more: Reads): Reads =>
    (...args) => [...projectReads(...args), ...more(...args)];

  return [
    {
      errorElement: <RouteError />,
      // Nothing to draw before the first screen's code is in (and, on the page's first screen, its reads).
      HydrateFallback: () => null,
      children: [
        {
          // Login, register and forgot password: signed-in users are bounced to /.
          element: <PublicOnly />,
          children: [
            {
              ...screen(() => import('../routes/auth/AuthRouteLayout'), { namespaces: ['auth'] }),
              children: [
                screen(() => import('../routes/auth/LoginRoute'), { path: routePatterns.login }),
                screen(() => import('../routes/auth/RegisterRoute'), { path: routePatterns.register }),
                screen(() => import('../routes/auth/ForgotPasswordRoute'), { path: routePatterns.forgotPassword }),
              ],
            },
          ],
        },
        {
          // A mailed link works whether or not this browser is signed in.
          ...screen(() => import('../routes/auth/AuthRouteLayout'), { namespaces: ['auth'] }),
          children: [
            screen(() => import('../routes/auth/ResetPasswordRoute'), { path: routePatterns.resetPassword }),
            screen(() => import('../routes/auth/ConfirmEmailRoute'), { path: routePatterns.confirmEmail }),
            // An invitation asks a signed-out visitor to sign in or up first, then joins.
            screen(() => import('../routes/invitations/AcceptInvitationRoute'), {
              path: routePatterns.invitation,
              namespaces: ['settings'],
            }),
          ],
        },
        {
          // Everything else needs a session; the shell frames it.
          element: <RequireAuth />,
          children: [
            {
              // The sidebar lists the projects on every screen, and a project's unread count on its
              // Radar link. Its team menu and the read-only notes speak `common`.
              ...screen(() => import('./ShellLayout'), {
                reads: ({ apiClient: api, hooks: h }, { projectId }) => [
                  h.projectsQueryOptions(api),
                  ...(projectId ? [h.unreadActivityQueryOptions(api, projectId)] : []),
                ],
              }),
              children: [
                screen(() => import('../routes/dashboard'), {
                  path: routePatterns.dashboard,
                  namespaces: ['dashboard'],
                }),
                screen(() => import('../routes/home'), { path: routePatterns.home, namespaces: ['projects'] }),
                { path: routePatterns.legacyProject, element: <LegacyProjectRedirect /> },
                screen(() => import('../routes/project'), {
                  path: routePatterns.project,
                  reads: projectReads,
                  namespaces: ['projects', 'activity'],
                }),
                screen(() => import('../routes/competitors'), {
                  path: routePatterns.competitors,
                  reads: withProject(({ apiClient: api, hooks: h }, { projectId = '' }) => [
                    h.competitorsQueryOptions(api, projectId),
                  ]),
                  namespaces: ['competitors'],
                }),
                screen(() => import('../routes/competitor'), {
                  path: routePatterns.competitor,
                  reads: withProject(({ apiClient: api, hooks: h }, { competitorId = '' }) => [
                    h.competitorQueryOptions(api, competitorId),
                    h.websitesQueryOptions(api, competitorId),
                    h.competitorActivityQueryOptions(api, competitorId, { limit: h.COMPETITOR_ACTIVITY_LIMIT }),
                  ]),
                  namespaces: ['competitors', 'websites', 'activity'],
                }),
                screen(() => import('../routes/website'), {
                  path: routePatterns.website,
                  reads: withProject(({ apiClient: api, hooks: h }, { websiteId = '' }) => [
                    h.websiteQueryOptions(api, websiteId),
                    h.pagesQueryOptions(api, websiteId),
                  ]),
                  namespaces: ['websites', 'pages', 'activity'],
                }),
                screen(() => import('../routes/recon'), {
                  path: routePatterns.recon,
                  reads: withProject(({ apiClient: api, hooks: h }, { projectId = '' }) => [
                    h.competitorsQueryOptions(api, projectId),
                  ]),
                  namespaces: ['projects', 'pages'],
                }),
                screen(() => import('../routes/radar'), {
                  path: routePatterns.radar,
                  reads: withProject(({ apiClient: api, hooks: h }, { projectId = '' }) => [
                    h.competitorsQueryOptions(api, projectId),
                  ]),
                  namespaces: ['projects', 'activity'],
                }),
                {
                  ...screen(() => import('../routes/settings/SettingsLayout'), {
                    path: routePatterns.settings,
                    reads: projectReads,
                    namespaces: ['projects', 'settings'],
                  }),
                  children: [
                    indexScreen(() => import('../routes/settings/ProjectSettings')),
                    screen(() => import('../routes/settings/NotificationsSection'), {
                      path: 'notifications',
                      namespaces: ['activity'],
                    }),
                    screen(() => import('../routes/settings/DigestSection'), {
                      path: 'digest',
                      namespaces: ['activity'],
                    }),
                    screen(() => import('../routes/settings/ImportSection'), { path: 'import', namespaces: ['pages'] }),
                    screen(() => import('../routes/settings/ExportSection'), { path: 'export' }),
                    screen(() => import('../routes/settings/MembersSection'), { path: 'members' }),
                  ],
                },
                {
                  ...screen(() => import('../routes/account/AccountLayout'), {
                    path: routePatterns.account,
                    namespaces: ['settings'],
                  }),
                  children: [
                    indexScreen(() => import('../routes/account/ProfileSection'), {
                      namespaces: ['auth', 'activity'],
                    }),
                    screen(() => import('../routes/account/PasswordSection'), {
                      path: 'password',
                      namespaces: ['auth'],
                    }),
                    screen(() => import('../routes/account/ApiKeysSection'), {
                      path: 'api-keys',
                      reads: ({ apiClient: api, hooks: h }) => [h.apiQueryOptions(api, 'listApiKeys')],
                    }),
                    screen(() => import('../routes/account/TeamSection'), {
                      path: 'team',
                      reads: ({ apiClient: api, hooks: h }) => [h.apiQueryOptions(api, 'listTeams')],
                    }),
                    screen(() => import('../routes/account/DeleteAccountSection'), { path: 'delete' }),
                  ],
                },
              ],
            },
          ],
        },
        // SPEC §2: any other path redirects to / (which sends anonymous users on to /login).
        { path: '*', element: <UnknownPathRedirect /> },
      ],
    },
  ];
}

/** Loads every route chunk now (tests warm them up so timing assertions measure the app, not the compiler). */
export function preloadRouteModules(): Promise<unknown> {
  const lazies: Promise<unknown>[] = [];
  const visit = (tree: RouteObject[]) => {
    for (const route of tree) {
      if (typeof route.lazy === 'function') lazies.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(
    createRoutes({
      token: () => null,
      load: () => Promise.reject(new Error('not loaded in a warm-up')),
      translations: () => undefined,
      waitForReads: () => false,
    }),
  );
  return Promise.all(lazies);
}

/** The namespaces the screens at `location` speak besides `common`: what their loaders ask for. */
function namespacesAt(routes: RouteObject[], location: string | Partial<Location>): Namespace[] {
  const handles = (matchRoutes(routes, location) ?? []).map(({ route }) => route.handle as RouteHandle | undefined);
  return [...new Set(handles.flatMap((handle) => handle?.namespaces ?? []))];
}

/** Resolves in a task of its own, after what the browser has queued (a paint, the network's events). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's router: its loaders read with the app's own clients (appData.ts), loaded with the
 * first screen that reads, and those of its first navigation wait for their reads.
 *
 * The first screen's translations are asked for before the router is made, and the router is
 * made in a task of its own. Making it runs its first navigation, the app's longest start-up
 * task on a slow phone (routes matched, loaders run); the requests need not wait for it, and
 * Lighthouse's simulation starts a request only once the task that asked for it has ended.
 */
export async function createAppRouter(data: Omit<RouteData, 'load' | 'waitForReads'>) {
  // The router starts its first navigation as it is made, before `router` is assigned.
  let router: ReturnType<typeof createBrowserRouter> | undefined = undefined;
  const routes = createRoutes({
    ...data,
    load: () => import('./appData'),
    waitForReads: () => !router?.state.initialized,
  });
  data.translations(namespacesAt(routes, window.location));
  await nextTask();
  router = createBrowserRouter(routes);
  return router;
}
