import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PagingParams } from '../client';
import type { Competitor, CompetitorCreate, CompetitorUpdate } from '../schema';
import { activityKeys, competitorKeys, websiteKeys } from './keys';
import { authRequiredMessages } from './messages';
import { useAuthedMutation, type MutationHookOptions } from './mutation';
import { refreshProjectSummaries } from './projects';
import { apiQueryOptions, useApiQuery } from './query';

/** SPEC §2: the competitor timeline shows up to 50 events. */
export const COMPETITOR_ACTIVITY_LIMIT = 50;

export const competitorsQueryOptions = (client: ApiClient, projectId: string) =>
  apiQueryOptions(client, 'listCompetitors', projectId);
export const competitorQueryOptions = (client: ApiClient, id: string) => apiQueryOptions(client, 'getCompetitor', id);
export const competitorActivityQueryOptions = (client: ApiClient, competitorId: string, paging: PagingParams) =>
  apiQueryOptions(client, 'getCompetitorActivity', competitorId, paging);

export const useCompetitors = (projectId: string | null | undefined) => useApiQuery('listCompetitors', projectId);
export const useCompetitor = (id: string | null | undefined) => useApiQuery('getCompetitor', id);
export const useCompetitorActivity = (
  competitorId: string | null | undefined,
  paging: PagingParams = { limit: COMPETITOR_ACTIVITY_LIMIT },
) => useApiQuery('getCompetitorActivity', competitorId, paging);

/** A competitor write changes its project's list, both timelines and the project's counts. */
async function refreshAfterCompetitorWrite(queryClient: QueryClient, competitor: Competitor) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: competitorKeys.list(competitor.project_id) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.list(competitor.project_id) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.list(competitor.id) }),
    refreshProjectSummaries(queryClient),
  ]);
}

export function useCreateCompetitor(options?: MutationHookOptions<Competitor, CompetitorCreate>) {
  return useAuthedMutation<Competitor, CompetitorCreate>({
    unauthenticatedMessage: authRequiredMessages.createCompetitor,
    call: (client, payload) => client.createCompetitor(payload),
    refresh: async (queryClient, competitor) => {
      queryClient.setQueryData(competitorKeys.detail(competitor.id), competitor);
      await refreshAfterCompetitorWrite(queryClient, competitor);
    },
    options,
  });
}

export function useUpdateCompetitor(options?: MutationHookOptions<Competitor, { id: string; data: CompetitorUpdate }>) {
  return useAuthedMutation<Competitor, { id: string; data: CompetitorUpdate }>({
    unauthenticatedMessage: authRequiredMessages.updateCompetitor,
    call: (client, { id, data }) => client.updateCompetitor(id, data),
    refresh: async (queryClient, competitor) => {
      queryClient.setQueryData(competitorKeys.detail(competitor.id), competitor);
      await refreshAfterCompetitorWrite(queryClient, competitor);
    },
    options,
  });
}

export function useDeleteCompetitor(options?: MutationHookOptions<Competitor, string>) {
  return useAuthedMutation<Competitor, string>({
    unauthenticatedMessage: authRequiredMessages.deleteCompetitor,
    call: (client, id) => client.deleteCompetitor(id),
    refresh: async (queryClient, competitor) => {
      // Gone for good: drop its own entries rather than refetch them into 404s.
      queryClient.removeQueries({ queryKey: competitorKeys.detail(competitor.id) });
      queryClient.removeQueries({ queryKey: websiteKeys.list(competitor.id) });
      queryClient.removeQueries({ queryKey: activityKeys.list(competitor.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: competitorKeys.list(competitor.project_id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.list(competitor.project_id) }),
        refreshProjectSummaries(queryClient),
      ]);
    },
    options,
  });
}
