import { Alert } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentTeamAccess, useRouteProjectAccess } from './useProjectAccess';

/**
 * Says why a viewer finds the controls that change a project disabled: shown
 * on each of a project's screens (the project is the address's), so nothing
 * is refused silently.
 */
export function ReadOnlyNotice() {
  const { t } = useTranslation('settings');
  const { canEdit } = useRouteProjectAccess();
  if (canEdit) return null;
  return (
    <Alert tone="info" title={t('teams.readOnly.title')}>
      {t('teams.readOnly.description')}
    </Alert>
  );
}

/** Says why a viewer of the current team finds "Create project" disabled: a new project goes to that team. */
export function ReadOnlyTeamNotice() {
  const { t } = useTranslation('settings');
  const { canEdit } = useCurrentTeamAccess();
  if (canEdit) return null;
  return (
    <Alert tone="info" title={t('teams.readOnly.title')}>
      {t('teams.readOnly.teamDescription')}
    </Alert>
  );
}
