import { useSession } from '@spyglass/api/session';
import { Dialog } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './LanguageSelect';
import * as styles from './layout.css';

/** The preferences button's dialog: who is signed in, and the interface language. */
export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('preferences.title')}
      description={t('preferences.description')}
      closeLabel={t('actions.close')}
    >
      <div className={styles.preferences}>
        <section className={styles.preferenceSection} aria-labelledby="preferences-account">
          <h2 id="preferences-account" className={styles.sectionTitle}>
            {t('preferences.account')}
          </h2>
          <dl className={styles.details}>
            <dt>{t('preferences.name')}</dt>
            <dd>{user?.full_name?.trim() || t('preferences.noName')}</dd>
            <dt>{t('preferences.email')}</dt>
            <dd>{user?.email}</dd>
          </dl>
        </section>
        <LanguageSelect name="preferences-language" hint={t('language.hint')} />
      </div>
    </Dialog>
  );
}
