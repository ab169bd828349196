import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../lib/paths';
import { createTestEnvironment } from '../../testing';
import CompetitorsRoute from '../competitors';
import WebsiteRoute from '../website';
import CompetitorRoute from '.';

const project = seededIds.projects.payments;
const ledgerly = seededIds.competitors.ledgerly;

/** The competitor screen with the screens it leads to, so navigation can be followed. */
function renderCompetitor(competitorId: string = ledgerly) {
  const env = createTestEnvironment({ signedIn: true });
  const router = createMemoryRouter(
    [
      { path: routePatterns.competitor, element: <CompetitorRoute /> },
      { path: routePatterns.competitors, element: <CompetitorsRoute /> },
      { path: routePatterns.website, element: <WebsiteRoute /> },
    ],
    { initialEntries: [paths.competitor(project, competitorId)] },
  );
  render(env.wrap(<RouterProvider router={router} />));
  return { user: userEvent.setup(), router };
}

const websiteList = () => screen.findByRole('list', { name: 'Websites of this competitor' });

describe('competitor detail', () => {
  it('shows the competitor with its details, websites and a back link', async () => {
    renderCompetitor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to competitors' })).toHaveAttribute(
      'href',
      paths.competitors(project),
    );
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    const details = screen.getByRole('heading', { level: 2, name: 'Details' }).closest('div')!.parentElement!;
    expect(within(details).getByText(/Invoicing and card payments/)).toBeInTheDocument();

    const rows = within(await websiteList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Ledgerly' })).toHaveAttribute(
      'href',
      paths.website(project, ledgerly, seededIds.websites.ledgerly),
    );
    expect(within(rows[0]!).getByText('Marketing site with pricing and feature pages.')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /https:\/\/ledgerly\.example\.com.*new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('counts the events on the Activity tab and shows them on a timeline', async () => {
    const { user } = renderCompetitor();
    const expected = getMockDb().events.filter((event) => event.competitor_id === ledgerly).length;
    const tab = await screen.findByRole('tab', { name: `Activity ${Math.min(expected, 50)} events` });
    await user.click(tab);
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    expect(within(timeline).getAllByText('Competitor added')).toHaveLength(1);
  });

  it('opens a website from its row, by keyboard too', async () => {
    const { user, router } = renderCompetitor();
    const link = within(await websiteList()).getByRole('link', { name: 'Ledgerly Blog' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.website(project, ledgerly, seededIds.websites.ledgerlyBlog)),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly Blog' })).toBeInTheDocument();
  });

  it('edits a website from its row menu, frequency included', async () => {
    const { user } = renderCompetitor();
    await websiteList();
    await user.click(screen.getByRole('button', { name: 'Actions for Ledgerly Blog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit website' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Ledgerly Blog');
    const frequency = within(dialog).getByRole('combobox', { name: /Check frequency/ });
    expect(frequency).toHaveTextContent('Every 6 hours');
    await user.click(frequency);
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit website' })).not.toBeInTheDocument());
    expect(
      getMockDb().websites.find((row) => row.id === seededIds.websites.ledgerlyBlog)?.check_frequency_minutes,
    ).toBe(1440);
  });

  it('deletes a website from its row menu after confirmation', async () => {
    const { user } = renderCompetitor();
    await websiteList();
    await user.click(screen.getByRole('button', { name: 'Actions for Ledgerly Blog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete website' });
    expect(dialog).toHaveTextContent('Delete “Ledgerly Blog”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Websites of this competitor' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: 'Ledgerly Blog' })).not.toBeInTheDocument();
  });

  it('adds a website with the hourly default and shows the generic alert when it fails', async () => {
    server.use(
      http.post('*/api/v1/competitors/:competitorId/websites/', () =>
        HttpResponse.json({ detail: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = renderCompetitor();
    await websiteList();
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add website' });
    expect(within(dialog).getByRole('combobox', { name: /Check frequency/ })).toHaveTextContent('Every hour');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ledgerly Status');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'https://status.ledgerly.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while creating the resource');
  });

  it('adds a website to the list', async () => {
    const { user } = renderCompetitor();
    await websiteList();
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add website' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ledgerly Status');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'https://status.ledgerly.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(await within(await websiteList()).findByRole('link', { name: 'Ledgerly Status' })).toBeInTheDocument();
    expect(getMockDb().websites.find((row) => row.name === 'Ledgerly Status')?.check_frequency_minutes).toBe(60);
  });

  it('deletes the competitor after a confirmation naming it and returns to the list', async () => {
    const { user, router } = renderCompetitor();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete competitor' });
    expect(dialog).toHaveTextContent('Delete “Ledgerly”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.competitors(project)));
    const grid = await screen.findByRole('list', { name: 'Competitors of this project' });
    expect(within(grid).queryByRole('heading', { name: 'Ledgerly' })).not.toBeInTheDocument();
  });

  it('edits the competitor', async () => {
    const { user } = renderCompetitor();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit competitor' });
    const industry = within(dialog).getByRole('textbox', { name: /Industry/ });
    expect(industry).toHaveValue('Fintech');
    await user.clear(industry);
    await user.type(industry, 'Payments');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit competitor' })).not.toBeInTheDocument());
    // The header's industry line (the timeline's details repeat the change).
    expect(await screen.findByText('Payments', { selector: 'p' })).toBeInTheDocument();
  });

  it('says when the competitor is not found, with a way back', async () => {
    renderCompetitor(seededIds.competitors.otherTeam);
    expect(await screen.findByRole('heading', { level: 1, name: 'Competitor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', paths.competitors(project));
  });
});
