/** Where things are in the app, as absolute links for mails, Slack and webhooks (PUBLIC_URL). */
export const appLinks = (publicUrl: string) => ({
  /** The website screen with the page's change history open (its diffs). */
  pageChanges: (ids: { projectId: string; competitorId: string; websiteId: string; pageId: string }) =>
    `${publicUrl}/${ids.projectId}/competitors/${ids.competitorId}/websites/${ids.websiteId}?history=${ids.pageId}`,
  project: (projectId: string) => `${publicUrl}/${projectId}`,
  notificationSettings: (projectId: string) => `${publicUrl}/${projectId}/settings/notifications`,
  digestSettings: (projectId: string) => `${publicUrl}/${projectId}/settings/digest`,
  resetPassword: (token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `${publicUrl}/invitations/${encodeURIComponent(token)}`,
  confirmEmail: (token: string) => `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`,
});
export type AppLinks = ReturnType<typeof appLinks>;
