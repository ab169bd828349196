import { useCreateFeedToken, useFeedToken, useRevokeFeedToken } from '@spyglass/api/hooks';
import { feedLanguages, type FeedLanguage } from '@spyglass/api/schema';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Select,
  Spinner,
  TextField,
  toast,
} from '@spyglass/ui';
import { Copy, Link2, Link2Off, RefreshCw, Rss } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate } from '../../lib/formatDate';
import * as styles from './Exports.css';
import { useProjectAccess } from '../teams';

const asFeedLanguage = (language: string): FeedLanguage => {
  const base = language.split('-')[0] ?? 'en';
  return (feedLanguages as readonly string[]).includes(base) ? (base as FeedLanguage) : 'en';
};

/** The link just made, shown this once with a copy button. */
function NewLink({ url }: { url: string }) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('export.feed.copied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the reader to copy.
      input.current?.select();
      toast({ title: t('export.feed.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className={styles.stack}>
      <div className={styles.linkRow}>
        <TextField
          ref={input}
          label={t('export.feed.link')}
          value={url}
          readOnly
          className={styles.link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden size={16} />
          {t('export.feed.copy')}
        </Button>
      </div>
      <Alert tone="info">{t('export.feed.shownOnce')}</Alert>
    </div>
  );
}

/**
 * Settings › Export and feed: the project's Atom feed link, for feed readers
 * and Slack's RSS app. The link carries a secret token: it is shown once when
 * made; a new one replaces it, revoking it stops the feed.
 */
export function FeedCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('settings');
  const locale = useDateLocale();
  const state = useFeedToken(projectId);
  const [shown, setShown] = useState<string | null>(null);
  // A feed link lets anyone who has it read the project: viewers may not make or revoke one.
  const { canEdit } = useProjectAccess(projectId);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [language, setLanguage] = useState<FeedLanguage>(() => asFeedLanguage(i18n.language));
  const create = useCreateFeedToken({
    onSuccess: (created) => {
      setShown(created.url);
      setConfirming(null);
    },
  });
  const revoke = useRevokeFeedToken({
    onSuccess: () => {
      setShown(null);
      setConfirming(null);
      toast({ title: t('export.feed.revoked'), variant: 'success' });
    },
  });
  const make = () =>
    create.mutate(
      { projectId, language },
      {
        onError: (error) => {
          setConfirming(null);
          toast({ title: t('export.feed.createFailed'), description: error.message, variant: 'destructive' });
        },
      },
    );
  const confirmRevoke = () =>
    revoke.mutate(projectId, {
      onError: (error) => {
        setConfirming(null);
        toast({ title: t('export.feed.revokeFailed'), description: error.message, variant: 'destructive' });
      },
    });

  let body;
  if (state.isPending) body = <Spinner label={t('export.feed.loading')} />;
  else if (state.isError) body = <Alert tone="destructive">{t('export.feed.loadFailed')}</Alert>;
  else {
    const active = state.data.active;
    body = (
      <div className={styles.stack}>
        {active ? (
          <p className={styles.meta}>
            {t('export.feed.active', {
              date: (state.data.created_at && formatLongDate(state.data.created_at, locale)) ?? '',
            })}{' '}
            {t('export.feed.activeLanguage', { language: t(`languages.${state.data.language ?? 'en'}`) })}
          </p>
        ) : (
          <p className={styles.meta}>{t('export.feed.none')}</p>
        )}
        {shown ? <NewLink url={shown} /> : null}
        <div className={styles.row}>
          <Select
            label={t('export.feed.language')}
            options={feedLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={language}
            onChange={(value) => setLanguage(value as FeedLanguage)}
          />
        </div>
        <div className={styles.actions}>
          {active ? (
            <>
              <Button variant="secondary" disabled={!canEdit} onClick={() => setConfirming('rotate')}>
                <RefreshCw aria-hidden size={16} />
                {t('export.feed.rotate')}
              </Button>
              <Button variant="destructive" disabled={!canEdit} onClick={() => setConfirming('revoke')}>
                <Link2Off aria-hidden size={16} />
                {t('export.feed.revoke')}
              </Button>
            </>
          ) : (
            <Button disabled={!canEdit} onClick={make} loading={create.isPending}>
              <Link2 aria-hidden size={16} />
              {create.isPending ? t('export.feed.creating') : t('export.feed.create')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Rss aria-hidden size={18} /> {t('export.feed.title')}
        </CardTitle>
        <CardDescription>{t('export.feed.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className={styles.stack}>
          <p className={styles.meta}>{t('export.feed.howTo')}</p>
          {body}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming === 'rotate'}
        onClose={() => setConfirming(null)}
        onConfirm={make}
        title={t('export.feed.rotateConfirm.title')}
        message={t('export.feed.rotateConfirm.message')}
        confirmLabel={t('export.feed.rotateConfirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={create.isPending}
        pendingLabel={t('export.feed.creating')}
        tone="primary"
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onClose={() => setConfirming(null)}
        onConfirm={confirmRevoke}
        title={t('export.feed.revokeConfirm.title')}
        message={t('export.feed.revokeConfirm.message')}
        confirmLabel={t('export.feed.revokeConfirm.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={revoke.isPending}
        pendingLabel={t('export.feed.revoking')}
        tone="destructive"
      />
    </Card>
  );
}
