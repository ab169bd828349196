import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput, type SearchInputProps } from './SearchInput';

function ControlledSearch(props: SearchInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchInput
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
  title: 'Design system/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  args: {
    label: 'Search projects',
    clearLabel: 'Clear search',
    placeholder: 'Search projects…',
    value: '',
    onChange: fn(),
  },
  render: (args) => <ControlledSearch {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing shows the clear button; clearing empties the box and puts focus back in it. */
export const TypeAndClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(box, 'acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const WithValue: Story = { args: { value: 'pricing' } };

export const LongText: Story = {
  args: {
    value: 'a search that is much longer than the box it is typed into, to check that the clear button stays clear',
  },
};
