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
            lazy: lazyRoute(() => import('../routes/auth/AuthRouteLayout')),
            children: [
              { path: routePatterns.login, lazy: lazyRoute(() => import('../routes/auth/LoginRoute')) },
              { path: routePatterns.register, lazy: lazyRoute(() => import('../routes/auth/RegisterRoute')) },
              { path: routePatterns.forgotPassword, lazy: lazyRoute(() => import('../routes/auth/ForgotPasswordRoute')) },
            ],
          },
        ],
      },
      {
        // Everything else needs a session; the shell frames it.
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyRoute(() => import('./ShellLayout')),
            children: [
              { path: routePatterns.dashboard, lazy: lazyRoute(() => import('../routes/dashboard')) },
              { path: routePatterns.home, lazy: lazyRoute(() => import('../routes/home')) },
              { path: routePatterns.legacyProject, element: <LegacyProjectRedirect /> },
              { path: routePatterns.project, lazy: lazyRoute(() => import('../routes/project')) },
              { path: routePatterns.competitors, lazy: lazyRoute(() => import('../routes/competitors')) },
              { path: routePatterns.competitor, lazy: lazyRoute(() => import('../routes/competitor')) },
              { path: routePatterns.website, lazy: lazyRoute(() => import('../routes/website')) },
              { path: routePatterns.recon, lazy: lazyRoute(() => import('../routes/project/ComingSoonRoute')) },
              { path: routePatterns.radar, lazy: lazyRoute(() => import('../routes/project/ComingSoonRoute')) },
              { path: routePatterns.settings, lazy: lazyRoute(() => import('../routes/project/ComingSoonRoute')) },
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
