export {
  projectKeys,
  competitorKeys,
  websiteKeys,
  pageKeys,
  activityKeys,
  discoveryKeys,
  userKeys,
  channelKeys,
  digestKeys,
  apiKeyKeys,
  feedTokenKeys,
  teamKeys,
  queryKeyOf,
} from './keys';
export { apiQueryOptions, useApiQuery } from './query';
export { queryClientDefaults, QUERY_STALE_TIME_MS } from './defaults';
export { authRequiredMessages } from './messages';
export { useApiMutation } from './mutation';
export type { ApiMutation, Edit, MutationHookOptions } from './mutation';
export { useSignup } from './auth';
export {
  projectsQueryOptions,
  projectQueryOptions,
  projectActivityQueryOptions,
  useProjects,
  useProject,
  useProjectActivity,
  useCreateProject,
  useUpdateProject,
  useDeleteProject,
} from './projects';
export {
  COMPETITOR_ACTIVITY_LIMIT,
  competitorsQueryOptions,
  competitorQueryOptions,
  competitorActivityQueryOptions,
  useCompetitors,
  useCompetitor,
  useCompetitorActivity,
  useCreateCompetitor,
  useUpdateCompetitor,
  useDeleteCompetitor,
} from './competitors';
export {
  websitesQueryOptions,
  websiteQueryOptions,
  useWebsites,
  useWebsite,
  useCreateWebsite,
  useUpdateWebsite,
  useDeleteWebsite,
} from './websites';
export {
  pagesQueryOptions,
  pageQueryOptions,
  pageChangesQueryOptions,
  usePages,
  usePage,
  usePageChanges,
  useCreatePage,
  useUpdatePage,
  useDeletePage,
  useCheckPage,
  usePageScreenshot,
  useCapabilities,
  useCapturePageScreenshot,
} from './pages';
export {
  FEED_PAGE_SIZE,
  activityFeedQueryOptions,
  feedEvents,
  projectChangeStatsQueryOptions,
  useActivityFeed,
  useMarkActivityRead,
  usePageChange,
  unreadActivityQueryOptions,
  useProjectChangeStats,
  useUnreadActivity,
} from './radar';
export {
  DISCOVERY_POLL_MS,
  discoveryQueryOptions,
  useCancelDiscovery,
  useCreatePages,
  useDiscoverPages,
  useDiscovery,
} from './recon';
export {
  useFeatures,
  useChannels,
  useDeliveries,
  useDigestSettings,
  useCreateChannel,
  useUpdateChannel,
  useDeleteChannel,
  useTestChannel,
  useRotateChannelSecret,
  useUpdateDigestSettings,
} from './notifications';
export {
  useUpdateProfile,
  useChangePassword,
  useDeleteAccount,
  useRecoverPassword,
  useResetPassword,
  useConfirmEmail,
} from './account';
export { useImportProjectCsv } from './import';
export type { ImportVariables } from './import';
export { useApiKeys, useCreateApiKey, useDeleteApiKey } from './apiKeys';
export { useFeedToken, useExportChanges, useCreateFeedToken, useRevokeFeedToken } from './exports';
export type { ChangesExportRequest } from './exports';
export {
  useTeams,
  useMembers,
  useInvitations,
  useTeamRole,
  useCreateTeam,
  useSetCurrentTeam,
  useUpdateMember,
  useRemoveMember,
  useCreateInvitation,
  useRevokeInvitation,
  useAcceptInvitation,
} from './teams';
