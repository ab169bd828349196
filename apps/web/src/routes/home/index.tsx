import { useProjects } from '@spyglass/api/hooks';
import { Alert, Button, EmptyState, Spinner } from '@spyglass/ui';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateProjectDialog } from '../../features/projects/dialogs';
import { ProjectCard } from '../../features/projects/ProjectCard';
import { ReadOnlyNotice, useCurrentTeamAccess } from '../../features/teams';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from '../../features/layout/screen.css';

/** SPEC §2 "/": the project list, one card per project with its counts. */
export default function HomeRoute() {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const { canEdit } = useCurrentTeamAccess();
  useDocumentTitle(t('list.title'));
  const list = projects.data?.data ?? [];

  let content;
  if (projects.isPending) {
    content = (
      <div className={styles.center}>
        <Spinner label={t('list.loading')} />
      </div>
    );
  } else if (projects.isError) {
    content = (
      <Alert tone="destructive" title={t('list.loadFailed')}>
        <p>{projects.error.message}</p>
        <Button variant="secondary" size="small" onClick={() => void projects.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<FolderPlus aria-hidden size={32} />}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
        headingLevel={2}
        action={
          <Button disabled={!canEdit} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className={styles.grid} aria-label={t('list.title')}>
        {list.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{t('list.title')}</h1>
          <p className={styles.subtitle}>{t('list.subtitle')}</p>
        </div>
        <Button disabled={!canEdit} onClick={() => setCreating(true)}>
          <Plus aria-hidden size={16} />
          {t('list.create')}
        </Button>
      </div>
      <ReadOnlyNotice scope="team" />
      {content}
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
