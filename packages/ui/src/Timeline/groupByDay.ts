import { format, formatDistance, isValid, parseISO, type Locale } from 'date-fns';
import type { ReactNode } from 'react';

/** The kinds of event a timeline shows; each has a colour and an icon. */
export const timelineTones = ['created', 'updated', 'deleted', 'changed', 'alert', 'other'] as const;
export type TimelineTone = (typeof timelineTones)[number];

/** The colour family (theme tone) each timeline tone is drawn in (SPEC §4). */
export const toneColors = {
  created: 'success',
  updated: 'info',
  deleted: 'danger',
  changed: 'warning',
  alert: 'orange',
  other: 'neutral',
} as const satisfies Record<TimelineTone, string>;
export type TimelineColor = (typeof toneColors)[TimelineTone];

export interface TimelineItem {
  id: string;
  /** A Date or an ISO 8601 string; anything unparsable lands in the unknown-date group. */
  time: Date | string;
  tone: TimelineTone;
  title: string;
  description?: string;
  /** Extra facts, shown as "key: value" (objects as JSON text). */
  meta?: Record<string, unknown>;
  actor?: string;
  /** A short mark beside the title, e.g. "New" for an unread event. */
  badge?: string;
  /** Something to do with the item, e.g. a button that opens what changed. */
  action?: ReactNode;
}

/** The key of the group that collects items whose time cannot be read. */
export const INVALID_DAY_KEY = 'invalid';

export interface TimelineEntry extends TimelineItem {
  /** The parsed time, or null when it cannot be read. */
  date: Date | null;
}

export interface TimelineDay {
  /** yyyy-MM-dd in local time, or INVALID_DAY_KEY. */
  key: string;
  /** The newest item's time (formats the heading); null for the unknown group. */
  date: Date | null;
  items: TimelineEntry[];
}

/** Reads a Date or string; returns null rather than an Invalid Date. */
export function parseTime(time: Date | string | null | undefined): Date | null {
  if (time instanceof Date) return isValid(time) ? time : null;
  if (typeof time !== 'string' || time.trim() === '') return null;
  const iso = parseISO(time);
  if (isValid(iso)) return iso;
  // Not ISO 8601 (e.g. an RFC 2822 string): the platform parser is the fallback.
  const loose = new Date(time);
  return isValid(loose) ? loose : null;
}

/** The theme tone for an item's tone; an unknown tone (bad data) reads as neutral. */
export function toneColor(tone: string): TimelineColor {
  return (toneColors as Record<string, TimelineColor>)[tone] ?? 'neutral';
}

/**
 * Groups items by local calendar day (yyyy-MM-dd): days newest first, items
 * newest first within a day, equal times in their given order. Items with an
 * unreadable time go to one last group keyed INVALID_DAY_KEY, in given order.
 */
export function groupByDay(items: readonly TimelineItem[]): TimelineDay[] {
  const entries = items.map((item, index) => ({ entry: { ...item, date: parseTime(item.time) }, index }));
  const valid = entries.filter((e) => e.entry.date !== null);
  const invalid = entries.filter((e) => e.entry.date === null);

  valid.sort((a, b) => b.entry.date!.getTime() - a.entry.date!.getTime() || a.index - b.index);

  const days: TimelineDay[] = [];
  for (const { entry } of valid) {
    const key = format(entry.date!, 'yyyy-MM-dd');
    const last = days[days.length - 1];
    // Sorted newest first, so a day's items are adjacent.
    if (last && last.key === key) last.items.push(entry);
    else days.push({ key, date: entry.date, items: [entry] });
  }
  if (invalid.length > 0) {
    days.push({ key: INVALID_DAY_KEY, date: null, items: invalid.map((e) => e.entry) });
  }
  return days;
}

/**
 * "5 minutes ago" / "in 2 days" in the given locale. This is what
 * formatDistanceToNow does, with `now` injectable so output is testable and
 * stories are stable. Returns null for an unreadable date.
 */
export function relativeTime(date: Date | null, options: { now?: Date; locale?: Locale } = {}): string | null {
  if (!date || !isValid(date)) return null;
  const now = options.now ?? new Date();
  return formatDistance(date, now, { addSuffix: true, locale: options.locale });
}

/** A day heading in the locale's long date format (e.g. "Monday, January 15th, 2024"). */
export function formatDay(date: Date | null, locale?: Locale): string | null {
  if (!date || !isValid(date)) return null;
  return format(date, 'PPPP', { locale });
}

/** The full date and time, for the tooltip on a relative time. */
export function formatFullTime(date: Date | null, locale?: Locale): string | null {
  if (!date || !isValid(date)) return null;
  return format(date, 'PPpp', { locale });
}

/** A meta value as text: strings as they are, objects as JSON, never throwing. */
export function formatMetaValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return 'null';
  if (value === undefined) return '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      // Circular structures cannot be JSON; show something rather than crash.
      return String(value);
    }
  }
  return String(value);
}

/** Meta entries worth showing: undefined values are skipped. */
export function metaEntries(meta: Record<string, unknown> | undefined): [string, string][] {
  if (!meta) return [];
  return Object.entries(meta)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, formatMetaValue(value)]);
}
