import type { Competitor } from '@spyglass/api/schema';
import { Card, CardContent, CardHeader, CardTitle } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { CompetitorStatusBadge } from './CompetitorStatusBadge';
import * as styles from './CompetitorDetailsCard.css';

/** SPEC §2: the competitor's description (or a no-description text), created date and status. */
export function CompetitorDetailsCard({ competitor }: { competitor: Competitor }) {
  const { t } = useTranslation('competitors');
  const locale = useDateLocale();
  const created = parseISO(competitor.created_at);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('detail.details')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.description')}</dt>
            <dd className={competitor.description ? styles.value : styles.muted}>
              {competitor.description || t('detail.noDescription')}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.created')}</dt>
            <dd className={styles.value}>
              {isValid(created) ? (
                <time dateTime={competitor.created_at}>{format(created, 'PPP', { locale })}</time>
              ) : null}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{t('detail.status')}</dt>
            <dd className={styles.value}>
              <CompetitorStatusBadge active={competitor.is_active} />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
