import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Home, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar, type SidebarItem } from './Sidebar';

const items: SidebarItem[] = [
  { id: 'home', label: 'Project home', icon: <Home />, href: '/p1', active: true },
  { id: 'competitors', label: 'Competitors', icon: <Users />, href: '/p1/competitors' },
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '/p1/settings', disabled: true },
];

function Harness({
  initial = false,
  renderLink,
}: {
  initial?: boolean;
  renderLink?: Parameters<typeof Sidebar>[0]['renderLink'];
}) {
  const [collapsed, setCollapsed] = useState(initial);
  return (
    <Sidebar
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      collapseLabel="Collapse sidebar"
      expandLabel="Expand sidebar"
      label="Main navigation"
      items={items}
      renderLink={renderLink}
      top={<button type="button">New project</button>}
      bottom={<button type="button">Preferences</button>}
    />
  );
}

describe('Sidebar', () => {
  it('is a labelled nav with links, the current page marked, and its slots', () => {
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Project home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Competitors' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Settings').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preferences' })).toBeInTheDocument();
  });

  it('collapses and expands, keeping link names while collapsed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed');
    expect(screen.getByRole('link', { name: 'Competitors' })).toHaveAttribute('title', 'Competitors');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Competitors' })).not.toHaveAttribute('title');
  });

  it('lets the app render its own links', () => {
    const renderLink = vi.fn(({ href, className, children, ...rest }) => (
      <a href={`#router${href}`} className={className} data-router="" {...rest}>
        {children}
      </a>
    ));
    render(<Harness renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(2);
    const link = screen.getByRole('link', { name: 'Project home' });
    expect(link).toHaveAttribute('href', '#router/p1');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
  it('says a link’s count with its name, expanded and collapsed', () => {
    const withBadge: SidebarItem[] = [
      { id: 'radar', label: 'Radar', icon: <Home />, href: '/p1/radar', badge: '12', badgeLabel: '12 unread' },
    ];
    const { rerender } = render(
      <Sidebar
        collapsed={false}
        onCollapsedChange={() => undefined}
        collapseLabel="Collapse sidebar"
        expandLabel="Expand sidebar"
        label="Main navigation"
        items={withBadge}
      />,
    );
    expect(screen.getByRole('link', { name: 'Radar, 12 unread' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeVisible();
    rerender(
      <Sidebar
        collapsed
        onCollapsedChange={() => undefined}
        collapseLabel="Collapse sidebar"
        expandLabel="Expand sidebar"
        label="Main navigation"
        items={withBadge}
      />,
    );
    const link = screen.getByRole('link', { name: 'Radar, 12 unread' });
    expect(link).toHaveAttribute('title', 'Radar, 12 unread');
  });
});
