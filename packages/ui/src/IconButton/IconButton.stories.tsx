import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, RefreshCw, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit website', icon: <Pencil />, variant: 'ghost', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    render: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard focus shows the label as a tooltip; Enter activates. */
export const KeyboardTooltip: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Edit website' });
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edit website');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { label: 'Check now', icon: <RefreshCw />, loading: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Check now' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              variant={variant}
              size={size}
              label={`${variant} ${size}`}
              icon={variant === 'destructive' ? <Trash2 /> : variant === 'ghost' ? <X /> : <Pencil />}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
