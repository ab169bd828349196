import { describeEvent } from '@spyglass/api/events';
import type { Project } from '@spyglass/api/schema';
import { Card, CardContent, CardHeader, CardTitle } from '@spyglass/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate, formatRelative } from '../../lib/formatDate';
import { ProjectStatusBadge } from '../../features/projects/ProjectStatusBadge';
import { ChangesCard } from './ChangesCard';
import * as styles from './ProjectOverview.css';

/** SPEC §2 Overview: details (description, created date, status) and the summary. */
export function ProjectOverview({ project }: { project: Project }) {
  // The activity namespace tells the recent updates (describeEvent's keys live there).
  const { t, i18n } = useTranslation(['projects', 'activity']);
  const locale = useDateLocale();
  const updatesHeading = useId();
  return (
    <div className={styles.grid}>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('overview.details')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className={styles.details}>
            <dt>{t('overview.description')}</dt>
            <dd>{project.description || t('noDescription')}</dd>
            <dt>{t('overview.created')}</dt>
            <dd>{formatLongDate(project.created_at, locale) ?? t('overview.unknownDate')}</dd>
            <dt>{t('overview.status')}</dt>
            <dd>
              <ProjectStatusBadge status={project.status} />
            </dd>
            {project.url ? (
              <>
                <dt>{t('overview.website')}</dt>
                <dd>
                  <a className={styles.link} href={project.url} target="_blank" rel="noreferrer noopener">
                    {project.url}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('overview.summary')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('counts.competitorsLabel')}</dt>
              <dd>{project.competitor_count}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('counts.websitesLabel')}</dt>
              <dd>{project.website_count}</dd>
            </div>
          </dl>
          <h3 id={updatesHeading} className={styles.subheading}>
            {t('overview.recentUpdates')}
          </h3>
          {project.recent_updates.length === 0 ? (
            <p className={styles.muted}>{t('overview.noUpdates')}</p>
          ) : (
            <ul className={styles.updates} aria-labelledby={updatesHeading}>
              {project.recent_updates.map((update) => (
                <li key={update.id} className={styles.update}>
                  <span>{describeEvent(update, (key, values) => t(key, values), i18n.language)}</span>
                  <time className={styles.muted} dateTime={update.created_at}>
                    {formatRelative(update.created_at, locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <div className={styles.wide}>
        <ChangesCard projectId={project.id} />
      </div>
    </div>
  );
}
