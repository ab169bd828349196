import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DailyBarChart } from './DailyBarChart';

/** Thirty days ending 22 March 2026, with a weekly rhythm, so screenshots never move. */
const days = Array.from({ length: 30 }, (_, index) =>
  new Date(Date.UTC(2026, 1, 21 + index)).toISOString().slice(0, 10),
);
const wave = (seed: number, scale: number) =>
  days.map((_, index) => Math.max(0, Math.round(Math.sin((index + seed) / 2.3) * scale + scale * 0.6)));
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const formatTick = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const meta = {
  title: 'Design system/DailyBarChart',
  component: DailyBarChart,
  tags: ['autodocs'],
  args: {
    label: 'Changes per day, last 30 days',
    days,
    series: [
      { id: 'ledgerly', name: 'Ledgerly', values: wave(0, 3) },
      { id: 'paynimbus', name: 'PayNimbus', values: wave(3, 2) },
      { id: 'brightbank', name: 'Brightbank', values: wave(5, 1) },
    ],
    formatDay,
    formatTick,
    formatTotal: (total: number) => `${total} ${total === 1 ? 'change' : 'changes'}`,
    emptyText: 'No changes in the last 30 days',
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof DailyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneCompetitor: Story = {
  args: { series: [{ id: 'ledgerly', name: 'Ledgerly', values: wave(1, 4) }] },
};

export const ManyCompetitors: Story = {
  args: {
    series: [
      'Ledgerly',
      'PayNimbus',
      'Brightbank',
      'Coinvale',
      'Cartwheel',
      'Parcelpath',
      'Shelfwise',
      'Fleetmind',
    ].map((name, index) => ({ id: name, name, values: wave(index * 2, 1 + (index % 3)) })),
  },
};

export const AWeek: Story = {
  args: {
    days: days.slice(-7),
    series: [
      { id: 'ledgerly', name: 'Ledgerly', values: [0, 2, 1, 0, 4, 1, 3] },
      { id: 'paynimbus', name: 'PayNimbus', values: [1, 0, 0, 2, 1, 0, 0] },
    ],
  },
};

export const Empty: Story = { args: { series: [] } };

/** The keyboard way through: one tab stop, the arrows choose the day, the readout tells it. */
export const Keyboard: Story = {
  args: {
    days: days.slice(-3),
    series: [{ id: 'ledgerly', name: 'Ledgerly', values: [1, 0, 2] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table toggle comes first, then the chart.
    await userEvent.tab();
    await userEvent.tab();
    const chart = canvas.getByRole('slider', { name: 'Changes per day, last 30 days' });
    await expect(chart).toHaveFocus();
    await expect(chart).toHaveAttribute('aria-valuetext', 'Sun 22 Mar: 2 changes (Ledgerly 2)');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chart).toHaveAttribute('aria-valuetext', 'Sat 21 Mar: 0 changes');
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show as a table' }));
  },
};
