import type { ActivityEvent } from '@spyglass/api/schema';
import { Timeline } from '@spyglass/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { toTimelineItems } from './toTimelineItems';

/** SPEC §2: the activity list never grows past 600px; it scrolls inside. */
export const ACTIVITY_MAX_HEIGHT = 600;

export type ActivityTimelineProps = {
  events: readonly ActivityEvent[];
  /** Accessible name of the list; "Activity" in the current language by default. */
  label?: string;
  /** The moment relative times count from (tests and stories pin it); now by default. */
  now?: Date;
  /** The level of the day headings, to fit the page outline (e.g. 2 right under the page's h1). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/**
 * Activity events on the shared timeline, grouped by day in the interface
 * language, with the translated "No activity yet" when there are none.
 */
export function ActivityTimeline({ events, label, now, headingLevel }: ActivityTimelineProps) {
  const { t, i18n } = useTranslation('activity');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo(() => toTimelineItems(events, t, language), [events, t, language]);
  return (
    <Timeline
      label={label ?? t('label')}
      items={items}
      emptyText={t('empty')}
      maxHeight={ACTIVITY_MAX_HEIGHT}
      now={now}
      headingLevel={headingLevel}
      locale={locale}
      // The monitor is not a person: "by the automatic monitor" reads better than "by Monitor".
      actorLabel={(name) => (name === t('monitor') ? t('byMonitor') : t('actor', { name }))}
      invalidDateLabel={t('unknownDate')}
      toneLabels={{
        created: t('tones.created'),
        updated: t('tones.updated'),
        deleted: t('tones.deleted'),
        changed: t('tones.changed'),
        alert: t('tones.alert'),
        other: t('tones.other'),
      }}
    />
  );
}
