import { render, screen, within } from '@testing-library/react';
import { fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from './groupByDay';
import { Timeline } from './Timeline';

const now = new Date(2024, 0, 16, 12, 0);
const items: TimelineItem[] = [
  { id: '1', time: new Date(2024, 0, 15, 9, 0), tone: 'created', title: 'Competitor created', actor: 'Ada' },
  {
    id: '2',
    time: new Date(2024, 0, 16, 11, 55),
    tone: 'changed',
    title: 'Pricing page changed',
    meta: { lines: { added: 3, removed: 1 }, page: 'Pricing' },
  },
  { id: '3', time: new Date(2024, 0, 16, 8, 0), tone: 'alert', title: 'Keyword “discount” appeared' },
  { id: '4', time: 'garbage', tone: 'deleted', title: 'Website deleted' },
];

const renderTimeline = (props: Partial<Parameters<typeof Timeline>[0]> = {}) =>
  render(<Timeline items={items} label="Competitor activity" emptyText="No activity yet" now={now} {...props} />);

describe('Timeline', () => {
  it('shows an item’s badge and action inside its entry', () => {
    renderTimeline({
      items: [{ ...items[1]!, badge: 'New', action: <button type="button">View changes</button> }],
    });
    const entry = screen.getByText('Pricing page changed').closest('li')!;
    expect(within(entry).getByRole('button', { name: 'View changes' })).toBeInTheDocument();
    expect(within(entry).getByText('New')).toBeInTheDocument();
  });

  it('groups by day under headings, newest day first, unreadable times last', () => {
    renderTimeline();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tuesday, January 16th, 2024',
      'Monday, January 15th, 2024',
      'Unknown date',
    ]);
  });

  it('lists events newest first within a day, with tone names for screen readers', () => {
    renderTimeline();
    const day = screen.getByRole('list', { name: 'Tuesday, January 16th, 2024' });
    expect(
      within(day)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Changed: Pricing page changed', 'Alert: Keyword “discount” appeared']);
  });

  it('shows relative times, actors and meta as key: value with objects as JSON', () => {
    renderTimeline({ actorLabel: (name) => `by ${name}` });
    expect(screen.getByText('5 minutes ago')).toHaveAttribute('dateTime', new Date(2024, 0, 16, 11, 55).toISOString());
    expect(screen.getByText('by Ada')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['lines: {"added":3,"removed":1}', 'page: Pricing']);
  });

  it('marks each event with its tone for styling', () => {
    renderTimeline();
    const tones = Array.from(document.querySelectorAll('[data-tone]')).map((el) => el.getAttribute('data-tone'));
    expect(tones).toEqual(['changed', 'alert', 'created', 'deleted']);
  });

  it('does not crash on an invalid date and shows no time for it', () => {
    renderTimeline({ invalidDateLabel: 'Date inconnue' });
    const unknown = screen.getByRole('list', { name: 'Date inconnue' });
    expect(within(unknown).getByText('Website deleted')).toBeInTheDocument();
    expect(unknown.querySelector('time')).toBeNull();
  });

  it('uses the given locale for headings and relative times', () => {
    renderTimeline({ locale: fr });
    expect(screen.getByRole('heading', { name: 'mardi 16 janvier 2024' })).toBeInTheDocument();
    expect(screen.getByText('il y a 5 minutes')).toBeInTheDocument();
  });

  it('shows the empty text when there are no items', () => {
    renderTimeline({ items: [] });
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts a capped timeline in a focusable, labelled scroll region', () => {
    renderTimeline({ maxHeight: 600 });
    const region = screen.getByRole('region', { name: 'Competitor activity' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ maxHeight: '600px' });
    expect(within(region).getByRole('list', { name: 'Competitor activity' })).toBeInTheDocument();
  });
});
