import { useDeleteWebsite, useWebsites } from '@spyglass/api/hooks';
import type { Website } from '@spyglass/api/schema';
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
  ExternalLink,
  Menu,
  MenuItem,
  Spinner,
  toast,
} from '@spyglass/ui';
import { Globe, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { AddWebsiteDialog, EditWebsiteDialog } from './dialogs';
import { WebsiteStatusBadge } from './WebsiteStatusBadge';
import * as styles from './WebsitesCard.css';
import { useRouteProjectAccess } from '../teams';

type WebsiteRowProps = {
  website: Website;
  href: string;
  onEdit: () => void;
  onDelete: () => void;
};

function WebsiteRow({ website, href, onEdit, onDelete }: WebsiteRowProps) {
  const { t } = useTranslation('websites');
  const { canEdit } = useRouteProjectAccess();
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.nameRow}>
          {/* The name is the row's link: focusable, Enter opens it, and its hit area covers the row. */}
          <Link to={href} className={styles.name}>
            {website.name}
          </Link>
          <WebsiteStatusBadge active={website.is_active} />
        </div>
        {website.description ? <p className={styles.description}>{website.description}</p> : null}
        <ExternalLink href={website.url} newTabHint={t('newTabHint')} className={styles.url}>
          {website.url}
        </ExternalLink>
      </div>
      <div className={styles.raised}>
        <Menu label={t('row.actions', { name: website.name })}>
          <MenuItem icon={<Pencil size={16} />} disabled={!canEdit} onSelect={onEdit}>
            {t('row.edit')}
          </MenuItem>
          <MenuItem icon={<Trash2 size={16} />} tone="destructive" disabled={!canEdit} onSelect={onDelete}>
            {t('row.delete')}
          </MenuItem>
        </Menu>
      </div>
    </li>
  );
}

export type WebsitesCardProps = {
  competitorId: string;
  /** The detail URL of a website (built from the route table by the caller). */
  hrefOf: (website: Website) => string;
};

/**
 * SPEC §2: the competitor's websites with an add button, an empty state and
 * one row per website (name link, badge, description, external link, a menu
 * with edit and delete). Delete asks first, then really deletes.
 */
export function WebsitesCard({ competitorId, hrefOf }: WebsitesCardProps) {
  const { t } = useTranslation('websites');
  const { canEdit } = useRouteProjectAccess();
  const websites = useWebsites(competitorId);
  const remove = useDeleteWebsite();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Website | null>(null);
  const [deleting, setDeleting] = useState<Website | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        console.error('Deleting the website failed', error);
        setDeleting(null);
        toast({ title: t('delete.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  const addButton = (
    <Button disabled={!canEdit} onClick={() => setAdding(true)}>
      <Plus aria-hidden size={16} />
      {t('add')}
    </Button>
  );

  let body;
  if (websites.isPending) {
    body = <Spinner label={t('loading')} />;
  } else if (websites.isError) {
    body = (
      <Alert tone="destructive" title={t('loadFailed')}>
        {websites.error.message}
      </Alert>
    );
  } else if (websites.data.data.length === 0) {
    body = (
      <EmptyState
        icon={<Globe size={32} />}
        title={t('empty.title')}
        description={t('empty.description')}
        headingLevel={3}
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={t('listLabel')}>
        {websites.data.data.map((website) => (
          <WebsiteRow
            key={website.id}
            website={website}
            href={hrefOf(website)}
            onEdit={() => setEditing(website)}
            onDelete={() => setDeleting(website)}
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
          {addButton}
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AddWebsiteDialog open={adding} onClose={() => setAdding(false)} competitorId={competitorId} />
      {editing ? <EditWebsiteDialog open onClose={() => setEditing(null)} website={editing} /> : null}
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
