import { usePageChanges } from '@spyglass/api/hooks';
import type { Page } from '@spyglass/api/schema';
import { Alert, Dialog, Spinner } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { ChangeEntry } from './ChangeEntry';
import * as styles from './PagesCard.css';

function HistoryBody({ page }: { page: Page }) {
  const { t } = useTranslation('pages');
  const changes = usePageChanges(page.id);
  if (changes.isPending) return <Spinner label={t('history.loading')} />;
  if (changes.isError) {
    return (
      <Alert tone="destructive" title={t('history.loadFailed')}>
        {changes.error.message}
      </Alert>
    );
  }
  if (changes.data.data.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  return (
    <ol className={styles.changes} aria-label={t('history.listLabel')}>
      {changes.data.data.map((change) => (
        <ChangeEntry key={change.id} change={change} />
      ))}
    </ol>
  );
}

export type PageHistoryDialogProps = {
  open: boolean;
  onClose: () => void;
  page: Page;
};

/** A page's recorded changes, newest first, each with its line counts, its screenshots (browser fetcher) and diff. */
export function PageHistoryDialog({ open, onClose, page }: PageHistoryDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('history.title')}
      description={t('history.description', { name: page.name })}
      closeLabel={t('history.close')}
    >
      {/* Mounted only while open, so the history is fetched when asked for. */}
      <HistoryBody page={page} />
    </Dialog>
  );
}
