import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me', disabled: false },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Active', hint: 'Inactive pages keep their history but are not checked.', defaultChecked: true },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'You must accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
