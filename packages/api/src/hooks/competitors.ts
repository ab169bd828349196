import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PagingParams } from '../client';
import type { Competitor, CompetitorCreate, CompetitorUpdate } from '../schema';
import { activityKeys, competitorKeys, websiteKeys } from './keys';
import {
  editArgs,
  idArgs,
  payloadArgs,
  storeRow,
  useApiMutation,
  type Edit,
  type MutationHookOptions,
} from './mutation';
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

export const useCreateCompetitor = (options?: MutationHookOptions<Competitor, CompetitorCreate>) =>
  useApiMutation(
    'createCompetitor',
    { args: payloadArgs, refresh: storeRow(competitorKeys, refreshAfterCompetitorWrite) },
    options,
  );

export const useUpdateCompetitor = (options?: MutationHookOptions<Competitor, Edit<CompetitorUpdate>>) =>
  useApiMutation(
    'updateCompetitor',
    { args: editArgs, refresh: storeRow(competitorKeys, refreshAfterCompetitorWrite) },
    options,
  );

export const useDeleteCompetitor = (options?: MutationHookOptions<Competitor, string>) =>
  useApiMutation(
    'deleteCompetitor',
    {
      args: idArgs,
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
    },
    options,
  );
