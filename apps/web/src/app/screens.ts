// With its extension: the build's config loader reads this file too.
import { routePatterns } from '../lib/paths.ts';

/**
 * The route tree's lazily loaded modules (files under src/), by name. The router
 * loads them (router.tsx); the production build preloads the ones a first visit's
 * URL needs from index.html (vite/bootPreloads.ts), and starts the screen's API
 * reads, so its code and data arrive beside the app's instead of after it. Plain
 * data: the build reads it too.
 */
export const routeModuleFiles = {
  authLayout: 'routes/auth/AuthRouteLayout.tsx',
  login: 'routes/auth/LoginRoute.tsx',
  register: 'routes/auth/RegisterRoute.tsx',
  forgotPassword: 'routes/auth/ForgotPasswordRoute.tsx',
  shell: 'app/ShellLayout.tsx',
  dashboard: 'routes/dashboard/index.tsx',
  home: 'routes/home/index.tsx',
  project: 'routes/project/index.tsx',
  competitors: 'routes/competitors/index.tsx',
  competitor: 'routes/competitor/index.tsx',
  website: 'routes/website/index.tsx',
  recon: 'routes/recon/index.tsx',
  radar: 'routes/radar/index.tsx',
  settingsLayout: 'routes/settings/SettingsLayout.tsx',
  projectSettings: 'routes/settings/ProjectSettings.tsx',
  notificationSettings: 'routes/settings/NotificationsSection.tsx',
  digestSettings: 'routes/settings/DigestSection.tsx',
  importSettings: 'routes/settings/ImportSection.tsx',
  exportSettings: 'routes/settings/ExportSection.tsx',
  accountLayout: 'routes/account/AccountLayout.tsx',
  profile: 'routes/account/ProfileSection.tsx',
  password: 'routes/account/PasswordSection.tsx',
  deleteAccount: 'routes/account/DeleteAccountSection.tsx',
  apiKeys: 'routes/account/ApiKeysSection.tsx',
  team: 'routes/account/TeamSection.tsx',
  resetPassword: 'routes/auth/ResetPasswordRoute.tsx',
  confirmEmail: 'routes/auth/ConfirmEmailRoute.tsx',
  memberSettings: 'routes/settings/MembersSection.tsx',
  acceptInvitation: 'routes/invitations/AcceptInvitationRoute.tsx',
} as const;

export type RouteModuleName = keyof typeof routeModuleFiles;

/** SPEC §2: public screens bounce signed-in users to /; the others need a session. */
export type ScreenAccess = 'public' | 'signedIn';

export interface Screen {
  pattern: string;
  access: ScreenAccess;
  /** The modules that draw it, outermost layout first. */
  modules: readonly RouteModuleName[];
  /**
   * The API reads it starts with, as paths under /api/v1 with the pattern's
   * parameters (`:projectId`), written exactly as the client sends them.
   */
  data: readonly string[];
}

/** What the signed-in shell reads on every screen: the sidebar's project list. */
export const shellData = ['/projects/'] as const;

const publicScreen = (pattern: string, module: RouteModuleName): Screen => ({
  pattern,
  access: 'public',
  modules: ['authLayout', module],
  data: [],
});
const shellScreen = (pattern: string, module: RouteModuleName, data: readonly string[] = []): Screen => ({
  pattern,
  access: 'signedIn',
  modules: ['shell', module],
  data: [...shellData, ...data],
});

const projectData = ['/projects/:projectId'];
/** A project's screens read the caller's teams too: their role there decides which controls are enabled. */
const accessData = [...projectData, '/teams/'];

/** A section of a project's settings (routes/settings/sections.ts), inside its layout. */
const settingsScreen = (segment: string, module: RouteModuleName): Screen => ({
  pattern: `${routePatterns.settings}/${segment}`,
  access: 'signedIn',
  modules: ['shell', 'settingsLayout', module],
  data: [...shellData, ...accessData],
});
/** A section of the account (routes/account/sections.ts), inside its layout. */
const accountScreen = (segment: string, module: RouteModuleName, data: readonly string[] = []): Screen => ({
  pattern: `${routePatterns.account}/${segment}`,
  access: 'signedIn',
  modules: ['shell', 'accountLayout', module],
  data: [...shellData, ...data],
});

/** Every screen of SPEC §2 (screens.test.ts holds the router and the screens to it). */
export const screens: readonly Screen[] = [
  publicScreen(routePatterns.login, 'login'),
  publicScreen(routePatterns.register, 'register'),
  publicScreen(routePatterns.forgotPassword, 'forgotPassword'),
  shellScreen(routePatterns.dashboard, 'dashboard'),
  shellScreen(routePatterns.home, 'home'),
  shellScreen(routePatterns.project, 'project', accessData),
  shellScreen(routePatterns.competitors, 'competitors', [...accessData, '/competitors/?project_id=:projectId']),
  shellScreen(routePatterns.competitor, 'competitor', [
    ...accessData,
    '/competitors/:competitorId',
    '/competitors/:competitorId/websites/',
    '/competitors/:competitorId/activity/?limit=50',
  ]),
  shellScreen(routePatterns.website, 'website', [
    ...accessData,
    '/competitors/websites/:websiteId',
    '/competitors/websites/:websiteId/pages/',
  ]),
  shellScreen(routePatterns.recon, 'recon', [...accessData, '/competitors/?project_id=:projectId']),
  shellScreen(routePatterns.radar, 'radar', [
    ...projectData,
    '/projects/:projectId/activity/?limit=30&offset=0',
    '/competitors/?project_id=:projectId',
  ]),
  settingsScreen('notifications', 'notificationSettings'),
  settingsScreen('digest', 'digestSettings'),
  settingsScreen('import', 'importSettings'),
  settingsScreen('export', 'exportSettings'),
  settingsScreen('members', 'memberSettings'),
  accountScreen('password', 'password'),
  accountScreen('api-keys', 'apiKeys', ['/users/me/api-keys/']),
  accountScreen('team', 'team', ['/teams/']),
  accountScreen('delete', 'deleteAccount'),
  // /projects/{id} redirects to the project screen.
  shellScreen(routePatterns.legacyProject, 'project', accessData),
];
