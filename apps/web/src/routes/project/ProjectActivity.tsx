import { useProjectActivity } from '@spyglass/api/hooks';
import { Alert, Spinner } from '@spyglass/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTimeline, type RecordedChange } from '../../features/activity';
import * as screen from '../../features/layout/screen.css';
import { ChangeDialog } from '../../features/pages/dialogs';

/** SPEC §9: timelines show the latest 50 events. */
export const PROJECT_ACTIVITY_LIMIT = 50;

/** The project-wide timeline of its competitors', websites' and pages' events. */
export function ProjectActivity({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const activity = useProjectActivity(projectId, { limit: PROJECT_ACTIVITY_LIMIT });
  const [opened, setOpened] = useState<RecordedChange | null>(null);

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
    <>
      <ActivityTimeline
        events={activity.data.data}
        label={t('activity.label')}
        headingLevel={2}
        onOpenChange={setOpened}
      />
      <ChangeDialog open={opened !== null} onClose={() => setOpened(null)} change={opened} />
    </>
  );
}
