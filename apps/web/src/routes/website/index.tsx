import { useDeleteWebsite, useWebsite } from '@spyglass/api/hooks';
import { Alert, Button, Spinner, toast } from '@spyglass/ui';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import * as screen from '../../features/layout/screen.css';
import { PagesCard } from '../../features/pages';
import { EditWebsiteDialog, WebsiteDetailsCard, WebsiteStatusBadge } from '../../features/websites';
import { type RouteParams, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './WebsiteRoute.css';
import { ReadOnlyNotice, useRouteProjectAccess } from '../../features/teams';

/** SPEC §2: the website detail view: its details and its monitored pages. */
export default function WebsiteRoute() {
  const { projectId = '', competitorId = '', websiteId = '' } = useParams<RouteParams>();
  // A notification's link names a page whose change history opens at once (?history=<pageId>).
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useTranslation('websites');
  const navigate = useNavigate();
  const website = useWebsite(websiteId);
  const { canEdit } = useRouteProjectAccess();
  const remove = useDeleteWebsite();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(website.data?.name ?? t('title'));
  const backHref = paths.competitor(projectId, competitorId);

  const back = (
    <div>
      <Button variant="ghost" size="small" render={<Link to={backHref} />}>
        <ArrowLeft aria-hidden size={16} />
        {t('detail.back')}
      </Button>
    </div>
  );

  if (website.isPending) {
    return (
      <div className={screen.center}>
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  // SPEC §8: the load-failed alert with the message.
  if (website.isError) {
    return (
      <div className={screen.page}>
        {back}
        {/* The screen keeps its h1 when the website is missing, so the outline still starts at level 1. */}
        <h1 className={screen.title}>{t('title')}</h1>
        <Alert tone="destructive" title={t('detail.loadFailed')}>
          {website.error.message}
        </Alert>
      </div>
    );
  }
  const current = website.data;

  // SPEC §4/§5: the browser's own confirmation first (text key confirm_delete_website), then back to the competitor.
  const deleteWebsite = () => {
    if (!window.confirm(t('confirm_delete_website', { name: current.name }))) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        toast({ title: t('delete.done'), description: current.name, variant: 'success' });
        navigate(backHref, { replace: true });
      },
      onError: (error) => {
        console.error('Deleting the website failed', error);
        toast({ title: t('delete.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <div className={screen.page}>
      {back}
      <div className={screen.pageHeader}>
        <div className={styles.titleRow}>
          <h1 className={screen.title}>{current.name}</h1>
          <WebsiteStatusBadge active={current.is_active} />
        </div>
        <div className={screen.actions}>
          <Button variant="secondary" disabled={!canEdit} onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            {t('detail.edit')}
          </Button>
          <Button variant="destructive" disabled={!canEdit} loading={remove.isPending} onClick={deleteWebsite}>
            {remove.isPending ? null : <Trash2 aria-hidden size={16} />}
            {remove.isPending ? t('delete.pending') : t('detail.delete')}
          </Button>
        </div>
      </div>
      <ReadOnlyNotice />
      <div className={styles.content}>
        <WebsiteDetailsCard website={current} />
        <PagesCard
          websiteId={current.id}
          historyOf={searchParams.get('history')}
          onLinkedHistoryClosed={() => setSearchParams({}, { replace: true })}
        />
      </div>
      <EditWebsiteDialog open={editing} onClose={() => setEditing(false)} website={current} />
    </div>
  );
}
