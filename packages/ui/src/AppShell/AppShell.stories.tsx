import type { Meta, StoryObj } from '@storybook/react-vite';
import { Home, LogOut, Plus, Radar, Settings, SlidersHorizontal, Telescope, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { IconButton } from '../IconButton';
import { Sidebar, type SidebarItem } from '../Sidebar';
import { AppShell } from './AppShell';

const items: SidebarItem[] = [
  { id: 'home', label: 'Project home', icon: <Home />, href: '#home', active: true },
  { id: 'competitors', label: 'Competitors', icon: <Users />, href: '#competitors' },
  { id: 'recon', label: 'Recon', icon: <Telescope />, href: '#recon' },
  { id: 'radar', label: 'Radar', icon: <Radar />, href: '#radar' },
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '#settings' },
];

function ShellSidebar({ initiallyCollapsed }: { initiallyCollapsed: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  return (
    <Sidebar
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      collapseLabel="Collapse sidebar"
      expandLabel="Expand sidebar"
      label="Main navigation"
      items={items}
      top={
        collapsed ? <IconButton label="New project" icon={<Plus />} variant="primary" /> : <Button>New project</Button>
      }
      bottom={<IconButton label="Preferences" icon={<SlidersHorizontal />} />}
    />
  );
}

const header = (
  <Header
    start={<strong>Acme launch</strong>}
    end={
      <>
        <Button variant="ghost" size="small">
          English
        </Button>
        <IconButton label="Profile" icon={<UserRound />} />
        <IconButton label="Log out" icon={<LogOut />} />
      </>
    }
  />
);

const footer = (
  <Footer
    copyright={(year) => `© ${year} Spyglass`}
    year={2026}
    linksLabel="Legal"
    links={[
      { label: 'Terms', href: '#terms' },
      { label: 'Privacy', href: '#privacy' },
      { label: 'Support', href: '#support' },
    ]}
  />
);

const meta = {
  title: 'Design system/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  args: {
    skipLinkLabel: 'Skip to content',
    sidebar: <ShellSidebar initiallyCollapsed={false} />,
    header,
    footer,
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <h1>Dashboard</h1>
        <p>Welcome back. Your competitors’ pages are checked on schedule.</p>
      </div>
    ),
  },
  argTypes: {
    sidebar: { control: false },
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The skip link is the first stop for Tab and jumps to the main content. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Spyglass');
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CollapsedSidebar: Story = { args: { sidebar: <ShellSidebar initiallyCollapsed /> } };
