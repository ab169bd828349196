import type { QueryClient } from '@tanstack/react-query';
import type {
  Channel,
  ChannelCreate,
  ChannelSecret,
  ChannelTestResult,
  ChannelUpdate,
  ChannelWithSecret,
  DigestSettings,
  DigestSettingsUpdate,
} from '../schema';
import { channelKeys, digestKeys } from './keys';
import { editArgs, idArgs, useApiMutation, type Edit, type MutationHookOptions } from './mutation';
import { useApiQuery } from './query';

export const useFeatures = () => useApiQuery('getFeatures');
export const useChannels = (projectId: string | null | undefined) => useApiQuery('listChannels', projectId);
export const useDeliveries = (channelId: string | null | undefined) => useApiQuery('listDeliveries', channelId);
export const useDigestSettings = (projectId: string | null | undefined) => useApiQuery('getDigestSettings', projectId);

/** A channel write changes its project's channel list and the channel's own entry. */
async function refreshChannel(queryClient: QueryClient, channel: Channel) {
  queryClient.setQueryData(channelKeys.detail(channel.id), channel);
  await queryClient.invalidateQueries({ queryKey: channelKeys.list(channel.project_id) });
}

export const useCreateChannel = (
  options?: MutationHookOptions<ChannelWithSecret, { projectId: string; data: ChannelCreate }>,
) =>
  useApiMutation(
    'createChannel',
    {
      args: ({ projectId, data }) => [projectId, data],
      refresh: (queryClient, channel) => refreshChannel(queryClient, channel),
    },
    options,
  );

export const useUpdateChannel = (options?: MutationHookOptions<Channel, Edit<ChannelUpdate>>) =>
  useApiMutation('updateChannel', { args: editArgs, refresh: refreshChannel }, options);

export const useDeleteChannel = (options?: MutationHookOptions<true, Channel>) =>
  useApiMutation(
    'deleteChannel',
    {
      args: (channel: Channel) => [channel.id],
      refresh: async (queryClient, _answer, channel) => {
        queryClient.removeQueries({ queryKey: channelKeys.detail(channel.id) });
        queryClient.removeQueries({ queryKey: channelKeys.deliveries(channel.id) });
        await queryClient.invalidateQueries({ queryKey: channelKeys.list(channel.project_id) });
      },
    },
    options,
  );

/** A test lands in the channel's delivery log either way. */
export const useTestChannel = (options?: MutationHookOptions<ChannelTestResult, string>) =>
  useApiMutation(
    'testChannel',
    {
      args: idArgs,
      refresh: (queryClient, _result, channelId) =>
        queryClient.invalidateQueries({ queryKey: channelKeys.deliveries(channelId) }),
    },
    options,
  );

export const useRotateChannelSecret = (options?: MutationHookOptions<ChannelSecret, Channel>) =>
  useApiMutation(
    'rotateChannelSecret',
    {
      args: (channel: Channel) => [channel.id],
      refresh: (queryClient, _secret, channel) =>
        queryClient.invalidateQueries({ queryKey: channelKeys.list(channel.project_id) }),
    },
    options,
  );

export const useUpdateDigestSettings = (
  options?: MutationHookOptions<DigestSettings, { projectId: string; data: DigestSettingsUpdate }>,
) =>
  useApiMutation(
    'updateDigestSettings',
    {
      args: ({ projectId, data }) => [projectId, data],
      refresh: async (queryClient, settings) => {
        queryClient.setQueryData(digestKeys.settings(settings.project_id), settings);
        await queryClient.invalidateQueries({ queryKey: digestKeys.preview(settings.project_id) });
      },
    },
    options,
  );
