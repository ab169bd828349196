import { Alert } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentTeamAccess, useRouteProjectAccess } from './useProjectAccess';

/**
 * Says why a viewer finds the controls that change things disabled, so
 * nothing is refused silently: on each of a project's screens (`project`,
 * the address's project) and on the project list (`team`: a new project
 * goes to the current team).
 */
export function ReadOnlyNotice({ scope = 'project' }: { scope?: 'project' | 'team' }) {
  const { t } = useTranslation();
  const project = useRouteProjectAccess();
  const team = useCurrentTeamAccess();
  if ((scope === 'team' ? team : project).canEdit) return null;
  return (
    <Alert tone="info" title={t('teams.readOnly.title')}>
      {scope === 'team' ? t('teams.readOnly.teamDescription') : t('teams.readOnly.description')}
    </Alert>
  );
}
