import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { badgeTones } from './badgeTones';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Active', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Count: Story = { args: { children: '12', tone: 'info' } };
export const LongText: Story = {
  args: { children: 'Checked every 24 hours since the start of the project', tone: 'warning' },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
