import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

describe('project detail', () => {
  it('shows the overview with details and summary, and the activity timeline', async () => {
    const { user } = renderRoute(`/${projectId}`, { signedIn: true });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/\S/);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent updates' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByRole('list', { name: 'Project activity' })).toBeInTheDocument();
  });

  it('shows this week’s changes, linking to Radar, and a chart of the last 30 days with its table', async () => {
    const { user, router } = renderRoute(`/${projectId}`, { signedIn: true });
    const changes = getMockDb().events.filter(
      (event) => event.project_id === projectId && event.type === 'page_changed',
    );
    const competitors = new Set(changes.map((event) => event.competitor_id));
    const link = await screen.findByRole('link', {
      name: `This week: ${changes.length} changes across ${competitors.size} competitors`,
    });
    const chart = await screen.findByRole('slider', { name: 'Changes per day, last 30 days' });
    expect(chart).toHaveAttribute('aria-valuemax', '29');
    expect(screen.getByRole('table', { name: 'Changes per day, last 30 days' })).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${projectId}/radar`));
    expect(router.state.location.search).toMatch(/^\?type=changes&from=\d{4}-\d{2}-\d{2}$/);
  });

  it('opens the diff of a change from the project’s activity', async () => {
    const { user } = renderRoute(`/${projectId}`, { signedIn: true });
    await user.click(await screen.findByRole('tab', { name: 'Activity' }));
    await user.click((await screen.findAllByRole('button', { name: 'View changes to Pricing' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Recorded change' });
    expect(await within(dialog).findByText('Starter plan: $35 per month per seat')).toBeInTheDocument();
  });

  it('tells the recent updates in the interface language', async () => {
    renderRoute(`/${projectId}`, { signedIn: true, language: 'pl' });
    const updates = await screen.findByRole('list', { name: 'Ostatnie zmiany' });
    const sentences = within(updates)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent ?? '');
    expect(sentences).toHaveLength(5);
    for (const sentence of sentences) {
      expect(sentence).not.toMatch(/was (added|updated|deleted)|changed:|appeared on page/);
      expect(sentence).toMatch(/^(Dodano|Zaktualizowano|Usunięto|Strona|Na stronie)/);
    }
  });

  it('edits the project in a dialog', async () => {
    const { user } = renderRoute(`/${projectId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Payments, Europe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit project' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments, Europe' })).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the project, then returns to the list', async () => {
    const { user, router } = renderRoute(`/${projectId}`, { signedIn: true });
    const name = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(dialog).toHaveTextContent(`Delete the project “${name}”?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Open ${name}` })).not.toBeInTheDocument();
  });

  it('closes the confirmation and only logs when the delete fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.delete('*/api/v1/projects/:id', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user, router } = renderRoute(`/${projectId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete project' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/${projectId}`);
    expect(log).toHaveBeenCalledWith('Deleting the project failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the project is not found, as the screen heading, with a way back', async () => {
    renderRoute(`/${seededIds.projects.otherTeam}`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to projects' })).toHaveAttribute('href', '/');
  });
});
