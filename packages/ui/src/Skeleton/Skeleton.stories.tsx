import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: '16rem', height: '1rem', radius: 'medium' },
  argTypes: { radius: { control: 'inline-radio', options: ['none', 'small', 'medium', 'large', 'full'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** How a loading card looks: avatar, title and two lines of text. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: '1rem', maxWidth: '24rem' }}>
      <Skeleton width={40} height={40} radius="full" />
      <div style={{ display: 'grid', gap: '0.5rem', flex: 1 }}>
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton />
        <Skeleton width="80%" />
      </div>
    </div>
  ),
};

export const ManyItems: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '32rem' }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height="2.5rem" radius="small" />
      ))}
    </div>
  ),
};
