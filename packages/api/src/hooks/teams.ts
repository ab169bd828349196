import type { QueryClient } from '@tanstack/react-query';
import type { InvitationCreate, InvitationCreated, Member, Team, TeamCreate, TeamRole, User } from '../schema';
import { useSession } from '../session';
import { projectKeys, teamKeys, userKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { useApiQuery } from './query';

export const useTeams = () => useApiQuery('listTeams');
export const useMembers = (teamId: string | null | undefined) => useApiQuery('listMembers', teamId);
export const useInvitations = (teamId: string | null | undefined) => useApiQuery('listInvitations', teamId);

/** The caller's role in a team (null while the teams load, or for a team they are not in). */
export function useTeamRole(teamId: string | null | undefined): TeamRole | null {
  const { data } = useTeams();
  return data?.data.find((team) => team.id === teamId)?.role ?? null;
}

/** A change of teams changes which projects the list shows, and everyone's roles. */
async function refreshTeams(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}

export const useCreateTeam = (options?: MutationHookOptions<Team, TeamCreate>) =>
  useApiMutation('createTeam', { args: (payload: TeamCreate) => [payload], refresh: refreshTeams }, options);

/** Switching the current team: the signed-in user and the project list follow. */
export const useSetCurrentTeam = (options?: MutationHookOptions<User, string>) => {
  const { refresh } = useSession();
  return useApiMutation(
    'setCurrentTeam',
    {
      args: (teamId: string) => [{ team_id: teamId }],
      refresh: async (queryClient, user) => {
        queryClient.setQueryData(userKeys.me(), user);
        await Promise.all([refresh(), refreshTeams(queryClient)]);
      },
    },
    options,
  );
};

export const useUpdateMember = (
  options?: MutationHookOptions<Member, { teamId: string; userId: string; role: TeamRole }>,
) =>
  useApiMutation(
    'updateMember',
    {
      args: ({ teamId, userId, role }) => [teamId, userId, { role }],
      refresh: (queryClient, _member, { teamId }) =>
        queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
    },
    options,
  );

/** Removes a member, or (the caller's own id) leaves the team. */
export const useRemoveMember = (options?: MutationHookOptions<true, { teamId: string; userId: string }>) =>
  useApiMutation(
    'removeMember',
    {
      args: ({ teamId, userId }) => [teamId, userId],
      refresh: async (queryClient, _answer, { teamId }) => {
        await queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
        await refreshTeams(queryClient);
      },
    },
    options,
  );

export const useCreateInvitation = (
  options?: MutationHookOptions<InvitationCreated, { teamId: string; data: InvitationCreate }>,
) =>
  useApiMutation(
    'createInvitation',
    {
      args: ({ teamId, data }) => [teamId, data],
      refresh: (queryClient, _invitation, { teamId }) =>
        queryClient.invalidateQueries({ queryKey: teamKeys.invitations(teamId) }),
    },
    options,
  );

export const useRevokeInvitation = (options?: MutationHookOptions<true, { teamId: string; invitationId: string }>) =>
  useApiMutation(
    'revokeInvitation',
    {
      args: ({ teamId, invitationId }) => [teamId, invitationId],
      refresh: (queryClient, _answer, { teamId }) =>
        queryClient.invalidateQueries({ queryKey: teamKeys.invitations(teamId) }),
    },
    options,
  );

/** Joining a team makes it the current one: the user, the teams and the projects are read anew. */
export const useAcceptInvitation = (options?: MutationHookOptions<Team, string>) => {
  const { refresh } = useSession();
  return useApiMutation(
    'acceptInvitation',
    {
      args: (token: string) => [token],
      refresh: async (queryClient) => {
        await Promise.all([
          refresh(),
          refreshTeams(queryClient),
          queryClient.invalidateQueries({ queryKey: userKeys.me() }),
        ]);
      },
    },
    options,
  );
};
