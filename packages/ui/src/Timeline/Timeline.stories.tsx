import type { Meta, StoryObj } from '@storybook/react-vite';
import { de, fr } from 'date-fns/locale';
import { expect, within } from 'storybook/test';
import { timelineTones, type TimelineItem } from './groupByDay';
import { Timeline } from './Timeline';

// A fixed "now" keeps relative times and day groups the same on every run.
const now = new Date('2026-01-15T10:30:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const hours = 60;
const days = 24 * hours;

const items: TimelineItem[] = [
  {
    id: 'e1',
    time: ago(5),
    tone: 'changed',
    title: 'Pricing page changed',
    description: 'Pro plan price went from $49 to $59.',
    meta: { lines: { added: 3, removed: 1 } },
    actor: 'Monitor',
  },
  {
    id: 'e2',
    time: ago(2 * hours),
    tone: 'alert',
    title: 'Keyword “discount” appeared',
    meta: { keyword: 'discount', sentence: 'Get a 20% discount this week only.' },
    actor: 'Monitor',
  },
  {
    id: 'e3',
    time: ago(1 * days + 3 * hours),
    tone: 'created',
    title: 'Website added',
    description: 'acme.example',
    actor: 'Ada Lovelace',
  },
  {
    id: 'e4',
    time: ago(1 * days + 1 * hours),
    tone: 'updated',
    title: 'Competitor updated',
    meta: { industry: 'Analytics' },
    actor: 'Ada Lovelace',
  },
  {
    id: 'e5',
    time: ago(3 * days),
    tone: 'deleted',
    title: 'Page deleted',
    description: 'acme.example/old-pricing',
    actor: 'Grace Hopper',
  },
  { id: 'e6', time: ago(3 * days + 30), tone: 'other', title: 'Competitor imported' },
];

const meta = {
  title: 'Design system/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: {
    items,
    label: 'Competitor activity',
    emptyText: 'No activity yet',
    now,
    actorLabel: (name: string) => `by ${name}`,
    invalidDateLabel: 'Unknown date',
  },
  argTypes: { locale: { control: false }, now: { control: 'date' }, items: { control: 'object' } },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days newest first, events newest first within each day, whatever order the items come in. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Competitor activity' });
    const dayKeys = Array.from(list.querySelectorAll(':scope > li')).map((li) => li.getAttribute('data-day') ?? '');
    await expect(dayKeys).toHaveLength(3);
    await expect([...dayKeys].sort().reverse()).toEqual(dayKeys);
    // Within a day, the newer event comes first.
    const titles = Array.from(list.querySelectorAll('[data-tone] p:first-child')).map((p) => p.textContent);
    await expect(titles.indexOf('Updated: Competitor updated')).toBeLessThan(titles.indexOf('Created: Website added'));
    await expect(canvas.getByText('5 minutes ago')).toBeInTheDocument();
    await expect(canvas.getAllByText('lines:')[0]?.nextElementSibling).toHaveTextContent('{"added":3,"removed":1}');
  },
};

/** An unread mark and an action on an item: what the app's feed adds to a recorded change. */
export const WithBadgeAndAction: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        badge: 'New',
        action: (
          <button type="button" style={{ font: 'inherit' }}>
            View changes
          </button>
        ),
      },
      ...items.slice(1, 3),
    ],
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity yet')).toBeInTheDocument();
  },
};

/** One event of each kind: colour, icon and (for screen readers) a name. */
export const AllTones: Story = {
  args: {
    items: timelineTones.map((tone, index) => ({ id: tone, time: ago(index * 10), tone, title: `A ${tone} event` })),
  },
};

/** SPEC: 50 events in a 600px scroll region that keyboard users can focus and scroll. */
export const ManyItemsWithMaxHeight: Story = {
  args: {
    maxHeight: 600,
    items: Array.from({ length: 50 }, (_, i) => ({
      id: `many-${i}`,
      time: ago(i * 7 * hours + i),
      tone: timelineTones[i % timelineTones.length]!,
      title: `Event number ${i + 1}`,
      actor: i % 2 ? 'Monitor' : 'Ada Lovelace',
    })),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Competitor activity' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

/** A time that cannot be read goes to an "Unknown date" group instead of breaking the list. */
export const InvalidDate: Story = {
  args: {
    items: [
      ...items.slice(0, 2),
      {
        id: 'broken',
        time: 'not-a-date',
        tone: 'updated',
        title: 'Website updated',
        description: 'This event came with a broken timestamp.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unknown = canvas.getByRole('list', { name: 'Unknown date' });
    await expect(within(unknown).getByText('Website updated')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        time: ago(42),
        tone: 'changed',
        title:
          'https://www.example.com/products/enterprise/observability/pricing-and-plans-for-large-organisations changed',
        description:
          'The whole comparison table was rewritten: three tiers became four, the free tier lost its 14-day history, and annual billing now comes with a 20% discount across every plan in every region.',
        meta: {
          summary: { added: 128, removed: 96, sections: ['pricing', 'faq', 'footer'] },
          url: 'https://www.example.com/products/enterprise/observability/pricing-and-plans-for-large-organisations',
        },
        actor: 'Monitor',
      },
    ],
  },
};

export const French: Story = {
  args: {
    locale: fr,
    label: 'Activité du concurrent',
    actorLabel: (name: string) => `par ${name}`,
    toneLabels: {
      changed: 'Modifié',
      alert: 'Alerte',
      created: 'Créé',
      updated: 'Mis à jour',
      deleted: 'Supprimé',
      other: 'Événement',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('il y a 5 minutes')).toBeInTheDocument();
  },
};

export const German: Story = { args: { locale: de, label: 'Aktivität', actorLabel: (name: string) => `von ${name}` } };
