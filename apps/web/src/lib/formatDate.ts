import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** A long date in the interface language ("March 4, 2026", "4 mars 2026"); null when the value is not a date. */
export function formatLongDate(value: Date | string, locale: Locale): string | null {
  const date = toDate(value);
  return isValid(date) ? format(date, 'PPP', { locale }) : null;
}

/** "5 minutes ago" in the interface language; null when the value is not a date. */
export function formatRelative(value: Date | string, locale: Locale, now: Date = new Date()): string | null {
  const date = toDate(value);
  if (!isValid(date)) return null;
  // A clock slightly ahead of the server must not say "in 2 seconds".
  return formatDistanceToNow(date > now ? now : date, { addSuffix: true, locale });
}
