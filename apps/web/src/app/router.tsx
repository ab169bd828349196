import { type ComponentType } from 'react';
import {
  type IndexRouteObject,
  type NonIndexRouteObject,
  type RouteObject,
  createBrowserRouter,
} from 'react-router-dom';
import { routePatterns } from '../lib/paths';
import { LegacyProjectRedirect, UnknownPathRedirect } from './redirects';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from '../routes/errors/RouteError';
import type { RouteModuleName } from './screens';

type RouteModule = { default: ComponentType };

/** Every lazily loaded route module, by the name screens.ts gives its file. */
export const routeModules: Record<RouteModuleName, () => Promise<RouteModule>> = {
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
  recon: () => import('../routes/recon'),
  radar: () => import('../routes/radar'),
  settingsLayout: () => import('../routes/settings/SettingsLayout'),
  projectSettings: () => import('../routes/settings/ProjectSettings'),
  notificationSettings: () => import('../routes/settings/NotificationsSection'),
  digestSettings: () => import('../routes/settings/DigestSection'),
  importSettings: () => import('../routes/settings/ImportSection'),
  exportSettings: () => import('../routes/settings/ExportSection'),
  accountLayout: () => import('../routes/account/AccountLayout'),
  profile: () => import('../routes/account/ProfileSection'),
  password: () => import('../routes/account/PasswordSection'),
  deleteAccount: () => import('../routes/account/DeleteAccountSection'),
  apiKeys: () => import('../routes/account/ApiKeysSection'),
  team: () => import('../routes/account/TeamSection'),
  resetPassword: () => import('../routes/auth/ResetPasswordRoute'),
  confirmEmail: () => import('../routes/auth/ConfirmEmailRoute'),
  memberSettings: () => import('../routes/settings/MembersSection'),
  acceptInvitation: () => import('../routes/invitations/AcceptInvitationRoute'),
};

/**
 * Every screen loads lazily (DESIGN "The app"), so the login route stays lean;
 * which files the screens' code lands in is the build's call (vite/screenChunks.ts).
 */
function lazyRoute(module: RouteModuleName, path?: string): NonIndexRouteObject {
  // Looked up when called, so the tests can see which module a route loads.
  return { path, lazy: async () => ({ Component: (await routeModules[module]()).default }) };
}

/** The screen a layout shows at its own address (a section list's first section). */
function lazyIndexRoute(module: RouteModuleName): IndexRouteObject {
  return { index: true, lazy: async () => ({ Component: (await routeModules[module]()).default }) };
}

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
            ...lazyRoute('authLayout'),
            children: [
              lazyRoute('login', routePatterns.login),
              lazyRoute('register', routePatterns.register),
              lazyRoute('forgotPassword', routePatterns.forgotPassword),
            ],
          },
        ],
      },
      {
        // A mailed link works whether or not this browser is signed in.
        ...lazyRoute('authLayout'),
        children: [
          lazyRoute('resetPassword', routePatterns.resetPassword),
          lazyRoute('confirmEmail', routePatterns.confirmEmail),
          // An invitation asks a signed-out visitor to sign in or up first, then joins.
          lazyRoute('acceptInvitation', routePatterns.invitation),
        ],
      },
      {
        // Everything else needs a session; the shell frames it.
        element: <RequireAuth />,
        children: [
          {
            ...lazyRoute('shell'),
            children: [
              lazyRoute('dashboard', routePatterns.dashboard),
              lazyRoute('home', routePatterns.home),
              { path: routePatterns.legacyProject, element: <LegacyProjectRedirect /> },
              lazyRoute('project', routePatterns.project),
              lazyRoute('competitors', routePatterns.competitors),
              lazyRoute('competitor', routePatterns.competitor),
              lazyRoute('website', routePatterns.website),
              lazyRoute('recon', routePatterns.recon),
              lazyRoute('radar', routePatterns.radar),
              {
                ...lazyRoute('settingsLayout', routePatterns.settings),
                children: [
                  lazyIndexRoute('projectSettings'),
                  lazyRoute('notificationSettings', 'notifications'),
                  lazyRoute('digestSettings', 'digest'),
                  lazyRoute('importSettings', 'import'),
                  lazyRoute('exportSettings', 'export'),
                  lazyRoute('memberSettings', 'members'),
                ],
              },
              {
                ...lazyRoute('accountLayout', routePatterns.account),
                children: [
                  lazyIndexRoute('profile'),
                  lazyRoute('password', 'password'),
                  lazyRoute('apiKeys', 'api-keys'),
                  lazyRoute('team', 'team'),
                  lazyRoute('deleteAccount', 'delete'),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
