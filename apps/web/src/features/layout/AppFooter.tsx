import { Footer } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { siteLinks } from '../../lib/siteLinks';

/** Copyright with the current year, terms, privacy and support (SPEC §2 Chrome). */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Footer
      copyright={t('footer.copyright', { year: new Date().getFullYear() })}
      links={[
        { label: t('footer.terms'), href: siteLinks.terms },
        { label: t('footer.privacy'), href: siteLinks.privacy },
        { label: t('footer.support'), href: siteLinks.support },
      ]}
    />
  );
}
