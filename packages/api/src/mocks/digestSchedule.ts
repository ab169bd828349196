import type { DigestSettings } from '../schema';

type Schedule = Pick<DigestSettings, 'cadence' | 'weekday' | 'hour' | 'timezone'>;

const QUARTER_HOUR = 15 * 60_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * When a digest with this schedule next goes out after `now`, as the server
 * answers it: its hour (and ISO weekday, for a weekly one) on the wall clock
 * of its time zone. Quarter-hour steps meet every zone's offset.
 */
export function nextDigestAt(schedule: Schedule, now: Date): string {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: schedule.timezone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  let at = Math.floor(now.getTime() / QUARTER_HOUR + 1) * QUARTER_HOUR;
  for (let step = 0; step < 8 * 24 * 4; step++, at += QUARTER_HOUR) {
    const parts = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
    const onTheHour = Number(parts.hour) === schedule.hour && Number(parts.minute) === 0;
    const onTheDay = schedule.cadence === 'daily' || WEEKDAYS.indexOf(parts.weekday ?? '') + 1 === schedule.weekday;
    if (onTheHour && onTheDay) return new Date(at).toISOString();
  }
  throw new Error(`No ${schedule.cadence} digest time within a week in ${schedule.timezone}`);
}
