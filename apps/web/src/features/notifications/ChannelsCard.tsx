import {
  useChannels,
  useDeleteChannel,
  useRotateChannelSecret,
  useTestChannel,
  useUpdateChannel,
} from '@spyglass/api/hooks';
import type { Channel } from '@spyglass/api/schema';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Switch,
  toast,
} from '@spyglass/ui';
import { BellRing, KeyRound, ListChecks, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddChannelDialog, EditChannelDialog } from './dialogs';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { useMailEnabled } from './MailOffNotice';
import * as styles from './Notifications.css';
import { SecretDialog } from './SecretDialog';
import { useRouteProjectAccess } from '../teams';
import { QueryBody } from '../../lib/query/QueryBody';

function ChannelItem({
  channel,
  onEdit,
  onDelete,
  onLog,
  onRotate,
}: {
  channel: Channel;
  onEdit: () => void;
  onDelete: () => void;
  onLog: () => void;
  onRotate: () => void;
}) {
  const { canEdit } = useRouteProjectAccess();
  const { t } = useTranslation('settings');
  const nameId = useId();
  const update = useUpdateChannel();
  const test = useTestChannel();
  const events = channel.events.map((type) => t(`notifications.events.${type}`)).join(', ');
  const sendTest = () =>
    test.mutate(channel.id, {
      onSuccess: (result) =>
        result.delivered
          ? toast({ title: t('notifications.testSent'), description: channel.target, variant: 'success' })
          : toast({ title: t('notifications.testFailed'), description: result.error ?? '', variant: 'destructive' }),
      onError: (error) =>
        toast({ title: t('notifications.testFailed'), description: error.message, variant: 'destructive' }),
    });
  const toggle = (enabled: boolean) =>
    update.mutate(
      { id: channel.id, data: { enabled } },
      {
        onError: (error) =>
          toast({ title: t('notifications.toggleFailed'), description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <li className={styles.item} aria-labelledby={nameId}>
      <div className={styles.itemTop}>
        <Badge tone="info">{t(`notifications.kinds.${channel.kind}`)}</Badge>
        <span id={nameId} className={styles.target}>
          {channel.target}
        </span>
      </div>
      <p className={styles.meta}>
        {t('notifications.sends', { events })}
        {channel.events.includes('check_failed')
          ? ` · ${t('notifications.failedAfter', { count: channel.failure_threshold })}`
          : ''}
      </p>
      <div className={styles.actions}>
        <Switch
          label={t('notifications.enabled')}
          checked={channel.enabled}
          disabled={!canEdit || update.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
          aria-describedby={nameId}
        />
        <Button
          variant="secondary"
          size="small"
          disabled={!canEdit}
          onClick={sendTest}
          loading={test.isPending}
          aria-describedby={nameId}
        >
          <Send aria-hidden size={14} />
          {test.isPending ? t('notifications.testing') : t('notifications.test')}
        </Button>
        <Button variant="secondary" size="small" onClick={onLog} aria-describedby={nameId}>
          <ListChecks aria-hidden size={14} />
          {t('notifications.log')}
        </Button>
        <Button variant="secondary" size="small" disabled={!canEdit} onClick={onEdit} aria-describedby={nameId}>
          <Pencil aria-hidden size={14} />
          {t('notifications.edit')}
        </Button>
        {channel.kind === 'webhook' ? (
          <Button variant="secondary" size="small" disabled={!canEdit} onClick={onRotate} aria-describedby={nameId}>
            <KeyRound aria-hidden size={14} />
            {t('notifications.rotate')}
          </Button>
        ) : null}
        <Button variant="ghost" size="small" disabled={!canEdit} onClick={onDelete} aria-describedby={nameId}>
          <Trash2 aria-hidden size={14} />
          {t('notifications.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Settings › Notifications: the project's channels, each with its test, switch, log and secret. */
export function ChannelsCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('settings');
  const mailEnabled = useMailEnabled();
  const channels = useChannels(projectId);
  const remove = useDeleteChannel();
  const rotate = useRotateChannelSecret();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Channel | null>(null);
  const { canEdit } = useRouteProjectAccess();
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [rotating, setRotating] = useState<Channel | null>(null);
  const [logOf, setLogOf] = useState<Channel | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast({ title: t('notifications.deleteConfirm.done'), description: deleting.target, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        toast({ title: t('notifications.deleteConfirm.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };
  const confirmRotate = () => {
    if (!rotating) return;
    rotate.mutate(rotating, {
      onSuccess: (answer) => {
        setRotating(null);
        setSecret(answer.secret);
      },
      onError: (error) => {
        setRotating(null);
        toast({ title: t('notifications.rotateConfirm.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  const body = (
    <QueryBody
      query={channels}
      loadingLabel={t('notifications.loading')}
      failedTitle={t('notifications.loadFailed')}
      empty={{
        isEmpty: (page) => page.data.length === 0,
        content: (
          <EmptyState
            icon={<BellRing size={32} />}
            title={t('notifications.emptyTitle')}
            description={t('notifications.emptyDescription')}
            headingLevel={3}
          />
        ),
      }}
    >
      {(data) => (
        <ul className={styles.list} aria-label={t('notifications.listLabel')}>
          {data.data.map((channel) => (
            <ChannelItem
              key={channel.id}
              channel={channel}
              onEdit={() => setEditing(channel)}
              onDelete={() => setDeleting(channel)}
              onLog={() => setLogOf(channel)}
              onRotate={() => setRotating(channel)}
            />
          ))}
        </ul>
      )}
    </QueryBody>
  );

  return (
    <Card>
      <CardHeader>
        <div className={styles.headerRow}>
          <div>
            <CardTitle as="h2">{t('notifications.title')}</CardTitle>
            <CardDescription>{t('notifications.description')}</CardDescription>
          </div>
          <Button disabled={!canEdit} onClick={() => setAdding(true)}>
            <Plus aria-hidden size={16} />
            {t('notifications.add')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <AddChannelDialog
        open={adding}
        onClose={() => setAdding(false)}
        projectId={projectId}
        mailEnabled={mailEnabled}
        onCreated={(channel) => {
          if (channel.secret) setSecret(channel.secret);
        }}
      />
      {editing ? <EditChannelDialog open onClose={() => setEditing(null)} channel={editing} /> : null}
      <DeliveryLogDialog channel={logOf} onClose={() => setLogOf(null)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('notifications.deleteConfirm.title')}
        message={deleting ? t('notifications.deleteConfirm.message', { target: deleting.target }) : ''}
        confirmLabel={t('notifications.deleteConfirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        pendingLabel={t('notifications.deleteConfirm.pending')}
        tone="destructive"
      />
      <ConfirmDialog
        open={rotating !== null}
        onClose={() => setRotating(null)}
        onConfirm={confirmRotate}
        title={t('notifications.rotateConfirm.title')}
        message={rotating ? t('notifications.rotateConfirm.message', { target: rotating.target }) : ''}
        confirmLabel={t('notifications.rotateConfirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={rotate.isPending}
        pendingLabel={t('notifications.rotateConfirm.pending')}
      />
    </Card>
  );
}
