import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { Discovery, PagesBulkCreate, PagesBulkCreated } from '../schema';
import { activityKeys, discoveryKeys, pageKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { refreshProjectSummaries } from './projects';
import { useApiClient, useSession } from '../session';
import { apiQueryOptions } from './query';

/** How often a running discovery is asked for its progress. */
export const DISCOVERY_POLL_MS = 700;

export const discoveryQueryOptions = (client: ApiClient, id: string) => apiQueryOptions(client, 'getDiscovery', id);

/** A discovery (start one with useDiscoverPages), asked again every moment while it runs. */
export function useDiscovery(id: string | null | undefined) {
  const client = useApiClient();
  const { token } = useSession();
  return useQuery({
    ...discoveryQueryOptions(client, id ?? ''),
    enabled: Boolean(token) && Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? DISCOVERY_POLL_MS : false),
  });
}

/** Starts discovering a website's pages (or joins the discovery already running); its answer is cached as the discovery. */
export const useDiscoverPages = (options?: MutationHookOptions<Discovery, string>) =>
  useApiMutation(
    'discoverPages',
    {
      args: (websiteId) => [websiteId],
      refresh: async (queryClient, discovery) => {
        queryClient.setQueryData(discoveryKeys.detail(discovery.id), discovery);
      },
    },
    options,
  );

export const useCancelDiscovery = (options?: MutationHookOptions<Discovery, string>) =>
  useApiMutation(
    'cancelDiscovery',
    {
      args: (id) => [id],
      refresh: async (queryClient, discovery) => {
        queryClient.setQueryData(discoveryKeys.detail(discovery.id), discovery);
      },
    },
    options,
  );

/** Watches the chosen pages in one step; the website's pages, the discovery's "already watched" marks and the timelines refresh. */
export const useCreatePages = (
  options?: MutationHookOptions<PagesBulkCreated, { websiteId: string; data: PagesBulkCreate }>,
) =>
  useApiMutation(
    'createPages',
    {
      args: ({ websiteId, data }) => [websiteId, data],
      refresh: async (queryClient, _created, { websiteId }) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: pageKeys.list(websiteId) }),
          queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
          queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
          refreshProjectSummaries(queryClient),
        ]);
      },
    },
    options,
  );
