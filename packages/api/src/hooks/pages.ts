import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PagingParams } from '../client';
import type { Page, PageCheckResult, PageCreate, PageUpdate } from '../schema';
import { activityKeys, pageKeys, websiteKeys } from './keys';
import { authRequiredMessages } from './messages';
import { useAuthedMutation, type MutationHookOptions } from './mutation';
import { refreshProjectSummaries } from './projects';
import { apiQueryOptions, useApiQuery } from './query';

export const pagesQueryOptions = (client: ApiClient, websiteId: string) =>
  apiQueryOptions(client, 'listPages', websiteId);
export const pageQueryOptions = (client: ApiClient, id: string) => apiQueryOptions(client, 'getPage', id);
export const pageChangesQueryOptions = (client: ApiClient, pageId: string, paging?: PagingParams) =>
  apiQueryOptions(client, 'listPageChanges', pageId, paging);

export const usePages = (websiteId: string | null | undefined) => useApiQuery('listPages', websiteId);
export const usePage = (id: string | null | undefined) => useApiQuery('getPage', id);
export const usePageChanges = (pageId: string | null | undefined, paging?: PagingParams) =>
  useApiQuery('listPageChanges', pageId, paging);

/** A page write changes its website's page list and the timelines (and, through them, project summaries). */
async function refreshAfterPageWrite(queryClient: QueryClient, page: Page) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pageKeys.list(page.website_id) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    refreshProjectSummaries(queryClient),
  ]);
}

export function useCreatePage(options?: MutationHookOptions<Page, { websiteId: string; data: PageCreate }>) {
  return useAuthedMutation<Page, { websiteId: string; data: PageCreate }>({
    unauthenticatedMessage: authRequiredMessages.createPage,
    call: (client, { websiteId, data }) => client.createPage(websiteId, data),
    refresh: async (queryClient, page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      await refreshAfterPageWrite(queryClient, page);
    },
    options,
  });
}

export function useUpdatePage(options?: MutationHookOptions<Page, { id: string; data: PageUpdate }>) {
  return useAuthedMutation<Page, { id: string; data: PageUpdate }>({
    unauthenticatedMessage: authRequiredMessages.updatePage,
    call: (client, { id, data }) => client.updatePage(id, data),
    refresh: async (queryClient, page) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      await refreshAfterPageWrite(queryClient, page);
    },
    options,
  });
}

export function useDeletePage(options?: MutationHookOptions<Page, string>) {
  return useAuthedMutation<Page, string>({
    unauthenticatedMessage: authRequiredMessages.deletePage,
    call: (client, id) => client.deletePage(id),
    refresh: async (queryClient, page) => {
      queryClient.removeQueries({ queryKey: pageKeys.detail(page.id) });
      queryClient.removeQueries({ queryKey: pageKeys.changes(page.id) });
      await refreshAfterPageWrite(queryClient, page);
    },
    options,
  });
}

/** A check updates the page, may add a change and events, and moves the website's last check. */
export function useCheckPage(options?: MutationHookOptions<PageCheckResult, string>) {
  return useAuthedMutation<PageCheckResult, string>({
    unauthenticatedMessage: authRequiredMessages.checkPage,
    call: (client, id) => client.checkPage(id),
    refresh: async (queryClient, result) => {
      queryClient.setQueryData(pageKeys.detail(result.page.id), result.page);
      await Promise.all([
        refreshAfterPageWrite(queryClient, result.page),
        queryClient.invalidateQueries({ queryKey: pageKeys.changes(result.page.id) }),
        queryClient.invalidateQueries({ queryKey: websiteKeys.detail(result.page.website_id) }),
        queryClient.invalidateQueries({ queryKey: websiteKeys.lists() }),
      ]);
    },
    options,
  });
}
