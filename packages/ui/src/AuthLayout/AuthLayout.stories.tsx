import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Design system/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  args: {
    brand: <strong style={{ fontSize: '1.25rem' }}>Spyglass</strong>,
    panelTitle: 'Your AI competitive-intelligence assistant',
    panelDescription:
      'Map the competitive landscape, track rivals in real time and turn what you learn into campaigns.',
    readMoreLabel: 'Read more',
    onReadMore: fn(),
    children: (
      <div
        style={{
          display: 'grid',
          gap: '1rem',
          padding: '1.5rem',
          background: 'white',
          borderRadius: '0.75rem',
          border: '1px solid #e2e8f0',
        }}
      >
        <h1 style={{ fontSize: '1.5rem' }}>Log in</h1>
        <p>The login form goes here.</p>
        <Button>Log in</Button>
      </div>
    ),
  },
  argTypes: { brand: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('complementary', { name: 'Your AI competitive-intelligence assistant' });
    await expect(panel).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Read more' }));
    await expect(args.onReadMore).toHaveBeenCalledTimes(1);
  },
};

export const ReadMoreLink: Story = { args: { onReadMore: undefined, readMoreHref: '#about' } };

/** Below the medium breakpoint only the form shows. */
export const SmallScreen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: '360px' }}>
      <AuthLayout {...args} />
    </div>
  ),
};
