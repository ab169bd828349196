import { describe, expect, it } from 'vitest';
import type { ActivityEventType } from '../schema';
import { describeEvent, type DescribableEvent } from './describeEvent';
import { describeEventInEnglish, englishText } from './english';

const event = (
  type: ActivityEventType,
  target_name: string | null,
  additional_data: Record<string, unknown> | null = null,
): DescribableEvent => ({ type, target_name, additional_data, description: 'As stored' });

describe('describeEventInEnglish: the sentences the server stores', () => {
  it.each([
    ['competitor_created', 'Acme', null, 'Competitor Acme was added'],
    ['competitor_updated', 'Acme', { industry: 'Fintech' }, 'Competitor Acme was updated'],
    ['competitor_deleted', 'Acme', null, 'Competitor Acme was deleted'],
    ['website_created', 'Acme Pricing', { url: 'https://acme.example.com' }, 'Website Acme Pricing was added'],
    ['website_updated', 'Acme Pricing', null, 'Website Acme Pricing was updated'],
    ['website_deleted', 'Acme Pricing', null, 'Website Acme Pricing was deleted'],
    ['page_created', 'Plans', null, 'Page Plans was added'],
    ['page_updated', 'Plans v2', { name: 'Plans v2' }, 'Page Plans v2 was updated'],
    ['page_deleted', 'Plans', null, 'Page Plans was deleted'],
    ['page_changed', 'Plans', { added_lines: 3, removed_lines: 1 }, 'Page Plans changed: 3 lines added, 1 removed'],
    ['page_changed', 'Plans', { added_lines: 1, removed_lines: 0 }, 'Page Plans changed: 1 line added, 0 removed'],
    ['page_changed', 'Plans', { added_lines: 0, removed_lines: 2 }, 'Page Plans changed: 0 lines added, 2 removed'],
    ['content_alert', 'Plans', { keyword: 'discount' }, 'Keyword "discount" appeared on page Plans'],
  ] as const)('%s: %s', (type, name, data, sentence) => {
    expect(describeEventInEnglish(event(type, name, data))).toBe(sentence);
  });

  it('keeps names as written, whatever they hold', () => {
    expect(describeEventInEnglish(event('page_created', 'Prices {{name}} & "deals"'))).toBe(
      'Page Prices {{name}} & "deals" was added',
    );
  });
});

describe('describeEvent', () => {
  it('reads an event written before names were kept as its stored sentence', () => {
    expect(describeEventInEnglish(event('competitor_created', null))).toBe('As stored');
    expect(describeEvent(event('page_changed', null, { added_lines: 2, removed_lines: 1 }), englishText)).toBe(
      'As stored',
    );
  });

  it('reads a change without its counts, or an alert without its keyword, as the stored sentence', () => {
    expect(describeEventInEnglish(event('page_changed', 'Plans', { added_lines: 2 }))).toBe('As stored');
    expect(describeEventInEnglish(event('page_changed', 'Plans', { added_lines: '2', removed_lines: 1 }))).toBe(
      'As stored',
    );
    expect(describeEventInEnglish(event('content_alert', 'Plans', { excerpt: 'Now 10% off' }))).toBe('As stored');
  });

  it('asks the translation for each count on its own, so each agrees with its number', () => {
    const asked: [string, Record<string, string | number>][] = [];
    const sentence = describeEvent(
      event('page_changed', 'Cennik', { added_lines: 5, removed_lines: 2 }),
      (key, values) => {
        asked.push([key, values]);
        return `${key}(${Object.values(values).join('|')})`;
      },
    );
    expect(asked.slice(0, 2)).toEqual([
      ['activity:events.linesAdded', { count: 5 }],
      ['activity:events.linesRemoved', { count: 2 }],
    ]);
    expect(sentence).toBe(
      'activity:events.page_changed(Cennik|activity:events.linesAdded(5)|activity:events.linesRemoved(2))',
    );
  });
});

describe('englishText', () => {
  it('refuses a key it has no text for, rather than showing the key', () => {
    expect(() => englishText('activity:events.nothing', {})).toThrow('No English text for activity:events.nothing');
    expect(() => englishText('projects:title', {})).toThrow(/activity namespace only/);
  });
});
