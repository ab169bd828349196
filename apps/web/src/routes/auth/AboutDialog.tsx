import { Dialog } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './AuthRouteLayout.css';

/** What the branding panel's read-more button opens: the product in three lines. */
export default function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
  );
}
