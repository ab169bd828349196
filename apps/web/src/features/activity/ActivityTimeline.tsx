import type { ActivityEvent } from '@spyglass/api/schema';
import { Button, Timeline } from '@spyglass/ui';
import { FileDiff } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { recordedChangeOf, type RecordedChange } from './recordedChange';
import { toTimelineItems } from './toTimelineItems';

/** SPEC §2: the activity list never grows past 600px; it scrolls inside. */
export const ACTIVITY_MAX_HEIGHT = 600;

export type ActivityTimelineProps = {
  /** The events; one with `unread: true` (the feed's) is marked new. */
  events: readonly (ActivityEvent & { unread?: boolean })[];
  /** Accessible name of the list; "Activity" in the current language by default. */
  label?: string;
  /** The moment relative times count from (tests and stories pin it); now by default. */
  now?: Date;
  /** The level of the day headings, to fit the page outline (e.g. 2 right under the page's h1). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Opens a recorded change; each page_changed event that names its change gets a button for it. */
  onOpenChange?: (change: RecordedChange) => void;
  /** Caps the height (600 px by default, SPEC §2); `null` lets the list grow with the page. */
  maxHeight?: number | null;
};

/**
 * Activity events on the shared timeline, grouped by day in the interface
 * language, with the translated "No activity yet" when there are none.
 */
export function ActivityTimeline({
  events,
  label,
  now,
  headingLevel,
  onOpenChange,
  maxHeight = ACTIVITY_MAX_HEIGHT,
}: ActivityTimelineProps) {
  const { t, i18n } = useTranslation('activity');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo(
    () =>
      toTimelineItems(events, t, language).map((item, index) => {
        const event = events[index]!;
        const change = onOpenChange ? recordedChangeOf(event) : null;
        return {
          ...item,
          ...(event.unread ? { badge: t('unread') } : {}),
          ...(change && onOpenChange
            ? {
                action: (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('viewChangeNamed', { name: change.pageName })}
                    onClick={() => onOpenChange(change)}
                  >
                    <FileDiff aria-hidden size={14} />
                    {t('viewChange')}
                  </Button>
                ),
              }
            : {}),
        };
      }),
    [events, t, language, onOpenChange],
  );
  return (
    <Timeline
      label={label ?? t('label')}
      items={items}
      emptyText={t('empty')}
      maxHeight={maxHeight ?? undefined}
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
