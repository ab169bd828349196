import { describeEventInEnglish } from '@spyglass/api/events';
import { activityEventTypes, type ActivityEvent } from '@spyglass/api/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/i18nConfig';
import { createTestI18n, renderScreen, takeMissingKeys } from '../../testing';
import { ActivityTimeline } from './ActivityTimeline';
import { toTimelineItems, toneOf } from './toTimelineItems';

const ids = { project: '5e1d0000-0000-4000-8000-00000000000a', target: '5e1d0000-0000-4000-8000-00000000000b' };
let counter = 0;

/** An event at a local wall-clock time, so day grouping does not depend on the machine's time zone. */
function event(
  type: ActivityEvent['type'],
  local: [number, number, number, number, number],
  overrides: Partial<ActivityEvent> = {},
): ActivityEvent {
  counter += 1;
  const [year, month, day, hour, minute] = local;
  return {
    id: `5e1d0000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type,
    target_type: type.startsWith('competitor') ? 'competitor' : type.startsWith('website') ? 'website' : 'page',
    target_id: ids.target,
    project_id: ids.project,
    competitor_id: null,
    target_name: null,
    description: `${type} description`,
    created_at: new Date(year, month - 1, day, hour, minute).toISOString(),
    additional_data: null,
    actor: { id: ids.target, name: 'Dana Reyes' },
    ...overrides,
  };
}

const now = new Date(2026, 2, 3, 18, 0);
const events = [
  event('competitor_created', [2026, 3, 2, 9, 0]),
  event('page_changed', [2026, 3, 3, 8, 0], {
    actor: { id: null, name: 'Monitor' },
    additional_data: { added_lines: 3, removed_lines: 1 },
  }),
  event('website_deleted', [2026, 3, 1, 12, 0]),
  event('content_alert', [2026, 3, 3, 17, 30], {
    actor: { id: null, name: 'Monitor' },
    additional_data: { keyword: 'discount' },
  }),
  event('competitor_updated', [2026, 3, 2, 15, 45]),
];

/** Each day's heading date and, under it, the item titles in order. */
function readDays() {
  const list = screen.getByRole('list', { name: 'Activity' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => {
      const items = within(heading.closest('li')!).getAllByRole('listitem');
      return {
        day: heading.querySelector('time')?.getAttribute('datetime'),
        titles: items.map((item) => item.querySelector('p')?.textContent),
      };
    });
}

describe('ActivityTimeline', () => {
  it('groups events by day, newest day first and newest event first within a day', () => {
    renderScreen(<ActivityTimeline events={events} now={now} />);
    expect(readDays()).toEqual([
      { day: '2026-03-03', titles: ['Alert: Content alert', 'Changed: Page changed'] },
      { day: '2026-03-02', titles: ['Updated: Competitor updated', 'Created: Competitor added'] },
      { day: '2026-03-01', titles: ['Deleted: Website deleted'] },
    ]);
  });

  it('shows relative times, actors (the monitor by its translated name) and translated details', () => {
    renderScreen(<ActivityTimeline events={events} now={now} />);
    const alert = screen.getByText('Content alert').closest('li')!;
    expect(within(alert).getByText('30 minutes ago')).toBeInTheDocument();
    expect(within(alert).getByText('by the automatic monitor')).toBeInTheDocument();
    expect(within(alert).getByText('Keyword:')).toBeInTheDocument();
    expect(within(alert).getByText('discount')).toBeInTheDocument();
    const created = screen.getByText('Competitor added').closest('li')!;
    expect(within(created).getByText('by Dana Reyes')).toBeInTheDocument();
  });

  it('caps its height and scrolls inside a named region', () => {
    renderScreen(<ActivityTimeline events={events} now={now} />);
    expect(screen.getByRole('region', { name: 'Activity' })).toHaveStyle({ maxHeight: '600px' });
  });

  it('speaks the interface language, day headings included', () => {
    renderScreen(<ActivityTimeline events={events} now={now} />, { language: 'fr' });
    expect(screen.getByText('Alerte de contenu')).toBeInTheDocument();
    expect(screen.getByText('il y a 30 minutes')).toBeInTheDocument();
    expect(screen.getAllByText('par la surveillance automatique')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: /mardi 3 mars 2026/ })).toBeInTheDocument();
  });

  it('says there is no activity yet when there are no events', () => {
    renderScreen(<ActivityTimeline events={[]} />);
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });
});

describe('toTimelineItems', () => {
  it('maps each event type onto its timeline tone', () => {
    expect(
      (['competitor_created', 'website_updated', 'page_deleted', 'page_changed', 'content_alert'] as const).map(toneOf),
    ).toEqual(['created', 'updated', 'deleted', 'changed', 'alert']);
    expect(toneOf('something_else')).toBe('other');
  });

  it('keeps the server sentence and unknown detail keys as sent', () => {
    const t = createTestI18n('en').t;
    const [item] = toTimelineItems(
      [event('page_updated', [2026, 3, 3, 9, 0], { additional_data: { name: 'Pricing', mystery: 1 } })],
      t,
    );
    expect(item).toMatchObject({
      tone: 'updated',
      title: 'Page updated',
      description: 'page_updated description',
      meta: { Name: 'Pricing', mystery: 1 },
      actor: 'Dana Reyes',
    });
    // The unknown key was looked up and shown as sent, on purpose.
    expect(takeMissingKeys()).toEqual(['activity:fields.mystery']);
  });
});

/** One event of every type, named as the server names them, with the facts their sentences need. */
function namedEvents(): ActivityEvent[] {
  const at: [number, number, number, number, number] = [2026, 3, 3, 9, 0];
  const data: Partial<Record<ActivityEvent['type'], Record<string, unknown>>> = {
    page_changed: { added_lines: 3, removed_lines: 1, summary: '+ Starter plan: $35' },
    content_alert: { keyword: 'rabat', excerpt: 'Teraz 10% rabatu' },
    member_joined: { role: 'viewer' },
    member_role_changed: { role: 'editor' },
  };
  const names = { competitor: 'Ledgerly', website: 'Ledgerly Blog', page: 'Cennik', member: 'Dana Reyes' };
  return activityEventTypes.map((type) => {
    const target = type.startsWith('competitor')
      ? 'competitor'
      : type.startsWith('website')
        ? 'website'
        : type.startsWith('member')
          ? 'member'
          : 'page';
    const facts = { type, target_name: names[target], additional_data: data[type] ?? null };
    return event(type, at, { ...facts, description: describeEventInEnglish({ ...facts, description: '' }) });
  });
}

describe('every event told in the reader’s language', () => {
  it('tells each event type in Polish', () => {
    renderScreen(<ActivityTimeline events={namedEvents()} now={now} />, { language: 'pl' });
    for (const sentence of [
      'Dodano konkurenta Ledgerly',
      'Zaktualizowano konkurenta Ledgerly',
      'Usunięto konkurenta Ledgerly',
      'Dodano witrynę Ledgerly Blog',
      'Zaktualizowano witrynę Ledgerly Blog',
      'Usunięto witrynę Ledgerly Blog',
      'Dodano stronę Cennik',
      'Zaktualizowano stronę Cennik',
      'Usunięto stronę Cennik',
      'Strona Cennik zmieniła się: dodano 3 wiersze, usunięto 1',
      'Na stronie Cennik pojawiło się słowo kluczowe „rabat”',
    ]) {
      expect(screen.getByText(sentence)).toBeInTheDocument();
    }
    expect(screen.queryByText(/was added|was updated|was deleted|changed:|appeared on/)).not.toBeInTheDocument();
  });

  it.each([
    [1, 0, 'Strona Cennik zmieniła się: dodano 1 wiersz, usunięto 0'],
    [2, 1, 'Strona Cennik zmieniła się: dodano 2 wiersze, usunięto 1'],
    [5, 22, 'Strona Cennik zmieniła się: dodano 5 wierszy, usunięto 22'],
    [22, 12, 'Strona Cennik zmieniła się: dodano 22 wiersze, usunięto 12'],
    [112, 3, 'Strona Cennik zmieniła się: dodano 112 wierszy, usunięto 3'],
  ])('counts %i added lines in Polish with the right form', (added, removed, sentence) => {
    const t = createTestI18n('pl').t;
    const changed = event('page_changed', [2026, 3, 3, 9, 0], {
      target_name: 'Cennik',
      additional_data: { added_lines: added, removed_lines: removed },
    });
    expect(toTimelineItems([changed], t)[0]?.description).toBe(sentence);
  });

  it.each(languages.filter((lng) => lng !== 'en'))('%s has its own sentence for every event type', (lng) => {
    const items = toTimelineItems(namedEvents(), createTestI18n(lng).t);
    namedEvents().forEach((english, index) => {
      expect(items[index]?.description).toEqual(expect.any(String));
      expect(items[index]?.description, english.type).not.toBe(english.description);
    });
  });

  it('says in English exactly what the server stores', () => {
    const t = createTestI18n('en').t;
    const events = [
      ...namedEvents(),
      event('page_changed', [2026, 3, 3, 9, 0], {
        target_name: 'Pricing',
        additional_data: { added_lines: 1, removed_lines: 0 },
      }),
    ];
    expect(toTimelineItems(events, t).map((item) => item.description)).toEqual(
      events.map((one) => describeEventInEnglish(one)),
    );
  });
});
