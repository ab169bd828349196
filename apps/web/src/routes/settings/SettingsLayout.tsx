import { useProject } from '@spyglass/api/hooks';
import { SectionNav, Spinner } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import * as screen from '../../features/layout/screen.css';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectNotFound } from '../project/ProjectNotFound';
import { settingsSectionPath, settingsSections } from './sections';
import * as styles from './SettingsLayout.css';
import { ReadOnlyNotice } from '../../features/teams';

/**
 * /{projectId}/settings (SPEC §2 sidebar "Settings"): the project's settings,
 * one section per address, with the sections listed beside them.
 */
export default function SettingsLayout() {
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation('settings');
  const project = useProject(projectId);
  useDocumentTitle(project.data ? t('titleFor', { name: project.data.name }) : t('title'));

  if (project.isPending) {
    return (
      <div className={screen.center}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (project.isError) return <ProjectNotFound />;

  const items = settingsSections.map((section) => {
    const href = settingsSectionPath(projectId, section);
    return { id: section.id, label: t(`sections.${section.id}`), href, active: pathname.replace(/\/$/, '') === href };
  });
  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <h1 className={screen.title}>{t('title')}</h1>
          <p className={screen.subtitle}>{t('subtitle', { name: project.data.name })}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <SectionNav
          label={t('sectionsLabel')}
          items={items}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
        <div className={styles.content}>
          <ReadOnlyNotice />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
