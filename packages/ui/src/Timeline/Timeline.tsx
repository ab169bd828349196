import type { Locale } from 'date-fns';
import { BellRing, Circle, FileDiff, Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  formatDay,
  formatFullTime,
  groupByDay,
  metaEntries,
  relativeTime,
  timelineTones,
  type TimelineDay,
  type TimelineEntry,
  type TimelineItem,
  type TimelineTone,
} from './groupByDay';
import * as styles from './Timeline.css';

const toneIcons: Record<TimelineTone, LucideIcon> = {
  created: Plus,
  updated: Pencil,
  deleted: Trash2,
  changed: FileDiff,
  alert: BellRing,
  other: Circle,
};

const defaultToneLabels: Record<TimelineTone, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  changed: 'Changed',
  alert: 'Alert',
  other: 'Event',
};

export interface TimelineProps {
  items: readonly TimelineItem[];
  /** The accessible name of the list (and of its scroll region), e.g. "Competitor activity". */
  label: string;
  /** Shown when there are no items, e.g. "No activity yet". */
  emptyText: string;
  /** Caps the height (e.g. 600 or "40rem"); the list then scrolls in a focusable region. */
  maxHeight?: number | string;
  /** The date-fns locale for relative times and day headings; English when absent. */
  locale?: Locale;
  /** The moment relative times count from; defaults to now, refreshed every minute. */
  now?: Date;
  /** How the actor is shown, e.g. (name) => `by ${name}`. */
  actorLabel?: (name: string) => string;
  /** The heading of the group of items whose time cannot be read. */
  invalidDateLabel?: string;
  /** Screen-reader names of the tones (the colour and icon show them visually). */
  toneLabels?: Partial<Record<TimelineTone, string>>;
  /** The level of the day headings. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** The current time, refreshed each minute so "5 minutes ago" stays true while the page is open. */
function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/**
 * Events grouped by calendar day, newest day and newest event first, each
 * with a coloured icon for its kind, a relative time and optional details.
 */
export function Timeline({
  items,
  label,
  emptyText,
  maxHeight,
  locale,
  now,
  actorLabel = (name) => `by ${name}`,
  invalidDateLabel = 'Unknown date',
  toneLabels,
  headingLevel = 3,
  className,
}: TimelineProps) {
  const days = useMemo(() => groupByDay(items), [items]);
  const currentNow = useNow(now);
  const labels = { ...defaultToneLabels, ...toneLabels };

  if (days.length === 0) {
    return <p className={className ? `${styles.empty} ${className}` : styles.empty}>{emptyText}</p>;
  }

  const list = (
    <ol
      aria-label={label}
      className={maxHeight === undefined && className ? `${styles.days} ${className}` : styles.days}
    >
      {days.map((day) => (
        <DayGroup
          key={day.key}
          day={day}
          heading={formatDay(day.date, locale) ?? invalidDateLabel}
          headingLevel={headingLevel}
          render={(entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              toneLabel={labels[entry.tone] ?? labels.other}
              relative={relativeTime(entry.date, { now: currentNow, locale })}
              fullTime={formatFullTime(entry.date, locale)}
              actorLabel={actorLabel}
            />
          )}
        />
      ))}
    </ol>
  );

  if (maxHeight === undefined) return list;
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable area must be reachable by keyboard (axe scrollable-region-focusable), so it is a named, focusable region.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className ? `${styles.scroll} ${className}` : styles.scroll}
      style={{ maxHeight }}
    >
      {list}
    </div>
  );
}

interface DayGroupProps {
  day: TimelineDay;
  heading: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  render: (entry: TimelineEntry) => ReactNode;
}

function DayGroup({ day, heading, headingLevel, render }: DayGroupProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <li data-day={day.key}>
      <Heading id={headingId} className={styles.dayHeading}>
        {day.date ? <time dateTime={day.key}>{heading}</time> : heading}
      </Heading>
      <ol aria-labelledby={headingId} className={styles.items}>
        {day.items.map(render)}
      </ol>
    </li>
  );
}

interface EntryProps {
  entry: TimelineEntry;
  toneLabel: string;
  relative: string | null;
  fullTime: string | null;
  actorLabel: (name: string) => string;
}

function Entry({ entry, toneLabel, relative, fullTime, actorLabel }: EntryProps) {
  // Unknown tones from bad data fall back to the neutral look instead of crashing.
  const tone: TimelineTone = timelineTones.includes(entry.tone) ? entry.tone : 'other';
  const Icon = toneIcons[tone];
  const meta = metaEntries(entry.meta);
  return (
    <li className={styles.item} data-tone={tone}>
      <span className={styles.marker[tone]} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.body}>
        <div className={styles.headline}>
          <p className={styles.title}>
            <VisuallyHidden>{`${toneLabel}: `}</VisuallyHidden>
            {entry.title}
            {entry.badge ? (
              <Badge tone="info" className={styles.badge}>
                {entry.badge}
              </Badge>
            ) : null}
          </p>
          {entry.date && relative ? (
            <time className={styles.time} dateTime={entry.date.toISOString()} title={fullTime ?? undefined}>
              {relative}
            </time>
          ) : null}
        </div>
        {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
        {entry.actor ? <p className={styles.actor}>{actorLabel(entry.actor)}</p> : null}
        {entry.action ? <div className={styles.action}>{entry.action}</div> : null}
        {meta.length > 0 ? (
          <dl className={styles.meta}>
            {meta.map(([key, value]) => (
              <div key={key} className={styles.metaRow}>
                <dt className={styles.metaKey}>{key}:</dt>
                <dd className={styles.metaValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
