import { useCheckPage } from '@spyglass/api/hooks';
import type { Page } from '@spyglass/api/schema';
import { Badge, Button, ExternalLink, IconButton, Menu, MenuItem, toast } from '@spyglass/ui';
import { differenceInMilliseconds } from 'date-fns/differenceInMilliseconds';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { Camera, CircleAlert, History, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { describeCheck } from './checkOutcome';
import { KeywordList } from './KeywordList';
import * as styles from './PagesCard.css';
import { useRouteProjectAccess } from '../teams';

/** A change within this window earns the page a "Changed" badge. */
export const RECENT_CHANGE_MS = 24 * 60 * 60 * 1000;

function readDate(value: string | null): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export type PageItemProps = {
  page: Page;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
  /** Opens the full-page screenshot of the page as it looks now. */
  onScreenshot: () => void;
  /** The clock, injectable so "recent" is testable. */
  now?: Date;
};

/**
 * One monitored page: name and address, watched keywords, when it was last
 * checked, a "Changed" badge after a recent change or the last check's error,
 * and its actions (check now, history, edit, delete; a full-page screenshot in its menu).
 */
export function PageItem({ page, onEdit, onDelete, onHistory, onScreenshot, now = new Date() }: PageItemProps) {
  const { t } = useTranslation('pages');
  const { canEdit } = useRouteProjectAccess();
  const locale = useDateLocale();
  const nameId = useId();
  const check = useCheckPage();
  const checked = readDate(page.last_checked_at);
  const changed = readDate(page.last_changed_at);
  const recentlyChanged = changed !== null && differenceInMilliseconds(now, changed) < RECENT_CHANGE_MS;
  const ago = (date: Date) => formatDistanceToNow(date > now ? now : date, { addSuffix: true, locale });

  const runCheck = () =>
    check.mutate(page.id, {
      onSuccess: (result) => toast(describeCheck(result, t)),
      onError: (error) => toast({ title: t('check.failed'), description: error.message, variant: 'destructive' }),
    });

  return (
    <li className={styles.item}>
      <div className={styles.itemTop}>
        <div className={styles.itemMain}>
          <div className={styles.nameRow}>
            <h3 id={nameId} className={styles.name}>
              {page.name}
            </h3>
            {page.is_active ? null : <Badge tone="neutral">{t('item.paused')}</Badge>}
            {page.fetcher === 'browser' ? (
              <Badge tone="info" title={t('item.browserHint')}>
                {t('item.browser')}
              </Badge>
            ) : null}
            {/* The error, when there is one, says more than "Changed". */}
            {recentlyChanged && changed && !page.last_error ? (
              <Badge tone="warning" title={format(changed, 'PPpp', { locale })}>
                {t('item.changedAt', { time: ago(changed) })}
              </Badge>
            ) : null}
          </div>
          <ExternalLink href={page.url} newTabHint={t('newTabHint')} className={styles.url}>
            {page.url}
          </ExternalLink>
          <p className={styles.meta}>
            {checked ? (
              <time dateTime={page.last_checked_at ?? undefined} title={format(checked, 'PPpp', { locale })}>
                {t('item.lastChecked', { time: ago(checked) })}
              </time>
            ) : (
              t('item.neverChecked')
            )}
          </p>
          {page.last_error ? (
            <p className={styles.error}>
              <CircleAlert aria-hidden size={16} className={styles.errorIcon} />
              {t('item.error', { message: page.last_error })}
            </p>
          ) : null}
          {page.alert_keywords.length > 0 ? (
            <div className={styles.keywords}>
              <span className={styles.meta}>{t('item.keywords')}</span>
              <KeywordList label={t('item.keywords')} keywords={page.alert_keywords} />
            </div>
          ) : null}
        </div>
        <div className={styles.actions}>
          {/* Visible words name these buttons; the page name describes them, so every row's buttons are told apart. */}
          <Button
            variant="secondary"
            size="small"
            loading={check.isPending}
            disabled={!canEdit}
            onClick={runCheck}
            aria-describedby={nameId}
          >
            {check.isPending ? (
              t('actions.checking')
            ) : (
              <>
                <RefreshCw aria-hidden size={16} />
                {t('actions.check')}
              </>
            )}
          </Button>
          <Button variant="ghost" size="small" onClick={onHistory} aria-describedby={nameId}>
            <History aria-hidden size={16} />
            {t('actions.history')}
          </Button>
          <IconButton
            label={t('actions.edit', { name: page.name })}
            icon={<Pencil />}
            size="small"
            disabled={!canEdit}
            onClick={onEdit}
          />
          <IconButton
            label={t('actions.delete', { name: page.name })}
            icon={<Trash2 />}
            size="small"
            variant="ghost"
            disabled={!canEdit}
            onClick={onDelete}
          />
          <Menu label={t('actions.more', { name: page.name })} size="small">
            <MenuItem icon={<Camera size={16} />} onSelect={onScreenshot}>
              {t('actions.screenshot')}
            </MenuItem>
          </Menu>
        </div>
      </div>
    </li>
  );
}
