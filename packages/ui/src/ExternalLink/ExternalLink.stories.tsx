import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Design system/ExternalLink',
  component: ExternalLink,
  tags: ['autodocs'],
  args: { href: 'https://example.com/pricing', children: 'example.com/pricing', newTabHint: '(opens in a new tab)' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'example.com/pricing (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: '32rem' }}>
      The competitor’s <ExternalLink {...args}>pricing page</ExternalLink> changed twice this week.
    </p>
  ),
};

export const LongText: Story = {
  args: {
    href: 'https://www.example-competitor.com/products/enterprise/pricing/annual-billing?region=eu&currency=eur',
    children: 'https://www.example-competitor.com/products/enterprise/pricing/annual-billing?region=eu&currency=eur',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <ExternalLink {...args} />
    </div>
  ),
};
