import { ApiError } from '@spyglass/api/client';
import { useCompetitors, useProject } from '@spyglass/api/hooks';
import { Alert, Button, EmptyState, Spinner } from '@spyglass/ui';
import { FolderX, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { CompetitorBrowser, CreateCompetitorDialog } from '../../features/competitors';
import * as screen from '../../features/layout/screen.css';
import { type RouteParams, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ReadOnlyNotice, useTeamAccess } from '../../features/teams';

/** SPEC §2: without a (reachable) project there are no competitors to show. */
function NoProject() {
  const { t } = useTranslation('competitors');
  return (
    <EmptyState
      icon={<FolderX size={32} />}
      title={t('noProject.title')}
      description={t('noProject.description')}
      headingLevel={2}
      action={
        <Button variant="secondary" render={<Link to={paths.home} />}>
          {t('noProject.link')}
        </Button>
      }
    />
  );
}

/** SPEC §2 /{projectId}/competitors: the project's competitor dashboard. */
export default function CompetitorsRoute() {
  const { projectId } = useParams<RouteParams>();
  const { t } = useTranslation('competitors');
  const project = useProject(projectId);
  const { canEdit } = useTeamAccess(project.data?.team_id);
  const competitors = useCompetitors(projectId);
  const [adding, setAdding] = useState(false);
  useDocumentTitle(t('title'));

  // A project that does not exist (or is another team's: the server says 404) is no project.
  const noProject = !projectId || (project.error instanceof ApiError && project.error.status === 404);

  let body;
  if (noProject) {
    body = <NoProject />;
  } else if (competitors.isPending) {
    body = (
      <div className={screen.center}>
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (competitors.isError) {
    body = (
      <Alert tone="destructive" title={t('loadFailed')}>
        {competitors.error.message}
      </Alert>
    );
  } else {
    body = (
      <CompetitorBrowser
        competitors={competitors.data.data}
        hrefOf={(competitor) => paths.competitor(competitor.project_id, competitor.id)}
        onAdd={() => setAdding(true)}
      />
    );
  }

  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <h1 className={screen.title}>{t('title')}</h1>
          <p className={screen.subtitle}>{project.data ? project.data.name : t('subtitle')}</p>
        </div>
        {noProject || !projectId ? null : (
          <div className={screen.actions}>
            <Button variant="secondary" render={<Link to={paths.settings(projectId, 'import')} />}>
              <Upload aria-hidden size={16} />
              {t('importCsv')}
            </Button>
            <Button disabled={!canEdit} onClick={() => setAdding(true)}>
              <Plus aria-hidden size={16} />
              {t('add')}
            </Button>
          </div>
        )}
      </div>
      <ReadOnlyNotice />
      {body}
      {projectId && !noProject ? (
        // The new card appears in the grid (the list is refreshed); the user stays on the dashboard.
        <CreateCompetitorDialog open={adding} onClose={() => setAdding(false)} projectId={projectId} />
      ) : null}
    </div>
  );
}
