import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('gives the page its landmarks and a skip link that moves focus to main', async () => {
    const user = userEvent.setup();
    render(
      <AppShell
        skipLinkLabel="Skip to content"
        sidebar={<nav aria-label="Main navigation" />}
        header={<Header end={<button type="button">Log out</button>} />}
        footer={
          <Footer
            copyright={(year) => `© ${year} Spyglass`}
            year={2031}
            links={[{ label: 'Terms', href: '#terms' }]}
            linksLabel="Legal"
          />
        }
      >
        <h1>Dashboard</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Spyglass');
    expect(screen.getByRole('navigation', { name: 'Legal' })).toContainElement(
      screen.getByRole('link', { name: 'Terms' }),
    );

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
