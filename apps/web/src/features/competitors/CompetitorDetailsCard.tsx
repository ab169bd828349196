import type { Competitor } from '@spyglass/api/schema';
import { Card, CardContent, CardHeader, CardTitle, DescriptionItem, DescriptionList } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { CompetitorStatusBadge } from './CompetitorStatusBadge';

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
        <DescriptionList>
          <DescriptionItem term={t('detail.description')} muted={!competitor.description}>
            {competitor.description || t('detail.noDescription')}
          </DescriptionItem>
          <DescriptionItem term={t('detail.created')}>
            {isValid(created) ? (
              <time dateTime={competitor.created_at}>{format(created, 'PPP', { locale })}</time>
            ) : null}
          </DescriptionItem>
          <DescriptionItem term={t('detail.status')}>
            <CompetitorStatusBadge active={competitor.is_active} />
          </DescriptionItem>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
