import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { ActivityFeed, ActivityFilters, ActivityReadState, ChangeStatsQuery } from '../schema';
import { useApiClient, useSession } from '../session';
import { activityKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { apiQueryOptions, useApiQuery } from './query';

/** Events per page of the Radar feed. */
export const FEED_PAGE_SIZE = 30;

/** The events of every loaded page, in order, each once (new events shift later pages; an event repeats rather than goes missing). */
export function feedEvents(pages: readonly ActivityFeed[] | undefined): ActivityFeed['data'] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.data.filter((event) => {
      if (seen.has(event.id)) return false;
      seen.add(event.id);
      return true;
    }),
  );
}

/** The options of the Radar feed: a page at a time, for one set of filters; the next page starts where the loaded ones end. */
export const activityFeedQueryOptions = (
  client: ApiClient,
  projectId: string,
  filters: ActivityFilters = {},
  pageSize = FEED_PAGE_SIZE,
) => ({
  queryKey: activityKeys.feed(projectId, filters),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    client.getProjectActivity(projectId, { limit: pageSize, offset: pageParam }, filters, { signal }),
  initialPageParam: 0,
  getNextPageParam: (last: ActivityFeed, pages: ActivityFeed[]) => {
    const loaded = pages.reduce((total, page) => total + page.data.length, 0);
    // Past a capped count, pages go on until one comes back short.
    const more = last.count_capped ? last.data.length === pageSize : loaded < last.count;
    return last.data.length > 0 && more ? loaded : undefined;
  },
});

/** Radar's feed: newest first, filtered, with "load more". */
export function useActivityFeed(projectId: string | null | undefined, filters: ActivityFilters = {}) {
  const client = useApiClient();
  const { token } = useSession();
  return useInfiniteQuery({
    ...activityFeedQueryOptions(client, projectId ?? '', filters),
    enabled: Boolean(token) && Boolean(projectId),
  });
}

/** The unread count comes with any page of the feed: the smallest page asks for it alone. */
const UNREAD_PAGING = { limit: 1 } as const;

/** The read behind the sidebar's Radar badge, for a route's loader to start beside the screen's. */
export const unreadActivityQueryOptions = (client: ApiClient, projectId: string) =>
  apiQueryOptions(client, 'getProjectActivity', projectId, UNREAD_PAGING);

/** How many of the project's events the reader has not read (the sidebar's Radar badge). */
export const useUnreadActivity = (projectId: string | null | undefined) => {
  const query = useApiQuery('getProjectActivity', projectId, UNREAD_PAGING);
  return { ...query, unread: query.data?.unread, unreadCapped: query.data?.unread_capped ?? false };
};

export const projectChangeStatsQueryOptions = (client: ApiClient, projectId: string, query: ChangeStatsQuery) =>
  apiQueryOptions(client, 'getProjectChangeStats', projectId, query);

/** Recorded changes per day and competitor: the project overview's chart. */
export const useProjectChangeStats = (projectId: string | null | undefined, query: ChangeStatsQuery) =>
  useApiQuery('getProjectChangeStats', projectId, query);

/** One recorded change with its diff (a page_changed event's `change_id`). */
export const usePageChange = (pageId: string | null | undefined, changeId: string | null | undefined) =>
  useApiQuery('getPageChange', pageId, changeId);

/** Every read of the project's feed (filtered or not, the badge, the chart) refreshes after a mark. */
const refreshProjectFeed = (queryClient: QueryClient, projectId: string) =>
  queryClient.invalidateQueries({ queryKey: activityKeys.list(projectId) });

export const useMarkActivityRead = (
  options?: MutationHookOptions<ActivityReadState, { projectId: string; upTo: string }>,
) =>
  useApiMutation(
    'markActivityRead',
    {
      args: ({ projectId, upTo }) => [projectId, { up_to: upTo }],
      refresh: (queryClient, _state, { projectId }) => refreshProjectFeed(queryClient, projectId),
    },
    options,
  );
