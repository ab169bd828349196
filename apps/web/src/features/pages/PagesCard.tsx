import { useDeletePage, usePages } from '@spyglass/api/hooks';
import type { Page } from '@spyglass/api/schema';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Spinner,
  toast,
} from '@spyglass/ui';
import { FileSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPageDialog, EditPageDialog, FullPageScreenshotDialog, PageHistoryDialog } from './dialogs';
import { PageItem } from './PageItem';
import * as styles from './PagesCard.css';
import { useRouteProjectAccess } from '../teams';

/**
 * The website's monitored pages: an Add page button, the list (or an empty
 * state), and per page check now, history, edit and delete. A failed load
 * shows the load-failed alert with the message (SPEC §8).
 */
export type PagesCardProps = {
  websiteId: string;
  /** A page whose change history opens at once (a notification's link names it). */
  historyOf?: string | null;
  /** That history was closed. */
  onLinkedHistoryClosed?: () => void;
};

export function PagesCard({ websiteId, historyOf = null, onLinkedHistoryClosed }: PagesCardProps) {
  const { t } = useTranslation('pages');
  const { canEdit } = useRouteProjectAccess();
  const pages = usePages(websiteId);
  const remove = useDeletePage();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Page | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const [history, setHistory] = useState<Page | null>(null);
  const [screenshot, setScreenshot] = useState<Page | null>(null);

  const linked = historyOf ? (pages.data?.data.find((page) => page.id === historyOf) ?? null) : null;
  const shownHistory = history ?? linked;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (page) => {
        setDeleting(null);
        toast({ title: t('toast.deleted'), description: page.name, variant: 'success' });
      },
      onError: (error) => {
        console.error('Deleting the page failed', error);
        setDeleting(null);
        toast({ title: t('delete.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  let body;
  if (pages.isPending) {
    body = <Spinner label={t('loading')} />;
  } else if (pages.isError) {
    body = (
      <Alert tone="destructive" title={t('loadFailed')}>
        {pages.error.message}
      </Alert>
    );
  } else if (pages.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<FileSearch size={32} />}
        title={t('empty.title')}
        description={t('empty.description')}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t('listLabel')}>
        {pages.data.data.map((page) => (
          <PageItem
            key={page.id}
            page={page}
            onEdit={() => setEditing(page)}
            onDelete={() => setDeleting(page)}
            onHistory={() => setHistory(page)}
            onScreenshot={() => setScreenshot(page)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className={styles.headerRow}>
          <div>
            <CardTitle as="h2">{t('title')}</CardTitle>
            <CardDescription>{t('subtitle')}</CardDescription>
          </div>
          <Button disabled={!canEdit} onClick={() => setAdding(true)}>
            <Plus aria-hidden size={16} />
            {t('add')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AddPageDialog open={adding} onClose={() => setAdding(false)} websiteId={websiteId} />
      {editing ? <EditPageDialog open onClose={() => setEditing(null)} page={editing} /> : null}
      {shownHistory ? (
        <PageHistoryDialog
          open
          onClose={() => {
            setHistory(null);
            if (!history) onLinkedHistoryClosed?.();
          }}
          page={shownHistory}
        />
      ) : null}
      {screenshot ? <FullPageScreenshotDialog open onClose={() => setScreenshot(null)} page={screenshot} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('delete.title')}
        message={deleting ? t('delete.message', { name: deleting.name }) : ''}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        pendingLabel={t('delete.pending')}
        tone="destructive"
      />
    </Card>
  );
}
