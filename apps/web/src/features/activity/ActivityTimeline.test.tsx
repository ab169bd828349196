import type { ActivityEvent } from '@spyglass/api/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
