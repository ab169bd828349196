import { useProject } from '@spyglass/api/hooks';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  DescriptionItem,
  DescriptionList,
  ExternalLink,
} from '@spyglass/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EditProjectDialog } from '../../features/projects/dialogs';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate } from '../../lib/formatDate';
import { useRouteProjectAccess } from '../../features/teams';

/** Settings › Project: the project's own details, edited in the project dialog. */
export default function ProjectSettings() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation(['settings', 'projects']);
  const locale = useDateLocale();
  const [editing, setEditing] = useState(false);
  const { canEdit } = useRouteProjectAccess();
  // The layout has loaded the project already; this reads the same cache entry.
  const { data: project } = useProject(projectId);
  if (!project) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('project.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList>
          <DescriptionItem term={t('project.name')}>{project.name}</DescriptionItem>
          <DescriptionItem term={t('project.description')} muted={!project.description}>
            {project.description || t('projects:noDescription')}
          </DescriptionItem>
          <DescriptionItem term={t('project.url')} muted={!project.url}>
            {project.url ? (
              <ExternalLink href={project.url} newTabHint={t('newTabHint')}>
                {project.url}
              </ExternalLink>
            ) : (
              t('project.noUrl')
            )}
          </DescriptionItem>
          <DescriptionItem term={t('project.created')}>
            {formatLongDate(project.created_at, locale) ?? t('projects:overview.unknownDate')}
          </DescriptionItem>
        </DescriptionList>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" disabled={!canEdit} onClick={() => setEditing(true)}>
          <Pencil aria-hidden size={16} />
          {t('project.edit')}
        </Button>
      </CardFooter>
      <EditProjectDialog open={editing} onClose={() => setEditing(false)} project={project} />
    </Card>
  );
}
