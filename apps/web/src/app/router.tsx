import { type ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { routePatterns } from '../lib/paths';
import { LegacyProjectRedirect, UnknownPathRedirect } from './redirects';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from '../routes/errors/RouteError';

type RouteModule = { default: ComponentType };

/** Every screen is its own chunk (DESIGN "The app"): the login route stays lean. */
function lazyRoute(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Every lazily loaded route module, by name. */
const routeModules = {
  authLayout: () => import('../routes/auth/AuthRouteLayout'),
  login: () => import('../routes/auth/LoginRoute'),
  register: () => import('../routes/auth/RegisterRoute'),
  forgotPassword: () => import('../routes/auth/ForgotPasswordRoute'),
  shell: () => import('./ShellLayout'),
  dashboard: () => import('../routes/dashboard'),
  home: () => import('../routes/home'),
  project: () => import('../routes/project'),
  competitors: () => import('../routes/competitors'),
  competitor: () => import('../routes/competitor'),
  website: () => import('../routes/website'),
  comingSoon: () => import('../routes/project/ComingSoonRoute'),
} satisfies Record<string, () => Promise<RouteModule>>;

/** Loads every route chunk now (tests warm them up so timing assertions measure the app, not the compiler). */
export function preloadRouteModules(): Promise<unknown> {
  return Promise.all(Object.values(routeModules).map((load) => load()));
}

/**
 * The route tree of SPEC §2. Exported as plain objects so tests and stories
 * mount the very same tree in a memory router.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        // Login, register and forgot password: signed-in users are bounced to /.
        element: <PublicOnly />,
        children: [
          {
            lazy: lazyRoute(routeModules.authLayout),
            children: [
              { path: routePatterns.login, lazy: lazyRoute(routeModules.login) },
              { path: routePatterns.register, lazy: lazyRoute(routeModules.register) },
              { path: routePatterns.forgotPassword, lazy: lazyRoute(routeModules.forgotPassword) },
            ],
          },
        ],
      },
      {
        // Everything else needs a session; the shell frames it.
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyRoute(routeModules.shell),
            children: [
              { path: routePatterns.dashboard, lazy: lazyRoute(routeModules.dashboard) },
              { path: routePatterns.home, lazy: lazyRoute(routeModules.home) },
              { path: routePatterns.legacyProject, element: <LegacyProjectRedirect /> },
              { path: routePatterns.project, lazy: lazyRoute(routeModules.project) },
              { path: routePatterns.competitors, lazy: lazyRoute(routeModules.competitors) },
              { path: routePatterns.competitor, lazy: lazyRoute(routeModules.competitor) },
              { path: routePatterns.website, lazy: lazyRoute(routeModules.website) },
              { path: routePatterns.recon, lazy: lazyRoute(routeModules.comingSoon) },
              { path: routePatterns.radar, lazy: lazyRoute(routeModules.comingSoon) },
              { path: routePatterns.settings, lazy: lazyRoute(routeModules.comingSoon) },
            ],
          },
        ],
      },
      // SPEC §2: any other path redirects to / (which sends anonymous users on to /login).
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
