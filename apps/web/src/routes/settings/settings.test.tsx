import { demoCredentials, seededIds } from '@spyglass/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

describe('project settings', () => {
  it('opens on the project section, marked as current in its section list and in the sidebar', async () => {
    renderRoute(`/${projectId}/settings`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Project' })).toHaveAttribute('aria-current', 'page');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Project details' })).toBeInTheDocument();
  });

  it('edits the project details in the project dialog', async () => {
    const { user } = renderRoute(`/${projectId}/settings`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Payments, Nordics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit project' })).not.toBeInTheDocument());
    const details = screen.getByRole('heading', { level: 2, name: 'Project details' }).closest('div')!.parentElement!;
    expect(await within(details).findByText('Payments, Nordics')).toBeInTheDocument();
  });

  it('says the project is not found for an unknown or foreign project', async () => {
    renderRoute(`/${seededIds.projects.otherTeam}/settings`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    renderRoute(`/${projectId}/settings`, { signedIn: true, language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bereiche der Einstellungen' })).toBeInTheDocument();
  });
});

describe('account settings', () => {
  it('is reached from the profile menu and shows who is signed in', async () => {
    const { user, router } = renderRoute('/dashboard', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Signed in as/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(demoCredentials.email)).toBeInTheDocument();
  });
});
