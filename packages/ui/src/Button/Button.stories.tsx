import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './buttonVariants';

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Save changes',
    variant: 'primary',
    size: 'medium',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    render: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show more' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete project' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Plus size={16} aria-hidden="true" />
        Add competitor
      </>
    ),
  },
};

/** A loading button is busy, keeps focus and ignores clicks until the work ends. */
export const Loading: Story = {
  args: { loading: true, children: 'Saving…' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** Rendered as a link (the app passes its router Link the same way). */
export const AsLink: Story = {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the Button's children become the link's content
  args: { render: <a href="#projects" />, children: 'Open projects', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open projects' })).toHaveAttribute('href', '#projects');
  },
};

export const LongText: Story = {
  args: { children: 'Check every monitored page of this website now and record what changed' },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant === 'destructive' ? <Trash2 size={16} aria-hidden="true" /> : null}
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} size={size} loading>
            {`loading ${size}`}
          </Button>
          <Button {...args} size={size} variant="secondary" disabled>
            {`disabled ${size}`}
          </Button>
        </div>
      ))}
    </div>
  ),
};
