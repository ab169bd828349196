import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PagingParams } from '../client';
import type { List, Project, ProjectCreate, ProjectUpdate } from '../schema';
import { useSession } from '../session';
import { activityKeys, projectKeys } from './keys';
import { editArgs, idArgs, storeRow, useApiMutation, type Edit, type MutationHookOptions } from './mutation';
import { apiQueryOptions, useApiQuery } from './query';

export const projectsQueryOptions = (client: ApiClient) => apiQueryOptions(client, 'listProjects');
export const projectQueryOptions = (client: ApiClient, id: string) => apiQueryOptions(client, 'getProject', id);
export const projectActivityQueryOptions = (client: ApiClient, projectId: string, paging?: PagingParams) =>
  apiQueryOptions(client, 'getProjectActivity', projectId, paging);

/** SPEC §6: project listing is disabled without a token. */
export const useProjects = () => useApiQuery('listProjects');
export const useProject = (id: string | null | undefined) => useApiQuery('getProject', id);
export const useProjectActivity = (projectId: string | null | undefined, paging?: PagingParams) =>
  useApiQuery('getProjectActivity', projectId, paging);

/** Counts and recent updates of projects change with every competitor, website and page write. */
export const refreshProjectSummaries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: projectKeys.all });

/**
 * SPEC §4: the new project is appended to the cached list at once, then the
 * list is invalidated. SPEC §3: team_id is the user's default team when the
 * caller gives none; a missing team is logged and left to the server.
 */
export function useCreateProject(options?: MutationHookOptions<Project, ProjectCreate>) {
  const { user } = useSession();
  return useApiMutation(
    'createProject',
    {
      args: (payload) => {
        // A new project lands in the team the list shows (the current team), else the default one.
        const teamId = payload.team_id ?? user?.current_team_id ?? user?.default_team_id ?? null;
        if (!teamId) console.warn('Creating a project without a team_id: the user has no default team loaded');
        return [teamId ? { ...payload, team_id: teamId } : payload];
      },
      refresh: async (queryClient, project) => {
        queryClient.setQueryData<List<Project>>(projectKeys.list(), (list) =>
          list ? { data: [...list.data, project], count: list.count + 1 } : list,
        );
        queryClient.setQueryData(projectKeys.detail(project.id), project);
        await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      },
    },
    options,
  );
}

export const useUpdateProject = (options?: MutationHookOptions<Project, Edit<ProjectUpdate>>) =>
  useApiMutation(
    'updateProject',
    { args: editArgs, refresh: storeRow(projectKeys, (queryClient) => refreshProjectSummaries(queryClient)) },
    options,
  );

/** SPEC §4: on success the project lists are invalidated. */
export const useDeleteProject = (options?: MutationHookOptions<true, string>) =>
  useApiMutation(
    'deleteProject',
    {
      args: idArgs,
      refresh: async (queryClient, _result, id) => {
        queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
        queryClient.removeQueries({ queryKey: activityKeys.list(id) });
        await queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      },
    },
    options,
  );
