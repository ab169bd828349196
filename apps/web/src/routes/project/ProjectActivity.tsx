import { useProjectActivity } from '@spyglass/api/hooks';
import { Alert, Spinner, Timeline } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { toTimelineItems } from '../../features/activity/toTimelineItems';
import { useDateLocale } from '../../lib/dateLocale';
import * as screen from '../../features/layout/screen.css';

/** SPEC §3/§4: the project's latest events on the shared timeline. */
export const PROJECT_ACTIVITY_LIMIT = 50;

export function ProjectActivity({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects', 'activity']);
  const locale = useDateLocale();
  const activity = useProjectActivity(projectId, { limit: PROJECT_ACTIVITY_LIMIT });

  if (activity.isPending) {
    return (
      <div className={screen.center}>
        <Spinner label={t('activity.loading')} />
      </div>
    );
  }
  if (activity.isError) {
    return (
      <Alert tone="destructive" title={t('activity.loadFailed')}>
        {activity.error.message}
      </Alert>
    );
  }
  return (
    <Timeline
      label={t('activity.label')}
      items={toTimelineItems(activity.data.data, t)}
      emptyText={t('activity.empty')}
      maxHeight={600}
      locale={locale}
      invalidDateLabel={t('activity.unknownDate')}
    />
  );
}
