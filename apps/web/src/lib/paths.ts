/**
 * The one route table (SPEC §2): every link and redirect builds its URL here,
 * so no screen hand-writes a path.
 */
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Mailed links: choose a new password, confirm a new email (`?token=`). */
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  dashboard: '/dashboard',
  home: '/',
  project: (projectId: string) => `/${projectId}`,
  competitors: (projectId: string) => `/${projectId}/competitors`,
  competitor: (projectId: string, competitorId: string) => `/${projectId}/competitors/${competitorId}`,
  website: (projectId: string, competitorId: string, websiteId: string) =>
    `/${projectId}/competitors/${competitorId}/websites/${websiteId}`,
  /** Finding a competitor's pages worth watching. */
  recon: (projectId: string) => `/${projectId}/recon`,
  /** The project's feed; `search` is its filters' query (see routes/radar/radarFilters.ts). */
  radar: (projectId: string, search?: URLSearchParams) =>
    `/${projectId}/radar${search && search.size > 0 ? `?${search.toString()}` : ''}`,
  /** A project's settings; without a section, its first (the project's own details). */
  settings: (projectId: string, section?: string) => `/${projectId}/settings${section ? `/${section}` : ''}`,
  /** The signed-in person's own settings (profile menu); without a section, the profile. */
  account: (section?: string) => `/account${section ? `/${section}` : ''}`,
  /** Where older links pointed after project creation; redirects to `project(id)`. */
  legacyProject: (id: string) => `/projects/${id}`,
  /** A team invitation's link (the server builds it; PUBLIC_URL + this). */
  invitation: (token: string) => `/invitations/${encodeURIComponent(token)}`,
} as const;

/** Route patterns for the router (react-router syntax), kept beside the builders above. */
export const routePatterns = {
  login: paths.login,
  register: paths.register,
  forgotPassword: paths.forgotPassword,
  resetPassword: paths.resetPassword,
  confirmEmail: paths.confirmEmail,
  dashboard: paths.dashboard,
  home: paths.home,
  project: '/:projectId',
  competitors: '/:projectId/competitors',
  competitor: '/:projectId/competitors/:competitorId',
  website: '/:projectId/competitors/:competitorId/websites/:websiteId',
  recon: '/:projectId/recon',
  radar: '/:projectId/radar',
  settings: '/:projectId/settings',
  account: '/account',
  legacyProject: '/projects/:projectId',
  invitation: '/invitations/:token',
} as const;

/** The screens a route parameter names; read with `useParams<RouteParams>()`. */
export type RouteParams = {
  projectId?: string;
  competitorId?: string;
  websiteId?: string;
};

/** Where a signed-in user lands after login when no redirect was asked for (SPEC §9). */
export const DEFAULT_AFTER_LOGIN = paths.dashboard;
