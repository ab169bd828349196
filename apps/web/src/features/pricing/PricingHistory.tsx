import { formatMoney } from '@spyglass/api/events';
import { useApiQuery } from '@spyglass/api/hooks';
import type { PlanPriceHistory } from '@spyglass/api/schema';
import { Alert, EmptyState, Spinner, StepChart, type StepSeries } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import * as styles from './PricingHistory.css';

/** Plans that can share an axis: the same page, currency and period. */
interface ChartGroup {
  key: string;
  pageName: string;
  currency: string;
  period: PlanPriceHistory['period'];
  plans: PlanPriceHistory[];
}

function groupPlans(plans: readonly PlanPriceHistory[]): ChartGroup[] {
  const groups = new Map<string, ChartGroup>();
  for (const plan of plans) {
    const key = `${plan.page_id}|${plan.currency}|${plan.period ?? ''}`;
    const group = groups.get(key) ?? {
      key,
      pageName: plan.page_name,
      currency: plan.currency,
      period: plan.period,
      plans: [],
    };
    group.plans.push(plan);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Every plan's price over time on a competitor's pages, as step charts (one
 * per page, currency and period, so prices on one axis compare), each with
 * its table: what a product marketer takes to a pricing meeting.
 */
export function PricingHistory({ competitorId }: { competitorId: string }) {
  const { t, i18n } = useTranslation('competitors');
  const locale = useDateLocale();
  const history = useApiQuery('getPricingHistory', competitorId);
  if (history.isPending) return <Spinner label={t('pricing.loading')} />;
  if (history.isError) {
    return (
      <Alert tone="destructive" title={t('pricing.loadFailed')}>
        {history.error.message}
      </Alert>
    );
  }
  const groups = groupPlans(history.data.data);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<LineChart size={32} />}
        title={t('pricing.empty.title')}
        description={t('pricing.empty.description')}
        headingLevel={2}
      />
    );
  }
  const labels = {
    showTable: t('pricing.showTable'),
    seriesColumn: t('pricing.plan'),
    timeColumn: t('pricing.since'),
    valueColumn: t('pricing.price'),
    noValue: t('pricing.removed'),
    keyboardHint: t('pricing.keyboardHint'),
  };
  return (
    <div className={styles.charts}>
      <p className={styles.intro}>{t('pricing.intro')}</p>
      {groups.map((group) => {
        const series: StepSeries[] = group.plans.map((plan) => ({
          id: `${plan.plan}|${plan.page_id}`,
          label: plan.plan,
          points: plan.points.map((point) => ({ at: point.at, value: point.amount })),
        }));
        return (
          <StepChart
            key={group.key}
            title={t(group.period ? `pricing.title.${group.period}` : 'pricing.title.none', {
              page: group.pageName,
              currency: group.currency,
            })}
            series={series}
            formatValue={(value) => formatMoney(value, group.currency, i18n.language)}
            formatTime={(date) => format(date, 'PP', { locale })}
            labels={labels}
            emptyText={t('pricing.empty.title')}
          />
        );
      })}
    </div>
  );
}
