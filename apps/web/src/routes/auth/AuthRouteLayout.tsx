import { AuthLayout, Dialog } from '@spyglass/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import * as styles from './AuthRouteLayout.css';

/** The auth screens share the branding panel (SPEC §2); read more explains the product. */
export default function AuthRouteLayout() {
  const { t } = useTranslation('auth');
  const [aboutOpen, setAboutOpen] = useState(false);
  return (
    <>
      <AuthLayout
        panelTitle={t('panel.title')}
        panelDescription={t('panel.description')}
        readMoreLabel={t('panel.readMore')}
        onReadMore={() => setAboutOpen(true)}
      >
        <Outlet />
      </AuthLayout>
      <Dialog
        open={aboutOpen}
        onClose={() => setAboutOpen(false)}
        title={t('about.title')}
        description={t('about.intro')}
        closeLabel={t('common:actions.close')}
      >
        <ul className={styles.list}>
          <li>{t('about.map')}</li>
          <li>{t('about.track')}</li>
          <li>{t('about.act')}</li>
        </ul>
      </Dialog>
    </>
  );
}
