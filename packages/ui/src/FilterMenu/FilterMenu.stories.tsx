import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterMenu, type FilterMenuProps } from './FilterMenu';

const statusOptions = [
  { value: 'all', label: 'All pages' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
];
const eventOptions = [
  { value: 'all', label: 'All events' },
  { value: 'page_changed', label: 'Page changed' },
  { value: 'content_alert', label: 'Keyword alert' },
];

/** Holds the filter values the way a screen would, and counts the ones not at their default. */
function StatefulFilterMenu({
  initialStatus = 'all',
  initialEvent = 'all',
  onStatusChange,
  ...props
}: Partial<FilterMenuProps> & {
  initialStatus?: string;
  initialEvent?: string;
  onStatusChange?: (value: string) => void;
}) {
  const [status, setStatus] = useState(initialStatus);
  const [event, setEvent] = useState(initialEvent);
  return (
    <FilterMenu
      label="Filters"
      activeCountLabel={(count) => (count === 1 ? '1 filter active' : `${count} filters active`)}
      clearLabel="Clear filters"
      {...props}
      activeCount={Number(status !== 'all') + Number(event !== 'all')}
      onClear={() => {
        setStatus('all');
        setEvent('all');
      }}
      groups={[
        {
          id: 'status',
          label: 'Status',
          value: status,
          options: statusOptions,
          onChange: (value) => {
            setStatus(value);
            onStatusChange?.(value);
          },
        },
        { id: 'event', label: 'Event type', value: event, options: eventOptions, onChange: setEvent },
      ]}
    />
  );
}

const meta = {
  title: 'Design system/FilterMenu',
  component: FilterMenu,
  tags: ['autodocs'],
  args: {
    label: 'Filters',
    activeCount: 0,
    clearLabel: 'Clear filters',
    size: 'medium',
    groups: [],
  },
  argTypes: { groups: { control: false }, size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: ({ label, clearLabel, size }) => <StatefulFilterMenu label={label} clearLabel={clearLabel} size={size} />,
  decorators: [(Story) => <div style={{ minHeight: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onStatusChange = fn();

/** Opened from the keyboard, a radio chosen with arrows and Enter; the count badge appears on the button. */
export const ChooseByKeyboard: Story = {
  render: () => <StatefulFilterMenu onStatusChange={onStatusChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'Filters' });
    await waitFor(() => expect(body.getByRole('menuitemradio', { name: 'All pages' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onStatusChange).toHaveBeenLastCalledWith('paused');
    await expect(body.getByRole('menuitemradio', { name: 'Paused' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters 1 filter active' })).toHaveFocus());
  },
};

export const WithActiveFilters: Story = {
  render: () => <StatefulFilterMenu initialStatus="active" initialEvent="content_alert" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters 2 filters active' })).toBeVisible();
  },
};

/** Open, to review the menu's look: groups, checked radios and the clear item. */
export const Open: Story = {
  render: () => <StatefulFilterMenu initialStatus="active" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Clear filters' })).toBeVisible();
  },
};

export const ManyItems: Story = {
  render: () => (
    <FilterMenu
      label="Filters"
      activeCount={3}
      activeCountLabel={(count) => `${count} filters active`}
      groups={['Status', 'Competitor', 'Website', 'Event type'].map((name) => ({
        id: name,
        label: name,
        value: `${name}-1`,
        onChange: () => {},
        options: Array.from({ length: 5 }, (_, index) => ({
          value: `${name}-${index + 1}`,
          label: `${name} option ${index + 1}`,
        })),
      }))}
    />
  ),
};
