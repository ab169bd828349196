import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digestSchedule';

describe('the mock backend schedules a digest as the server does', () => {
  const weekly = { cadence: 'weekly', weekday: 1, hour: 8, timezone: 'Europe/Paris' } as const;

  it('falls on the weekday and hour of its time zone, in winter and in summer', () => {
    // Sunday 18 January 2026: Paris is UTC+1.
    expect(nextDigestAt(weekly, new Date('2026-01-18T10:30:00Z'))).toBe('2026-01-19T07:00:00.000Z');
    // Wednesday 1 July 2026: Paris is UTC+2.
    expect(nextDigestAt(weekly, new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-06T06:00:00.000Z');
  });

  it('is always after now, and meets zones half an hour off UTC', () => {
    const daily = { cadence: 'daily', weekday: 1, hour: 8, timezone: 'UTC' } as const;
    expect(nextDigestAt(daily, new Date('2026-03-02T08:00:00Z'))).toBe('2026-03-03T08:00:00.000Z');
    expect(nextDigestAt({ ...daily, hour: 9, timezone: 'Asia/Kolkata' }, new Date('2026-03-02T00:00:00Z'))).toBe(
      '2026-03-02T03:30:00.000Z',
    );
  });
});
