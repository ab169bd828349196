import { useTeams } from '@spyglass/api/hooks';
import { Spinner } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { TeamMembers } from '../settings/MembersSection';

/** Account › Team: the members of the current team (the one the project list shows), even before it has a project. */
export default function TeamSection() {
  const { t } = useTranslation('settings');
  const teams = useTeams();
  if (teams.isPending) return <Spinner label={t('teams.members.loading')} />;
  const current = teams.data?.data.find((team) => team.is_current) ?? null;
  return <TeamMembers teamId={current?.id ?? null} />;
}
