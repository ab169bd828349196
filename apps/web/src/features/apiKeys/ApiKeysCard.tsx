import { useApiKeys, useDeleteApiKey } from '@spyglass/api/hooks';
import type { ApiKey, ApiKeyCreated } from '@spyglass/api/schema';
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
  toast,
} from '@spyglass/ui';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate, formatRelative } from '../../lib/formatDate';
import * as styles from './ApiKeys.css';
import { ApiKeyShownDialog } from './ApiKeyShownDialog';
import { CreateApiKeyDialog } from './dialogs';
import { QueryBody } from '../../lib/query/QueryBody';

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  return (
    <tr>
      <th scope="row" className={styles.cell}>
        <span className={styles.name}>{apiKey.name}</span>
        <span className={styles.prefix}>{t('apiKeys.prefix', { prefix: apiKey.prefix })}</span>
      </th>
      <td className={styles.cell}>
        <Badge tone={apiKey.scope === 'write' ? 'warning' : 'info'}>{t(`apiKeys.scopes.${apiKey.scope}`)}</Badge>
      </td>
      <td className={styles.cell}>{formatLongDate(apiKey.created_at, locale)}</td>
      <td className={styles.cell}>
        {apiKey.last_used_at ? formatRelative(apiKey.last_used_at, locale) : t('apiKeys.neverUsed')}
      </td>
      <td className={styles.cell}>
        <Button
          variant="ghost"
          size="small"
          onClick={onRevoke}
          aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
        >
          <Trash2 aria-hidden size={14} />
          {t('apiKeys.revoke')}
        </Button>
      </td>
    </tr>
  );
}

/** Account › API keys: the person's keys for scripts, a new one shown once, revocation. */
export function ApiKeysCard() {
  const { t } = useTranslation('settings');
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    remove.mutate(revoking, {
      onSuccess: () => {
        toast({ title: t('apiKeys.revokeConfirm.done'), description: revoking.name, variant: 'success' });
        setRevoking(null);
      },
      onError: (error) => {
        setRevoking(null);
        toast({ title: t('apiKeys.revokeConfirm.failed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  const body = (
    <QueryBody
      query={keys}
      loadingLabel={t('apiKeys.loading')}
      failedTitle={t('apiKeys.loadFailed')}
      empty={{
        isEmpty: (page) => page.data.length === 0,
        content: (
          <EmptyState
            icon={<KeyRound size={32} />}
            title={t('apiKeys.emptyTitle')}
            description={t('apiKeys.emptyDescription')}
            headingLevel={3}
          />
        ),
      }}
    >
      {(data) => (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('apiKeys.listLabel')}>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {t('apiKeys.columns.name')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('apiKeys.columns.scope')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('apiKeys.columns.created')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('apiKeys.columns.lastUsed')}
                </th>
                <th scope="col" className={styles.headCell}>
                  <span className={styles.hint}>{t('apiKeys.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryBody>
  );

  return (
    <Card>
      <CardHeader>
        <div className={styles.headerRow}>
          <div>
            <CardTitle as="h2">{t('apiKeys.title')}</CardTitle>
            <CardDescription>{t('apiKeys.description')}</CardDescription>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden size={16} />
            {t('apiKeys.create')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <ApiKeyShownDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        title={t('apiKeys.revokeConfirm.title')}
        message={revoking ? t('apiKeys.revokeConfirm.message', { name: revoking.name }) : ''}
        confirmLabel={t('apiKeys.revokeConfirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        pendingLabel={t('apiKeys.revokeConfirm.pending')}
        tone="destructive"
      />
    </Card>
  );
}
