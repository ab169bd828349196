import type { Meta, StoryObj } from '@storybook/react-vite';
import { Home, Plus, Radar, Settings, SlidersHorizontal, Telescope, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';

export const sidebarItems: SidebarItem[] = [
  { id: 'home', label: 'Project home', icon: <Home />, href: '#home', active: true },
  { id: 'competitors', label: 'Competitors', icon: <Users />, href: '#competitors' },
  { id: 'recon', label: 'Recon', icon: <Telescope />, href: '#recon' },
  { id: 'radar', label: 'Radar', icon: <Radar />, href: '#radar', badge: '12', badgeLabel: '12 unread' },
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '#settings' },
];

/** The sidebar as the app uses it: it owns `collapsed`, and the slots follow it. */
function SidebarDemo(args: SidebarProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  return (
    <div style={{ height: '32rem' }}>
      <Sidebar
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          args.onCollapsedChange(next);
          setCollapsed(next);
        }}
        top={
          collapsed ? (
            <IconButton label="New project" icon={<Plus />} variant="primary" />
          ) : (
            <Button>New project</Button>
          )
        }
        bottom={
          collapsed ? (
            <IconButton label="Preferences" icon={<SlidersHorizontal />} />
          ) : (
            <Button variant="ghost">
              <SlidersHorizontal size={16} aria-hidden="true" />
              Preferences
            </Button>
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    collapsed: false,
    onCollapsedChange: fn(),
    collapseLabel: 'Collapse sidebar',
    expandLabel: 'Expand sidebar',
    label: 'Main navigation',
    items: sidebarItems,
  },
  argTypes: {
    items: { control: 'object' },
    top: { control: false },
    bottom: { control: false },
    renderLink: { control: false },
  },
  render: (args) => <SidebarDemo {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle collapses it to icons; links keep their names for screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(canvas.getByRole('link', { name: 'Project home' })).toHaveAttribute('aria-current', 'page');
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Competitors' })).toBeInTheDocument();
    await expect(nav.getBoundingClientRect().width).toBe(64);
  },
};

export const Collapsed: Story = { args: { collapsed: true } };

export const WithDisabledItems: Story = {
  args: {
    items: sidebarItems.map((item) =>
      item.id === 'recon' || item.id === 'radar' ? { ...item, disabled: true } : item,
    ),
  },
};

/** Long labels are cut with an ellipsis instead of widening the sidebar. */
export const LongLabels: Story = {
  args: {
    items: [
      {
        id: 'long',
        label: 'Competitive landscape for enterprise observability',
        icon: <Home />,
        href: '#long',
        active: true,
      },
      ...sidebarItems.slice(1),
    ],
  },
};
