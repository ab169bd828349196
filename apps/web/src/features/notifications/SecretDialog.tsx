import { Button, Dialog } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './Notifications.css';

/** A webhook's signing secret, shown this once (creation, rotation). */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      title={t('notifications.secret.title')}
      description={t('notifications.secret.description')}
      closeLabel={t('common:actions.close')}
      footer={<Button onClick={onClose}>{t('notifications.secret.done')}</Button>}
    >
      <p className={styles.meta}>{t('notifications.secret.label')}</p>
      <output className={styles.secret} aria-label={t('notifications.secret.label')}>
        {secret}
      </output>
    </Dialog>
  );
}
