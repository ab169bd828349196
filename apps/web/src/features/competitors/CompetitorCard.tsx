import type { Competitor } from '@spyglass/api/schema';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@spyglass/ui';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { CompetitorStatusBadge } from './CompetitorStatusBadge';
import * as styles from './CompetitorCard.css';

export type CompetitorCardProps = {
  competitor: Competitor;
  /** Where "View details" leads (the route table builds it). */
  href: string;
};

/** SPEC §2: one competitor on the dashboard grid. */
export function CompetitorCard({ competitor, href }: CompetitorCardProps) {
  const { t } = useTranslation('competitors');
  const industry = competitor.industry?.trim();
  return (
    <Card className={styles.card}>
      <CardHeader>
        <div className={styles.titleRow}>
          <CardTitle as="h2" className={styles.title}>
            {competitor.name}
          </CardTitle>
          <CompetitorStatusBadge active={competitor.is_active} />
        </div>
        {industry ? <p className={styles.industry}>{industry}</p> : null}
      </CardHeader>
      <CardContent className={styles.content}>
        {competitor.description ? (
          <p className={styles.description}>{competitor.description}</p>
        ) : (
          <p className={styles.noDescription}>{t('card.noDescription')}</p>
        )}
      </CardContent>
      <CardFooter>
        {/* Every card has this link: its accessible name says whose details it opens. */}
        <Button
          variant="secondary"
          size="small"
          render={<Link to={href} aria-label={t('card.viewDetailsOf', { name: competitor.name })} />}
        >
          {t('card.viewDetails')}
          <ArrowRight aria-hidden size={16} />
        </Button>
      </CardFooter>
    </Card>
  );
}
