import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Design system/Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Monitor this page', hint: 'Checked on the website’s schedule.', disabled: false },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it from the keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Monitor this page' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: { error: 'At least one page must stay active.', defaultChecked: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Monitor this page' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Disabled off" disabled />
      <Switch {...args} label="Disabled on" disabled defaultChecked />
      <Switch {...args} label="Invalid" error="Something is wrong." />
    </div>
  ),
};
