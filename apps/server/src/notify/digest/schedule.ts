import { TZDate } from '@date-fns/tz';

export interface DigestTiming {
  cadence: 'daily' | 'weekly';
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  hour: number;
  timezone: string;
}

const isoWeekday = (date: TZDate) => (date.getDay() === 0 ? 7 : date.getDay());

/**
 * The first digest time strictly after `after`: the hour (on the weekday,
 * for a weekly digest) in the digest's time zone, whatever daylight saving
 * does to the offset in between.
 */
export function nextBoundary(timing: DigestTiming, after: Date): Date {
  const local = new TZDate(after.getTime(), timing.timezone);
  for (let day = 0; day <= 8; day += 1) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + day,
      timing.hour,
      0,
      0,
      0,
      timing.timezone,
    );
    const onDay = timing.cadence === 'daily' || isoWeekday(candidate) === timing.weekday;
    if (onDay && candidate.getTime() > after.getTime()) return new Date(candidate.getTime());
  }
  throw new Error('No digest time within eight days');
}

/** Where the period that ends at `end` began: the same hour a day (or a week) earlier, in the digest's zone. */
export function periodStart(timing: DigestTiming, end: Date): Date {
  const local = new TZDate(end.getTime(), timing.timezone);
  const days = timing.cadence === 'daily' ? 1 : 7;
  return new Date(
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() - days,
      local.getHours(),
      0,
      0,
      0,
      timing.timezone,
    ).getTime(),
  );
}
