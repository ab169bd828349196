import { de, fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatMetaValue,
  groupByDay,
  INVALID_DAY_KEY,
  metaEntries,
  parseTime,
  relativeTime,
  toneColor,
  type TimelineItem,
} from './groupByDay';

// Local-time constructors keep the day keys independent of the machine's time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2024, 0, day, hour, minute);
const item = (id: string, time: Date | string, tone: TimelineItem['tone'] = 'other'): TimelineItem => ({
  id,
  time,
  tone,
  title: `Event ${id}`,
});

describe('groupByDay', () => {
  it('groups by local calendar day with yyyy-MM-dd keys, newest day first', () => {
    const days = groupByDay([
      item('a', at(14, 9)),
      item('b', at(16, 8)),
      item('c', at(15, 23, 59)),
      item('d', at(16, 0, 1)),
    ]);
    expect(days.map((d) => d.key)).toEqual(['2024-01-16', '2024-01-15', '2024-01-14']);
    expect(days.map((d) => d.items.map((i) => i.id))).toEqual([['b', 'd'], ['c'], ['a']]);
  });

  it('orders items newest first within a day and keeps the given order for equal times', () => {
    const days = groupByDay([
      item('early', at(15, 8)),
      item('tie-1', at(15, 12)),
      item('late', at(15, 18)),
      item('tie-2', at(15, 12)),
    ]);
    expect(days).toHaveLength(1);
    expect(days[0]!.items.map((i) => i.id)).toEqual(['late', 'tie-1', 'tie-2', 'early']);
  });

  it('accepts ISO strings and Dates together', () => {
    const days = groupByDay([item('str', new Date(2024, 0, 15, 10).toISOString()), item('date', at(15, 11))]);
    expect(days.map((d) => d.items.map((i) => i.id))).toEqual([['date', 'str']]);
    expect(days[0]!.items[1]!.date).toEqual(at(15, 10));
  });

  it('puts unreadable times in one last group, in given order, without throwing', () => {
    const days = groupByDay([
      item('bad-1', 'not a date'),
      item('ok', at(15, 10)),
      item('bad-2', new Date(Number.NaN)),
      item('bad-3', ''),
    ]);
    expect(days.map((d) => d.key)).toEqual(['2024-01-15', INVALID_DAY_KEY]);
    expect(days[1]!.date).toBeNull();
    expect(days[1]!.items.map((i) => i.id)).toEqual(['bad-1', 'bad-2', 'bad-3']);
    expect(days[1]!.items.every((i) => i.date === null)).toBe(true);
  });

  it('returns no groups for no items and does not reorder the caller’s array', () => {
    expect(groupByDay([])).toEqual([]);
    const input = [item('a', at(14, 9)), item('b', at(16, 8))];
    groupByDay(input);
    expect(input.map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('toneColor', () => {
  it('maps each event tone to its colour family (SPEC §4)', () => {
    expect(toneColor('created')).toBe('success');
    expect(toneColor('updated')).toBe('info');
    expect(toneColor('deleted')).toBe('danger');
    expect(toneColor('changed')).toBe('warning');
    expect(toneColor('alert')).toBe('orange');
    expect(toneColor('other')).toBe('neutral');
  });

  it('treats an unknown tone as neutral', () => {
    expect(toneColor('surprise')).toBe('neutral');
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 0, 15, 12, 0);

  it('says how long ago in words, with a suffix', () => {
    expect(relativeTime(new Date(2024, 0, 15, 11, 55), { now })).toBe('5 minutes ago');
    expect(relativeTime(new Date(2024, 0, 15, 9, 0), { now })).toBe('about 3 hours ago');
    expect(relativeTime(new Date(2024, 0, 13, 12, 0), { now })).toBe('2 days ago');
    expect(relativeTime(new Date(2024, 0, 15, 12, 0, 10), { now })).toBe('in less than a minute');
  });

  it('uses the given locale', () => {
    expect(relativeTime(new Date(2024, 0, 15, 11, 55), { now, locale: fr })).toBe('il y a 5 minutes');
    expect(relativeTime(new Date(2024, 0, 15, 11, 55), { now, locale: de })).toBe('vor 5 Minuten');
  });

  it('returns null for a missing or invalid date', () => {
    expect(relativeTime(null, { now })).toBeNull();
    expect(relativeTime(new Date('nope'), { now })).toBeNull();
  });
});

describe('formatDay', () => {
  it('formats a long localised date and refuses invalid dates', () => {
    expect(formatDay(new Date(2024, 0, 15))).toBe('Monday, January 15th, 2024');
    expect(formatDay(new Date(2024, 0, 15), fr)).toBe('lundi 15 janvier 2024');
    expect(formatDay(null)).toBeNull();
    expect(formatDay(new Date(Number.NaN))).toBeNull();
  });
});

describe('parseTime', () => {
  it('reads ISO strings with and without offsets, and rejects junk', () => {
    expect(parseTime('2024-01-15T10:00:00Z')?.toISOString()).toBe('2024-01-15T10:00:00.000Z');
    expect(parseTime('2024-01-15T10:00:00')).toEqual(new Date(2024, 0, 15, 10));
    expect(parseTime('yesterday-ish')).toBeNull();
    expect(parseTime('   ')).toBeNull();
  });
});

describe('meta formatting', () => {
  it('shows strings as they are and objects as JSON text', () => {
    expect(formatMetaValue('pricing')).toBe('pricing');
    expect(formatMetaValue(42)).toBe('42');
    expect(formatMetaValue(false)).toBe('false');
    expect(formatMetaValue(null)).toBe('null');
    expect(formatMetaValue({ added: 3, removed: 1 })).toBe('{"added":3,"removed":1}');
    expect(formatMetaValue(['a', 'b'])).toBe('["a","b"]');
  });

  it('does not throw on circular objects', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(formatMetaValue(loop)).toBe('[object Object]');
  });

  it('lists entries in order and skips undefined values', () => {
    expect(metaEntries({ keyword: 'price', lines: { added: 2 }, skipped: undefined })).toEqual([
      ['keyword', 'price'],
      ['lines', '{"added":2}'],
    ]);
    expect(metaEntries(undefined)).toEqual([]);
  });
});
