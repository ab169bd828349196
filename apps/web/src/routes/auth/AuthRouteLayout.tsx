import { AuthLayout } from '@spyglass/ui';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

// Loaded when first opened: dialogs are not part of showing the login screen.
const AboutDialog = lazy(() => import('./AboutDialog'));

/** The auth screens share the branding panel (SPEC §2); read more explains the product. */
export default function AuthRouteLayout() {
  const { t } = useTranslation('auth');
  const [aboutOpen, setAboutOpen] = useState(false);
  const [aboutWanted, setAboutWanted] = useState(false);
  return (
    <>
      <AuthLayout
        panelTitle={t('panel.title')}
        panelDescription={t('panel.description')}
        readMoreLabel={t('panel.readMore')}
        onReadMore={() => {
          setAboutWanted(true);
          setAboutOpen(true);
        }}
      >
        <Outlet />
      </AuthLayout>
      {aboutWanted ? (
        <Suspense fallback={null}>
          <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
