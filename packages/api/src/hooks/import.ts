import type { ImportReport } from '../schema';
import { activityKeys, competitorKeys, pageKeys, websiteKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { refreshProjectSummaries } from './projects';

export interface ImportVariables {
  projectId: string;
  /** The CSV file's text. */
  csv: string;
  /** Check and report only: nothing is written. */
  dryRun: boolean;
}

/**
 * Imports a CSV file into a project, or (dry run) says what importing it
 * would do, row by row. After a real import the project's competitors,
 * websites, pages, timelines and summaries refresh.
 */
export const useImportProjectCsv = (options?: MutationHookOptions<ImportReport, ImportVariables>) =>
  useApiMutation(
    'importProjectCsv',
    {
      args: ({ projectId, csv, dryRun }) => [projectId, { csv }, dryRun ? { dry_run: '1' } : {}],
      refresh: async (queryClient, report, { projectId }) => {
        if (report.dry_run || report.summary.created === 0) return;
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: competitorKeys.list(projectId) }),
          queryClient.invalidateQueries({ queryKey: websiteKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: pageKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: activityKeys.lists() }),
          refreshProjectSummaries(queryClient),
        ]);
      },
    },
    options,
  );
