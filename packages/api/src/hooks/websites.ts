import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { Website, WebsiteCreate, WebsiteUpdate } from '../schema';
import { activityKeys, pageKeys, websiteKeys } from './keys';
import { editArgs, idArgs, storeRow, useApiMutation, type Edit, type MutationHookOptions } from './mutation';
import { refreshProjectSummaries } from './projects';
import { apiQueryOptions, useApiQuery } from './query';

export const websitesQueryOptions = (client: ApiClient, competitorId: string) =>
  apiQueryOptions(client, 'listWebsites', competitorId);
export const websiteQueryOptions = (client: ApiClient, id: string) => apiQueryOptions(client, 'getWebsite', id);

export const useWebsites = (competitorId: string | null | undefined) => useApiQuery('listWebsites', competitorId);
export const useWebsite = (id: string | null | undefined) => useApiQuery('getWebsite', id);

/**
 * A website write changes its competitor's list and the timelines. A website
 * answer does not name its project, so every timeline and project summary is
 * refreshed (only the mounted ones refetch).
 */
async function refreshAfterWebsiteWrite(queryClient: QueryClient, website: Website) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: websiteKeys.list(website.competitor_id) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    refreshProjectSummaries(queryClient),
  ]);
}

export const useCreateWebsite = (
  options?: MutationHookOptions<Website, { competitorId: string; data: WebsiteCreate }>,
) =>
  useApiMutation(
    'createWebsite',
    {
      args: ({ competitorId, data }) => [competitorId, data],
      refresh: storeRow(websiteKeys, refreshAfterWebsiteWrite),
    },
    options,
  );

export const useUpdateWebsite = (options?: MutationHookOptions<Website, Edit<WebsiteUpdate>>) =>
  useApiMutation(
    'updateWebsite',
    { args: editArgs, refresh: storeRow(websiteKeys, refreshAfterWebsiteWrite) },
    options,
  );

export const useDeleteWebsite = (options?: MutationHookOptions<Website, string>) =>
  useApiMutation(
    'deleteWebsite',
    {
      args: idArgs,
      refresh: async (queryClient, website) => {
        queryClient.removeQueries({ queryKey: websiteKeys.detail(website.id) });
        queryClient.removeQueries({ queryKey: pageKeys.list(website.id) });
        await refreshAfterWebsiteWrite(queryClient, website);
      },
    },
    options,
  );
