import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const frequencies = [
  { value: '60', label: 'Every hour' },
  { value: '360', label: 'Every 6 hours' },
  { value: '720', label: 'Every 12 hours' },
  { value: '1440', label: 'Daily' },
];

/** Stories keep the value in state, the way a form (or react-hook-form's Controller) would. */
function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Select
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Check frequency',
    hint: 'How often every page of this website is checked.',
    options: frequencies,
    value: '1440',
    onChange: fn(),
    disabled: false,
  },
  argTypes: { error: { control: 'text' }, options: { control: 'object' } },
  render: (args) => <ControlledSelect {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '20rem', minHeight: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opened with Enter, moved with the arrow keys, chosen with Enter. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Check frequency' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'Daily' })).toHaveAttribute('data-active-item'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('360');
    await waitFor(() => expect(select).toHaveTextContent('Every 6 hours'));
    await expect(select).toHaveFocus();
  },
};

export const Placeholder: Story = { args: { value: '', placeholder: 'Choose how often', hint: undefined } };

export const WithError: Story = {
  args: { value: '', placeholder: 'Choose how often', error: 'Choose a check frequency.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Check frequency' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const ManyItems: Story = {
  args: {
    label: 'Competitor',
    hint: undefined,
    value: 'c-1',
    options: Array.from({ length: 40 }, (_, index) => ({
      value: `c-${index + 1}`,
      label: `Competitor number ${index + 1}`,
    })),
  },
};
