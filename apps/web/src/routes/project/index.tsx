import { useDeleteProject, useProject } from '@spyglass/api/hooks';
import { Button, ConfirmDialog, Spinner, Tab, TabList, TabPanel, Tabs } from '@spyglass/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EditProjectDialog } from '../../features/projects/dialogs';
import { ProjectStatusBadge } from '../../features/projects/ProjectStatusBadge';
import * as screen from '../../features/layout/screen.css';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectActivity } from './ProjectActivity';
import { ProjectNotFound } from './ProjectNotFound';
import { ProjectOverview } from './ProjectOverview';
import { ReadOnlyNotice, useTeamAccess } from '../../features/teams';

/** SPEC §2 /{projectId}: the project with its Overview and Activity tabs. */
export default function ProjectRoute() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const project = useProject(projectId);
  const access = useTeamAccess(project.data?.team_id);
  const deleteProject = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useDocumentTitle(project.data?.name ?? t('detail.title'));

  if (project.isPending) {
    return (
      <div className={screen.center}>
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  // SPEC §2: not found or any error shows the not-found message with a way back.
  if (project.isError) return <ProjectNotFound />;
  const current = project.data;

  const onConfirmDelete = () => {
    deleteProject.mutate(current.id, {
      onSuccess: () => navigate(paths.home),
      // SPEC §4/§8: a failed delete is only logged.
      onError: (error) => console.error('Deleting the project failed', error),
      // SPEC §4: the dialog closes either way.
      onSettled: () => setConfirmingDelete(false),
    });
  };

  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <div className={screen.actions}>
            <h1 className={screen.title}>{current.name}</h1>
            <ProjectStatusBadge status={current.status} />
          </div>
          {current.description ? <p className={screen.subtitle}>{current.description}</p> : null}
        </div>
        <div className={screen.actions}>
          <Button variant="secondary" disabled={!access.canEdit} onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            {t('common:actions.edit')}
          </Button>
          <Button
            variant="destructive"
            disabled={!access.canManage}
            aria-describedby={access.canEdit && !access.canManage ? 'owner-only-delete' : undefined}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 aria-hidden size={16} />
            {t('common:actions.delete')}
          </Button>
        </div>
      </div>
      <ReadOnlyNotice />
      {access.canEdit && !access.canManage ? (
        <p id="owner-only-delete" className={screen.subtitle}>
          {t('common:teams.ownerOnlyDelete')}
        </p>
      ) : null}
      <Tabs defaultSelectedId="overview">
        <TabList label={t('detail.tabsLabel')}>
          <Tab id="overview">{t('detail.tabs.overview')}</Tab>
          <Tab id="activity">{t('detail.tabs.activity')}</Tab>
        </TabList>
        <TabPanel tabId="overview">
          <ProjectOverview project={current} />
        </TabPanel>
        {/* Drawn when chosen: a hidden timeline of up to 50 events would slow the first screen for nothing. */}
        <TabPanel tabId="activity" unmountOnHide>
          <ProjectActivity projectId={current.id} />
        </TabPanel>
      </Tabs>
      <EditProjectDialog open={editing} onClose={() => setEditing(false)} project={current} />
      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={onConfirmDelete}
        title={t('delete.title')}
        message={t('delete.message', { name: current.name })}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        pending={deleteProject.isPending}
        pendingLabel={t('common:actions.deleting')}
        tone="destructive"
      />
    </div>
  );
}
