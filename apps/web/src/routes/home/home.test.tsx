import { scenarios, setDemoRole } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';
import { preloadRouteModules } from '../../app/router';

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);
describe('project list and creation', () => {
  it('creates a project from the list and lands on it', async () => {
    const { user, router } = renderRoute('/', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nordic launch');
    await user.type(within(dialog).getByLabelText('Description'), 'Competitors for the Nordic launch');
    await user.type(within(dialog).getByLabelText('Website'), 'https://nordic.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Nordic launch' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create project' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/[0-9a-f-]{36}$/);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the schema messages translated, inline', async () => {
    const { user } = renderRoute('/', { signedIn: true, language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Projekt anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projekt anlegen' });
    await user.type(within(dialog).getByLabelText('Name'), 'ab');
    await user.type(within(dialog).getByLabelText('Website'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Projekt anlegen' }));
    expect(await within(dialog).findByText('Der Name muss mindestens 3 Zeichen lang sein')).toBeInTheDocument();
    expect(within(dialog).getByText('Die Beschreibung muss mindestens 3 Zeichen lang sein')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige URL ein')).toBeInTheDocument();
  });

  it('shows the empty state with a create button', async () => {
    server.use(...scenarios.empty());
    renderRoute('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(...scenarios.serverError());
    renderRoute('/', { signedIn: true });
    expect(await screen.findByText('Could not load your projects')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });

  it('disables creating a project for a viewer of the current team, and says why', async () => {
    setDemoRole('viewer');
    renderRoute('/', { signedIn: true });
    expect(await screen.findByText(/You can view this team's projects; ask one of its owners/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New project' })).toBeDisabled();
  });
});
