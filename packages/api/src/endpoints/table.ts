import {
  activityListSchema,
  capabilitiesSchema,
  channelCreateSchema,
  channelListSchema,
  channelSchema,
  channelSecretSchema,
  channelTestResultSchema,
  channelUpdateSchema,
  channelWithSecretSchema,
  deliveryListSchema,
  digestPreviewSchema,
  digestSettingsSchema,
  digestSettingsUpdateSchema,
  emailConfirmationSchema,
  featuresSchema,
  messageSchema,
  passwordResetSchema,
  profileUpdateSchema,
  competitorCreateSchema,
  competitorListSchema,
  competitorSchema,
  competitorUpdateSchema,
  healthSchema,
  pageChangeListSchema,
  pageCheckResultSchema,
  pageCreateSchema,
  pageListSchema,
  pageSchema,
  pageUpdateSchema,
  passwordChangeSchema,
  projectCreateSchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
  signupSchema,
  tokenSchema,
  userSchema,
  websiteCreateSchema,
  websiteListSchema,
  websiteSchema,
  websiteUpdateSchema,
  type CompetitorCreate,
  type WebsiteCreate,
} from '../schema';
import type { EndpointSpec, Fallback } from './define';

/** SPEC §8's first catalogue: "<sentence>: <status>". */
const withStatus =
  (sentence: string): Fallback =>
  ({ status }) =>
    `${sentence}: ${status}`;
/** SPEC §8's second catalogue: "<sentence>: <status text>". */
const withStatusText =
  (sentence: string): Fallback =>
  ({ statusText }) =>
    `${sentence}: ${statusText}`;

/**
 * Every call of the wire contract (SPEC §7 and DESIGN's additions), once:
 * method, path, body and answer schemas, SPEC §8's fallback sentence, the
 * mock handler group and, for reads, the query key. The client's methods are
 * named after the entries; a new call is a new entry (and its schemas).
 */
export const endpoints = {
  signup: {
    method: 'POST',
    path: '/users/signup',
    group: 'auth',
    auth: false,
    body: signupSchema,
    answer: userSchema,
    fallback: withStatus('Registration failed with status'),
  },
  login: {
    method: 'POST',
    path: '/login/access-token',
    group: 'auth',
    auth: false,
    // The OAuth2 password form: form-encoded, the email sent as `username`.
    args: (email: string, password: string) => ({ form: { username: email, password } }),
    answer: tokenSchema,
    fallback: withStatus('Login failed with status'),
  },
  getCurrentUser: {
    method: 'GET',
    path: '/users/me',
    group: 'auth',
    answer: userSchema,
    fallback: withStatus('Failed to fetch user profile with status'),
    key: ['users', 'me'],
  },
  logout: {
    method: 'POST',
    path: '/logout',
    group: 'auth',
    // Ends this session on the server: the current token stops working.
    answer: null,
    fallback: withStatus('Logout failed with status'),
  },
  changePassword: {
    method: 'PATCH',
    path: '/users/me/password',
    group: 'auth',
    // Every older session ends; the answer is the token of a new one.
    body: passwordChangeSchema,
    answer: tokenSchema,
    fallback: withStatus('Password change failed with status'),
  },
  healthCheck: {
    method: 'GET',
    path: '/utils/health-check/',
    group: 'auth',
    auth: false,
    answer: healthSchema,
    fallback: withStatusText('Health check failed'),
    key: ['health', 'status'],
  },

  listProjects: {
    method: 'GET',
    path: '/projects/',
    group: 'projects',
    answer: projectListSchema,
    fallback: withStatus('Failed to fetch projects with status'),
    key: ['projects', 'list'],
  },
  createProject: {
    method: 'POST',
    path: '/projects/',
    group: 'projects',
    body: projectCreateSchema,
    answer: projectSchema,
    // SPEC §8: this one carries the server's answer too.
    fallback: ({ status, text }) => `Project creation failed with status: ${status}${text ? ` - ${text}` : ''}`,
  },
  getProject: {
    method: 'GET',
    path: '/projects/:projectId',
    group: 'projects',
    answer: projectSchema,
    fallback: withStatusText('Failed to fetch project'),
    key: ['projects', 'detail'],
  },
  updateProject: {
    method: 'PATCH',
    path: '/projects/:projectId',
    group: 'projects',
    body: projectUpdateSchema,
    answer: projectSchema,
    fallback: withStatusText('Failed to update project'),
  },
  deleteProject: {
    method: 'DELETE',
    path: '/projects/:projectId',
    group: 'projects',
    answer: null,
    fallback: withStatusText('Failed to delete project'),
  },

  getProjectActivity: {
    method: 'GET',
    path: '/projects/:projectId/activity/',
    group: 'activity',
    paging: true,
    answer: activityListSchema,
    fallback: withStatusText('Failed to fetch project activity'),
    key: ['activity', 'list'],
  },
  getCompetitorActivity: {
    method: 'GET',
    path: '/competitors/:competitorId/activity/',
    group: 'activity',
    paging: true,
    answer: activityListSchema,
    fallback: withStatusText('Failed to fetch competitor activity'),
    key: ['activity', 'list'],
  },

  listCompetitors: {
    method: 'GET',
    path: '/competitors/?project_id=:projectId',
    group: 'competitors',
    answer: competitorListSchema,
    fallback: withStatusText('Failed to fetch competitors'),
    key: ['competitors', 'list'],
  },
  createCompetitor: {
    method: 'POST',
    path: '/competitors/',
    group: 'competitors',
    body: competitorCreateSchema,
    // The project is named in the body; without it the call is refused before sending.
    args: (payload: CompetitorCreate) => ({ ids: { projectId: payload.project_id }, body: payload }),
    answer: competitorSchema,
    fallback: withStatusText('Failed to create competitor'),
  },
  getCompetitor: {
    method: 'GET',
    path: '/competitors/:competitorId',
    group: 'competitors',
    answer: competitorSchema,
    fallback: withStatusText('Failed to fetch competitor'),
    key: ['competitors', 'detail'],
  },
  updateCompetitor: {
    method: 'PATCH',
    path: '/competitors/:competitorId',
    group: 'competitors',
    body: competitorUpdateSchema,
    answer: competitorSchema,
    fallback: withStatusText('Failed to update competitor'),
  },
  deleteCompetitor: {
    method: 'DELETE',
    path: '/competitors/:competitorId',
    group: 'competitors',
    answer: competitorSchema,
    fallback: withStatusText('Failed to delete competitor'),
  },

  listWebsites: {
    method: 'GET',
    path: '/competitors/:competitorId/websites/',
    group: 'websites',
    answer: websiteListSchema,
    fallback: withStatusText('Failed to fetch websites'),
    key: ['websites', 'list'],
  },
  createWebsite: {
    method: 'POST',
    path: '/competitors/:competitorId/websites/',
    group: 'websites',
    body: websiteCreateSchema,
    // SPEC §7 repeats the competitor in the body.
    args: (competitorId: string, payload: WebsiteCreate) => ({
      ids: { competitorId },
      body: { ...payload, competitor_id: competitorId },
    }),
    answer: websiteSchema,
    fallback: withStatusText('Failed to create website'),
  },
  getWebsite: {
    method: 'GET',
    path: '/competitors/websites/:websiteId',
    group: 'websites',
    answer: websiteSchema,
    fallback: withStatusText('Failed to fetch website'),
    key: ['websites', 'detail'],
  },
  updateWebsite: {
    method: 'PATCH',
    path: '/competitors/websites/:websiteId',
    group: 'websites',
    body: websiteUpdateSchema,
    answer: websiteSchema,
    fallback: withStatusText('Failed to update website'),
  },
  deleteWebsite: {
    method: 'DELETE',
    path: '/competitors/websites/:websiteId',
    group: 'websites',
    answer: websiteSchema,
    fallback: withStatusText('Failed to delete website'),
  },

  listPages: {
    method: 'GET',
    path: '/competitors/websites/:websiteId/pages/',
    group: 'pages',
    answer: pageListSchema,
    fallback: withStatusText('Failed to fetch pages'),
    key: ['pages', 'list'],
  },
  createPage: {
    method: 'POST',
    path: '/competitors/websites/:websiteId/pages/',
    group: 'pages',
    body: pageCreateSchema,
    answer: pageSchema,
    fallback: withStatusText('Failed to create page'),
  },
  getPage: {
    method: 'GET',
    path: '/competitors/websites/pages/:pageId',
    group: 'pages',
    answer: pageSchema,
    fallback: withStatusText('Failed to fetch page'),
    key: ['pages', 'detail'],
  },
  updatePage: {
    method: 'PATCH',
    path: '/competitors/websites/pages/:pageId',
    group: 'pages',
    body: pageUpdateSchema,
    answer: pageSchema,
    fallback: withStatusText('Failed to update page'),
  },
  deletePage: {
    method: 'DELETE',
    path: '/competitors/websites/pages/:pageId',
    group: 'pages',
    answer: pageSchema,
    fallback: withStatusText('Failed to delete page'),
  },
  checkPage: {
    method: 'POST',
    path: '/competitors/websites/pages/:pageId/check',
    group: 'pages',
    answer: pageCheckResultSchema,
    fallback: withStatusText('Failed to check page'),
  },
  listPageChanges: {
    method: 'GET',
    path: '/competitors/websites/pages/:pageId/changes/',
    group: 'pages',
    paging: true,
    answer: pageChangeListSchema,
    fallback: withStatusText('Failed to fetch page changes'),
    key: ['pages', 'changes'],
  },

  getFeatures: {
    method: 'GET',
    path: '/utils/features',
    group: 'features',
    auth: false,
    answer: featuresSchema,
    fallback: withStatusText('Failed to fetch server features'),
    key: ['features', 'detail'],
  },

  updateProfile: {
    method: 'PATCH',
    path: '/users/me',
    group: 'account',
    body: profileUpdateSchema,
    answer: userSchema,
    fallback: withStatus('Profile update failed with status'),
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/users/me',
    group: 'account',
    answer: null,
    fallback: withStatus('Account deletion failed with status'),
  },
  recoverPassword: {
    method: 'POST',
    path: '/password-recovery/:email',
    group: 'account',
    auth: false,
    answer: messageSchema,
    fallback: withStatus('Password recovery failed with status'),
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password/',
    group: 'account',
    auth: false,
    body: passwordResetSchema,
    answer: messageSchema,
    fallback: withStatus('Password reset failed with status'),
  },
  confirmEmail: {
    method: 'POST',
    path: '/email-confirmation/',
    group: 'account',
    auth: false,
    body: emailConfirmationSchema,
    answer: messageSchema,
    fallback: withStatus('Email confirmation failed with status'),
  },

  listChannels: {
    method: 'GET',
    path: '/projects/:projectId/channels/',
    group: 'notifications',
    answer: channelListSchema,
    fallback: withStatusText('Failed to fetch notification channels'),
    key: ['channels', 'list'],
  },
  createChannel: {
    method: 'POST',
    path: '/projects/:projectId/channels/',
    group: 'notifications',
    body: channelCreateSchema,
    answer: channelWithSecretSchema,
    fallback: withStatusText('Failed to create notification channel'),
  },
  getChannel: {
    method: 'GET',
    path: '/channels/:channelId',
    group: 'notifications',
    answer: channelSchema,
    fallback: withStatusText('Failed to fetch notification channel'),
    key: ['channels', 'detail'],
  },
  updateChannel: {
    method: 'PATCH',
    path: '/channels/:channelId',
    group: 'notifications',
    body: channelUpdateSchema,
    answer: channelSchema,
    fallback: withStatusText('Failed to update notification channel'),
  },
  deleteChannel: {
    method: 'DELETE',
    path: '/channels/:channelId',
    group: 'notifications',
    answer: null,
    fallback: withStatusText('Failed to delete notification channel'),
  },
  testChannel: {
    method: 'POST',
    path: '/channels/:channelId/test',
    group: 'notifications',
    answer: channelTestResultSchema,
    fallback: withStatusText('Failed to send a test notification'),
  },
  rotateChannelSecret: {
    method: 'POST',
    path: '/channels/:channelId/rotate-secret',
    group: 'notifications',
    answer: channelSecretSchema,
    fallback: withStatusText('Failed to rotate the webhook secret'),
  },
  listDeliveries: {
    method: 'GET',
    path: '/channels/:channelId/deliveries/',
    group: 'notifications',
    paging: true,
    answer: deliveryListSchema,
    fallback: withStatusText('Failed to fetch deliveries'),
    key: ['channels', 'deliveries'],
  },
  getDigestSettings: {
    method: 'GET',
    path: '/projects/:projectId/digest-settings',
    group: 'notifications',
    answer: digestSettingsSchema,
    fallback: withStatusText('Failed to fetch digest settings'),
    key: ['digest', 'settings'],
  },
  updateDigestSettings: {
    method: 'PUT',
    path: '/projects/:projectId/digest-settings',
    group: 'notifications',
    body: digestSettingsUpdateSchema,
    answer: digestSettingsSchema,
    fallback: withStatusText('Failed to save digest settings'),
  },
  previewDigest: {
    method: 'GET',
    path: '/projects/:projectId/digest',
    group: 'notifications',
    answer: digestPreviewSchema,
    fallback: withStatusText('Failed to preview the digest'),
    key: ['digest', 'preview'],
  },
  getPageScreenshot: {
    method: 'GET',
    path: '/competitors/websites/pages/:pageId/screenshots/:screenshotId',
    group: 'pages',
    // A stored screenshot of a change, as an image (WebP).
    answer: 'image',
    fallback: withStatusText('Failed to fetch screenshot'),
    key: ['pages', 'screenshot'],
  },
  capturePageScreenshot: {
    method: 'POST',
    path: '/competitors/websites/pages/:pageId/screenshot',
    group: 'pages',
    // The whole page as it is now, rendered by the server's browser; not stored.
    answer: 'image',
    fallback: withStatusText('Failed to take screenshot'),
  },
  getCapabilities: {
    method: 'GET',
    path: '/utils/capabilities/',
    group: 'pages',
    answer: capabilitiesSchema,
    fallback: withStatusText('Failed to fetch server capabilities'),
    key: ['capabilities', 'detail'],
  },
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The calls that read, each with a query key. */
export type ReadName = {
  [N in EndpointName]: Endpoints[N] extends { key: readonly [string, string] } ? N : never;
}[EndpointName];

export const endpointNames = Object.keys(endpoints) as EndpointName[];
