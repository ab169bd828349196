import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PagingParams } from '../client';
import type { Page, PageCheckResult, PageCreate, PageUpdate } from '../schema';
import { activityKeys, pageKeys, websiteKeys } from './keys';
import { editArgs, idArgs, storeRow, useApiMutation, type Edit, type MutationHookOptions } from './mutation';
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
/** A stored screenshot (the before or after of a change), as an image Blob; it never changes once stored. */
export const usePageScreenshot = (pageId: string | null | undefined, screenshotId: string | null | undefined) =>
  useApiQuery('getPageScreenshot', pageId, screenshotId);
/** What this server can do that depends on how it is installed (the browser fetcher needs Chromium). */
export const useCapabilities = () => useApiQuery('getCapabilities');

/** A page write changes its website's page list and the timelines (and, through them, project summaries). */
async function refreshAfterPageWrite(queryClient: QueryClient, page: Page) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pageKeys.list(page.website_id) }),
    queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
    refreshProjectSummaries(queryClient),
  ]);
}

export const useCreatePage = (options?: MutationHookOptions<Page, { websiteId: string; data: PageCreate }>) =>
  useApiMutation(
    'createPage',
    { args: ({ websiteId, data }) => [websiteId, data], refresh: storeRow(pageKeys, refreshAfterPageWrite) },
    options,
  );

export const useUpdatePage = (options?: MutationHookOptions<Page, Edit<PageUpdate>>) =>
  useApiMutation('updatePage', { args: editArgs, refresh: storeRow(pageKeys, refreshAfterPageWrite) }, options);

export const useDeletePage = (options?: MutationHookOptions<Page, string>) =>
  useApiMutation(
    'deletePage',
    {
      args: idArgs,
      refresh: async (queryClient, page) => {
        queryClient.removeQueries({ queryKey: pageKeys.detail(page.id) });
        queryClient.removeQueries({ queryKey: pageKeys.changes(page.id) });
        await refreshAfterPageWrite(queryClient, page);
      },
    },
    options,
  );

/** A check updates the page, may add a change and events, and moves the website's last check. */
export const useCheckPage = (options?: MutationHookOptions<PageCheckResult, string>) =>
  useApiMutation(
    'checkPage',
    {
      args: idArgs,
      refresh: async (queryClient, result) => {
        queryClient.setQueryData(pageKeys.detail(result.page.id), result.page);
        await Promise.all([
          refreshAfterPageWrite(queryClient, result.page),
          queryClient.invalidateQueries({ queryKey: pageKeys.changes(result.page.id) }),
          queryClient.invalidateQueries({ queryKey: websiteKeys.detail(result.page.website_id) }),
          queryClient.invalidateQueries({ queryKey: websiteKeys.lists() }),
        ]);
      },
    },
    options,
  );

/** The whole page as it looks now, rendered by the server's browser (an image Blob; nothing is stored or refreshed). */
export const useCapturePageScreenshot = (options?: MutationHookOptions<Blob, string>) =>
  useApiMutation('capturePageScreenshot', { args: idArgs, refresh: async () => undefined }, options);
