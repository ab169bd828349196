/**
 * SPEC §6: a mutation without a token fails with one of these sentences
 * (the create/update/delete competitor and website ones, the create project
 * one; the rest follow the same pattern).
 */
export const authRequiredMessages = {
  createProject: 'You must be authenticated to create a project',
  updateProject: 'You must be authenticated to update a project',
  deleteProject: 'You must be authenticated to delete a project',
  createCompetitor: 'You must be authenticated to create a competitor',
  updateCompetitor: 'You must be authenticated to update a competitor',
  deleteCompetitor: 'You must be authenticated to delete a competitor',
  createWebsite: 'You must be authenticated to create a website',
  updateWebsite: 'You must be authenticated to update a website',
  deleteWebsite: 'You must be authenticated to delete a website',
  createPage: 'You must be authenticated to create a page',
  updatePage: 'You must be authenticated to update a page',
  deletePage: 'You must be authenticated to delete a page',
  checkPage: 'You must be authenticated to check a page',
  previewPageRules: 'You must be authenticated to preview ignore rules',
  createPages: 'You must be authenticated to create pages',
  markActivityRead: 'You must be authenticated to mark activity read',
  discoverPages: 'You must be authenticated to discover pages',
  cancelDiscovery: 'You must be authenticated to stop a discovery',
  changePassword: 'You must be authenticated to change your password',
  updateProfile: 'You must be authenticated to update your profile',
  deleteAccount: 'You must be authenticated to delete your account',
  createChannel: 'You must be authenticated to create a notification channel',
  updateChannel: 'You must be authenticated to update a notification channel',
  deleteChannel: 'You must be authenticated to delete a notification channel',
  testChannel: 'You must be authenticated to test a notification channel',
  rotateChannelSecret: 'You must be authenticated to rotate a webhook secret',
  updateDigestSettings: 'You must be authenticated to change the digest settings',
  createFeedToken: 'You must be authenticated to create a feed link',
  revokeFeedToken: 'You must be authenticated to revoke a feed link',
  exportChangesCsv: 'You must be authenticated to export changes',
  exportChangesJson: 'You must be authenticated to export changes',
  capturePageScreenshot: 'You must be authenticated to take a screenshot of a page',
} as const;
