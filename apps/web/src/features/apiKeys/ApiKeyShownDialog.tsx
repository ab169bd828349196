import type { ApiKeyCreated } from '@spyglass/api/schema';
import { Alert, Button, Dialog, toast } from '@spyglass/ui';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ApiKeys.css';

/** A key just created, shown this once: copy it now, it is not kept. */
export function ApiKeyShownDialog({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast({ title: t('apiKeys.shown.copied'), variant: 'success' });
    } catch {
      toast({ title: t('apiKeys.shown.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      title={t('apiKeys.shown.title', { name: created?.name ?? '' })}
      closeLabel={t('common:actions.close')}
      hideOnInteractOutside={false}
      footer={<Button onClick={onClose}>{t('apiKeys.shown.done')}</Button>}
    >
      <div className={styles.keyBlock}>
        <Alert tone="info" title={t('apiKeys.shown.once')}>
          {t('apiKeys.shown.onceDetail')}
        </Alert>
        <p id={labelId} className={styles.legend}>
          {t('apiKeys.shown.label')}
        </p>
        <output className={styles.key} aria-labelledby={labelId}>
          {created?.key}
        </output>
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden size={16} />
            {t('apiKeys.shown.copy')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
