import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Design system/SectionNav',
  component: SectionNav,
  args: {
    label: 'Settings sections',
    items: [
      { id: 'project', label: 'Project', href: '#project', active: true },
      { id: 'notifications', label: 'Notifications', href: '#notifications' },
      { id: 'members', label: 'Members', href: '#members' },
    ],
  },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(nav).getByRole('link', { name: 'Project' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Members' })).not.toHaveAttribute('aria-current');
  },
};

export const NoneActive: Story = {
  args: {
    items: [
      { id: 'profile', label: 'Profile', href: '#profile' },
      { id: 'keys', label: 'API keys', href: '#keys' },
    ],
  },
};
