import { ApiError } from '@spyglass/api/client';
import { usePageChange } from '@spyglass/api/hooks';
import { Alert, Dialog, Spinner } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import { ChangeEntry } from './ChangeEntry';
import * as styles from './PagesCard.css';

/** What a recorded change is opened by: its page, its id, and the page's name as the event kept it. */
export interface ChangeRef {
  pageId: string;
  changeId: string;
  pageName: string;
}

function ChangeBody({ pageId, changeId }: Omit<ChangeRef, 'pageName'>) {
  const { t } = useTranslation('pages');
  const change = usePageChange(pageId, changeId);
  if (change.isPending) return <Spinner label={t('change.loading')} />;
  if (change.isError) {
    // The page was deleted since, or the change aged out of what is kept.
    if (change.error instanceof ApiError && change.error.status === 404) {
      return <p className={styles.muted}>{t('change.gone')}</p>;
    }
    return (
      <Alert tone="destructive" title={t('change.loadFailed')}>
        {change.error.message}
      </Alert>
    );
  }
  return (
    <ul className={styles.changes} aria-label={t('change.listLabel')}>
      <ChangeEntry change={change.data} />
    </ul>
  );
}

export type ChangeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The change to show; the dialog keeps the last one while it closes. */
  change: ChangeRef | null;
};

/** One recorded change of a page with its diff, opened from an event of a feed or a timeline. */
export function ChangeDialog({ open, onClose, change }: ChangeDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <Dialog
      open={open && change !== null}
      onClose={onClose}
      title={t('change.title')}
      description={change ? t('change.description', { name: change.pageName }) : undefined}
      closeLabel={t('history.close')}
    >
      {change ? <ChangeBody pageId={change.pageId} changeId={change.changeId} /> : null}
    </Dialog>
  );
}
