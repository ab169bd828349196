import { SectionNav } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '../../lib/Link';
import * as screen from '../../features/layout/screen.css';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from '../settings/SettingsLayout.css';
import { accountSectionPath, accountSections } from './sections';

/** /account (profile menu): the signed-in person's own settings, one section per address. */
export default function AccountLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation('settings');
  useDocumentTitle(t('account.title'));
  const items = accountSections.map((section) => {
    const href = accountSectionPath(section);
    return {
      id: section.id,
      label: t(`account.sections.${section.id}`),
      href,
      active: pathname.replace(/\/$/, '') === href,
    };
  });
  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <h1 className={screen.title}>{t('account.title')}</h1>
          <p className={screen.subtitle}>{t('account.subtitle')}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <SectionNav
          label={t('account.sectionsLabel')}
          items={items}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
