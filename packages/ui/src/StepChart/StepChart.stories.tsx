import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StepChart, type StepSeries } from './StepChart';

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const plans: StepSeries[] = [
  {
    id: 'starter',
    label: 'Starter',
    points: [
      { at: '2026-01-05T00:00:00Z', value: 25 },
      { at: '2026-02-10T00:00:00Z', value: 29 },
      { at: '2026-03-12T00:00:00Z', value: 35 },
    ],
  },
  {
    id: 'growth',
    label: 'Growth',
    points: [
      { at: '2026-01-05T00:00:00Z', value: 69 },
      { at: '2026-02-10T00:00:00Z', value: 79 },
    ],
  },
  {
    id: 'free',
    label: 'Free',
    points: [
      { at: '2026-01-05T00:00:00Z', value: 0 },
      { at: '2026-02-24T00:00:00Z', value: null },
    ],
  },
];

const meta = {
  title: 'Design system/StepChart',
  component: StepChart,
  tags: ['autodocs'],
  args: {
    title: 'Ledgerly: price per seat and month',
    series: plans,
    formatValue: (value: number) => money.format(value),
    formatTime: (date: Date) => day.format(date),
    end: new Date('2026-03-20T00:00:00Z'),
    emptyText: 'No price changes recorded yet.',
    labels: {
      showTable: 'Show as a table',
      seriesColumn: 'Plan',
      timeColumn: 'From',
      valueColumn: 'Price',
      noValue: 'Removed',
      keyboardHint: 'Use the arrow keys to move between price changes.',
    },
  },
  argTypes: { series: { control: 'object' }, formatValue: { control: false }, formatTime: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '42rem' }}>{Story()}</div>],
} satisfies Meta<typeof StepChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every point is reachable by keyboard: one tab stop, arrows between points, the focused one named above the chart. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('img', { name: 'Starter: $25, Jan 5, 2026' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Growth: $69, Jan 5, 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Starter: $35, Mar 12, 2026' })).toHaveFocus();
    await expect(canvas.getByText('Starter: $35, Mar 12, 2026', { selector: 'p' })).toBeVisible();
  },
};

/** The same data as a table, for screen readers and for anyone who wants the numbers. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show as a table'));
    const table = canvas.getByRole('table', { name: 'Ledgerly: price per seat and month' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[7]).toHaveTextContent('FreeFeb 24, 2026Removed');
  },
};

/** One plan, one change. */
export const SingleSeries: Story = {
  args: {
    series: [
      {
        id: 'pro',
        label: 'Pro',
        points: [
          { at: '2026-02-01T00:00:00Z', value: 49 },
          { at: '2026-03-01T00:00:00Z', value: 59 },
        ],
      },
    ],
  },
};

/** Six series at once: colour, dash and marker shape tell each apart. */
export const AllVariants: Story = {
  args: {
    series: ['Lite', 'Starter', 'Team', 'Business', 'Scale', 'Enterprise'].map((label, index) => ({
      id: label,
      label,
      points: [
        { at: '2026-01-01T00:00:00Z', value: 10 + index * 20 },
        { at: `2026-02-0${index + 1}T00:00:00Z`, value: 15 + index * 22 },
        ...(index === 5 ? [{ at: '2026-03-01T00:00:00Z', value: null }] : []),
      ],
    })),
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No price changes recorded yet.')).toBeVisible();
  },
};
