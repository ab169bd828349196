import type { Discovery } from '@spyglass/api/schema';
import { Alert, Button } from '@spyglass/ui';
import { Square } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Recon.css';

export type DiscoveryStatusProps = {
  discovery: Discovery;
  onStop: () => void;
  stopping: boolean;
  onRetry: () => void;
};

/**
 * Where a discovery stands: while it runs, a progress bar (its requests
 * against its budget) with the pages found so far and a way to stop it;
 * afterwards, why it failed or that it was stopped.
 */
export function DiscoveryStatus({ discovery, onStop, stopping, onRetry }: DiscoveryStatusProps) {
  const { t } = useTranslation('pages');
  const labelId = useId();
  if (discovery.status === 'running') {
    return (
      <div className={styles.progress}>
        <p id={labelId} className={styles.hint}>
          {t('recon.progress.label')}
        </p>
        <div className={styles.progressRow}>
          <progress
            className={styles.bar}
            aria-labelledby={labelId}
            value={discovery.requests}
            max={discovery.max_requests}
          />
          <Button variant="secondary" onClick={onStop} loading={stopping}>
            <Square aria-hidden size={14} />
            {t('recon.progress.stop')}
          </Button>
        </div>
        <p className={styles.hint} role="status">
          {t('recon.progress.found', { count: discovery.count })}
        </p>
      </div>
    );
  }
  if (discovery.status === 'failed') {
    return (
      <Alert tone="destructive" title={t('recon.failed')}>
        <p>{discovery.error ?? t('recon.failedUnknown')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (discovery.status === 'cancelled') {
    return (
      <p className={styles.hint} role="status">
        {t('recon.stopped', { count: discovery.count })}
      </p>
    );
  }
  return (
    <p className={styles.hint} role="status">
      {t(discovery.source === 'links' ? 'recon.doneFromLinks' : 'recon.doneFromSitemap', { count: discovery.count })}
    </p>
  );
}
