import type { Website } from '@spyglass/api/schema';
import { Card, CardContent, CardHeader, CardTitle, DescriptionItem, DescriptionList, ExternalLink } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { formatFrequency } from './frequency';

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
        <DescriptionList>
          <DescriptionItem term={t('detail.url')}>
            <ExternalLink href={website.url} newTabHint={t('newTabHint')}>
              {website.url}
            </ExternalLink>
          </DescriptionItem>
          {website.description ? (
            <DescriptionItem term={t('detail.description')}>{website.description}</DescriptionItem>
          ) : null}
          <DescriptionItem term={t('detail.frequency')}>
            {formatFrequency(website.check_frequency_minutes, t)}
          </DescriptionItem>
          {checked && isValid(checked) ? (
            <DescriptionItem term={t('detail.lastChecked')}>
              <time dateTime={website.last_checked_at ?? undefined} title={format(checked, 'PPpp', { locale })}>
                {formatDistanceToNow(checked, { addSuffix: true, locale })}
              </time>
            </DescriptionItem>
          ) : (
            <DescriptionItem term={t('detail.lastChecked')} muted>
              {t('detail.neverChecked')}
            </DescriptionItem>
          )}
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
