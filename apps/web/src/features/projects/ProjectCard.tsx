import type { Project } from '@spyglass/api/schema';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import * as styles from './ProjectCard.css';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/** One project on the home screen: name, status, description and its counts. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  return (
    <Card className={styles.card}>
      <CardHeader>
        <div className={styles.titleRow}>
          <CardTitle as="h2">{project.name}</CardTitle>
          <ProjectStatusBadge status={project.status} />
        </div>
        <CardDescription className={styles.description}>{project.description || t('noDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className={styles.counts}>
          <div className={styles.count}>
            <dt>{t('counts.competitorsLabel')}</dt>
            <dd>{project.competitor_count}</dd>
          </div>
          <div className={styles.count}>
            <dt>{t('counts.websitesLabel')}</dt>
            <dd>{project.website_count}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" render={<Link to={paths.project(project.id)} />}>
          {t('list.open', { name: project.name })}
        </Button>
      </CardFooter>
    </Card>
  );
}
