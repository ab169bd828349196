import type { Website } from '@spyglass/api/schema';
import { Card, CardContent, CardHeader, CardTitle, ExternalLink } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatFrequency } from './frequency';
import * as styles from './WebsiteDetailsCard.css';

/**
 * SPEC §2: the website's address as an external link, its description when
 * set, the monitoring frequency in words (SPEC §9) and when it was last
 * checked, or that it never was (DESIGN: `last_checked_at`).
 */
export function WebsiteDetailsCard({ website }: { website: Website }) {
  const { t } = useTranslation('websites');
  const locale = useDateLocale();
  const checked = website.last_checked_at ? parseISO(website.last_checked_at) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('detail.details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.url')}</dt>
            <dd className={styles.value}>
              <ExternalLink href={website.url} newTabHint={t('newTabHint')}>
                {website.url}
              </ExternalLink>
            </dd>
          </div>
          {website.description ? (
            <div className={styles.row}>
              <dt className={styles.term}>{t('detail.description')}</dt>
              <dd className={styles.value}>{website.description}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.frequency')}</dt>
            <dd className={styles.value}>{formatFrequency(website.check_frequency_minutes, t)}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.lastChecked')}</dt>
            <dd className={styles.value}>
              {checked && isValid(checked) ? (
                <time dateTime={website.last_checked_at ?? undefined} title={format(checked, 'PPpp', { locale })}>
                  {formatDistanceToNow(checked, { addSuffix: true, locale })}
                </time>
              ) : (
                <span className={styles.muted}>{t('detail.neverChecked')}</span>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
