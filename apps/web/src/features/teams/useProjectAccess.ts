import { useProject, useTeams } from '@spyglass/api/hooks';
import type { TeamRole } from '@spyglass/api/schema';
import { useParams } from 'react-router-dom';

export interface ProjectAccess {
  /** The caller's role in the team (null while the teams load). */
  role: TeamRole | null;
  /** Owners and editors change content (competitors, websites, pages, checks, settings). */
  canEdit: boolean;
  /** Owners delete projects and manage members. */
  canManage: boolean;
}

/**
 * What the signed-in person may do in a team's projects, from their role in
 * it. Until the teams have loaded nothing is disabled: the server refuses
 * what a role may not do anyway (403 with its reason).
 */
export function useTeamAccess(teamId: string | null | undefined): ProjectAccess {
  const { data } = useTeams();
  return accessOf(data?.data.find((team) => team.id === teamId)?.role ?? null);
}

/** The same in the current team, where a new project goes (SPEC §3). */
export function useCurrentTeamAccess(): ProjectAccess {
  const { data } = useTeams();
  return accessOf(data?.data.find((team) => team.is_current)?.role ?? null);
}

function accessOf(role: TeamRole | null): ProjectAccess {
  return {
    role,
    canEdit: role === null || role === 'owner' || role === 'editor',
    canManage: role === null || role === 'owner',
  };
}

/** What the signed-in person may do in the project the address names (its team's role). */
export function useProjectAccess(projectId: string | null | undefined): ProjectAccess {
  const { data: project } = useProject(projectId);
  return useTeamAccess(project?.team_id);
}

/** The same, for a component inside a project's screen: the project comes from the address. */
export function useRouteProjectAccess(): ProjectAccess {
  const { projectId } = useParams();
  return useProjectAccess(projectId);
}
