import { useProjectChangeStats } from '@spyglass/api/hooks';
import type { ChangeStats } from '@spyglass/api/schema';
import { Alert, DailyBarChart, type DailyBarSeries } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/Link';
import { useDateLocale } from '../../lib/dateLocale';
import { paths } from '../../lib/paths';
import { ChangesLoading } from './ChangesCard';
import * as styles from './ProjectOverview.css';

/** Days the chart covers, and the days "this week" counts. */
export const CHART_DAYS = 30;
const WEEK_DAYS = 7;
/** Competitors drawn on their own; the rest share one series. */
const NAMED_SERIES = 5;

/** Temporal where the browser has it: its answer is free, where a first `Intl.DateTimeFormat` loads locale data. */
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;

/** The reader's time zone, whose midnights divide the days; asked once. */
let readerZone: string | undefined;
const timeZone = () =>
  (readerZone ??= temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** This week's changes and how many competitors they came from. */
export function weekOf(stats: ChangeStats): { changes: number; competitors: number; since: string | undefined } {
  const from = Math.max(0, stats.days.length - WEEK_DAYS);
  let changes = 0;
  let competitors = 0;
  for (const competitor of stats.competitors) {
    const recent = competitor.counts.slice(from).reduce((sum, count) => sum + count, 0);
    changes += recent;
    if (recent > 0) competitors += 1;
  }
  return { changes, competitors, since: stats.days[from] };
}

/** The busiest competitors as series of their own, the others together. */
function seriesOf(stats: ChangeStats, othersName: string): DailyBarSeries[] {
  const named = stats.competitors.slice(0, NAMED_SERIES);
  const rest = stats.competitors.slice(NAMED_SERIES);
  const series: DailyBarSeries[] = named.map((competitor) => ({
    id: competitor.id,
    name: competitor.name,
    values: competitor.counts,
  }));
  if (rest.length > 0) {
    series.push({
      id: 'others',
      name: othersName,
      values: stats.days.map((_, index) => rest.reduce((sum, competitor) => sum + (competitor.counts[index] ?? 0), 0)),
    });
  }
  return series;
}

export default function ChangesSummary({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const locale = useDateLocale();
  const stats = useProjectChangeStats(projectId, { days: CHART_DAYS, tz: timeZone() });
  if (stats.isPending) return <ChangesLoading label={t('changes.loading')} />;
  if (stats.isError) {
    return (
      <Alert tone="destructive" title={t('changes.loadFailed')}>
        {stats.error.message}
      </Alert>
    );
  }
  const week = weekOf(stats.data);
  const radar = paths.radar(
    projectId,
    new URLSearchParams({ type: 'changes', ...(week.since ? { from: week.since } : {}) }),
  );
  const day = (value: string) => format(parseISO(value), 'EEEE d MMMM', { locale });
  return (
    <div className={styles.changes}>
      <p className={styles.week}>
        <Link to={radar} className={styles.link}>
          {week.changes === 0
            ? t('changes.weekNone')
            : t('changes.week', {
                changes: t('changes.changeCount', { count: week.changes }),
                competitors: t('changes.competitorCount', { count: week.competitors }),
              })}
        </Link>
      </p>
      <DailyBarChart
        days={stats.data.days}
        series={seriesOf(stats.data, t('changes.others'))}
        label={t('changes.chartLabel', { count: CHART_DAYS })}
        formatDay={day}
        formatTick={(value) => format(parseISO(value), 'd MMM', { locale })}
        formatTotal={(total) => t('changes.changeCount', { count: total })}
        keyboardHint={t('changes.keyboardHint')}
        dayHeader={t('changes.day')}
        totalHeader={t('changes.total')}
        showTableLabel={t('changes.showTable')}
        showChartLabel={t('changes.showChart')}
        emptyText={t('changes.empty', { count: CHART_DAYS })}
      />
    </div>
  );
}
