import { usePageChanges } from '@spyglass/api/hooks';
import type { Page, PageChange } from '@spyglass/api/schema';
import { Alert, Badge, Dialog, DiffView, Spinner } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { ChangeScreenshots } from './ChangeScreenshots';
import * as styles from './PagesCard.css';

function ChangeEntry({ change }: { change: PageChange }) {
  const { t } = useTranslation('pages');
  const locale = useDateLocale();
  const date = parseISO(change.created_at);
  const relative = isValid(date) ? formatDistanceToNow(date, { addSuffix: true, locale }) : '';
  return (
    <li className={styles.change}>
      <div className={styles.changeHeader}>
        {isValid(date) ? (
          <time dateTime={change.created_at} title={format(date, 'PPpp', { locale })} className={styles.changeTime}>
            {relative}
          </time>
        ) : null}
        <Badge tone="success">{t('history.added', { count: change.added_lines })}</Badge>
        <Badge tone="danger">{t('history.removed', { count: change.removed_lines })}</Badge>
      </div>
      {change.summary ? <p className={styles.changeSummary}>{change.summary}</p> : null}
      <ChangeScreenshots change={change} />
      <DiffView
        diff={change.diff}
        label={t('history.diffLabel', { time: relative })}
        addedLabel={t('history.addedLabel')}
        removedLabel={t('history.removedLabel')}
        emptyText={t('history.diffEmpty')}
      />
    </li>
  );
}

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
