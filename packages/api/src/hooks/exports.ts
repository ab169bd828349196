import type { DownloadedFile } from '../endpoints';
import type { ChangesExportQuery, FeedTokenCreated, FeedLanguage } from '../schema';
import { feedTokenKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { useApiQuery } from './query';

export const useFeedToken = (projectId: string | null | undefined) => useApiQuery('getFeedToken', projectId);

/** The variables of an export: the project, the file's format and the range. */
export interface ChangesExportRequest {
  projectId: string;
  format: 'csv' | 'json';
  range: ChangesExportQuery;
}

/**
 * Downloads a project's changes of a period. The export needs the bearer
 * token, which a plain link cannot carry: the file comes back through the
 * client (its Blob and the server's file name), for the screen to save.
 */
export function useExportChanges(options?: MutationHookOptions<DownloadedFile, ChangesExportRequest>) {
  const args = ({ projectId, range }: ChangesExportRequest): [string, ChangesExportQuery] => [projectId, range];
  const refresh = async () => undefined;
  const csv = useApiMutation('exportChangesCsv', { args, refresh }, options);
  const json = useApiMutation('exportChangesJson', { args, refresh }, options);
  const last = csv.submittedAt >= json.submittedAt ? csv : json;
  return {
    /** Starts the download of one format. */
    exportChanges: (request: ChangesExportRequest) => (request.format === 'csv' ? csv : json).mutate(request),
    /** The format being downloaded, if any. */
    pending: csv.isPending ? ('csv' as const) : json.isPending ? ('json' as const) : null,
    /** The latest download's failure. */
    error: last.error,
  };
}

/** Makes the project's feed link (or a new one in place of the old); its URL comes back this once. */
export const useCreateFeedToken = (
  options?: MutationHookOptions<FeedTokenCreated, { projectId: string; language: FeedLanguage }>,
) =>
  useApiMutation(
    'createFeedToken',
    {
      args: ({ projectId, language }) => [projectId, { language }],
      refresh: async (queryClient, created, { projectId }) => {
        const { url: _url, ...state } = created;
        queryClient.setQueryData(feedTokenKeys.detail(projectId), state);
      },
    },
    options,
  );

export const useRevokeFeedToken = (options?: MutationHookOptions<true, string>) =>
  useApiMutation(
    'revokeFeedToken',
    {
      args: (projectId: string) => [projectId],
      refresh: (queryClient, _answer, projectId) =>
        queryClient.invalidateQueries({ queryKey: feedTokenKeys.detail(projectId) }),
    },
    options,
  );
