import { seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Language } from '../../lib/i18nConfig';
import { paths, routePatterns } from '../../lib/paths';
import { renderRoute, renderScreen } from '../../testing';
import CompetitorsRoute from '.';

/** The dashboard screen at a URL, signed in, over the mock backend. */
function renderDashboard(route: string, language: Language = 'en') {
  return renderScreen(<CompetitorsRoute />, { route, path: routePatterns.competitors, signedIn: true, language });
}

const paymentsDashboard = paths.competitors(seededIds.projects.payments);

/** The names on the grid's cards, in order. */
async function cardNames() {
  const list = await screen.findByRole('list', { name: 'Competitors of this project' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('competitor dashboard', () => {
  it('shows a card per competitor of the project with its status, industry and details link', async () => {
    renderDashboard(paymentsDashboard);
    expect(await cardNames()).toEqual(['Ledgerly', 'PayNimbus', 'Brightbank', 'Coinvale']);
    const coinvale = screen.getByRole('heading', { name: 'Coinvale' }).closest('li')!;
    expect(within(coinvale).getByText('Inactive')).toBeInTheDocument();
    expect(within(coinvale).getByText('Crypto')).toBeInTheDocument();
    expect(within(coinvale).getByRole('link', { name: 'View details of Coinvale' })).toHaveAttribute(
      'href',
      paths.competitor(seededIds.projects.payments, seededIds.competitors.coinvale),
    );
  });

  it('searches names and descriptions without regard to case', async () => {
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();
    const search = screen.getByRole('searchbox', { name: 'Search competitors' });
    await user.type(search, 'CHECKOUT');
    // "Checkout API ..." is PayNimbus's description.
    expect(await cardNames()).toEqual(['PayNimbus']);
    await user.clear(search);
    await user.type(search, 'bright');
    expect(await cardNames()).toEqual(['Brightbank']);
  });

  it('filters by status and industry, counts the active filters and clears all three', async () => {
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Active' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Fintech' }));
    await user.keyboard('{Escape}');
    expect(await cardNames()).toEqual(['Ledgerly', 'PayNimbus']);
    expect(screen.getByRole('button', { name: /Filters.*2 active filters/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search competitors' }), 'ledger');
    expect(await cardNames()).toEqual(['Ledgerly']);
    expect(screen.getByRole('button', { name: /Filters.*3 active filters/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await cardNames()).toEqual(['Ledgerly', 'PayNimbus', 'Brightbank', 'Coinvale']);
    expect(screen.getByRole('searchbox', { name: 'Search competitors' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('offers only the industries of the loaded competitors', async () => {
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const industry = await screen.findByRole('group', { name: 'Industry' });
    expect(
      within(industry)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['All industries', 'Banking', 'Crypto', 'Fintech']);
  });

  it('says when nothing matches and clears the filters from there', async () => {
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();
    await user.type(screen.getByRole('searchbox', { name: 'Search competitors' }), 'no such rival');
    expect(await screen.findByRole('heading', { name: 'No competitors match the filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await cardNames()).toHaveLength(4);
  });

  it('shows the first-competitor empty state for a project without competitors', async () => {
    server.use(http.get('*/api/v1/competitors/', () => HttpResponse.json({ data: [], count: 0 })));
    renderDashboard(paymentsDashboard);
    expect(await screen.findByRole('heading', { name: 'No competitors yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add competitor' })).toHaveLength(2);
  });

  it('shows the no-project state for a project that does not exist', async () => {
    renderDashboard(paths.competitors('5e1d0000-0000-4000-8000-0000000000ff'));
    expect(await screen.findByRole('heading', { name: 'No project selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', paths.home);
  });

  it('shows the load failure with the server message', async () => {
    server.use(
      http.get('*/api/v1/competitors/', () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })),
    );
    renderDashboard(paymentsDashboard);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The competitors could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});

describe('in the app', () => {
  it('leads from the dashboard through the route table to a competitor and one of its websites', async () => {
    const { user, router } = renderRoute(paymentsDashboard, { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'View details of Ledgerly' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      paths.competitor(seededIds.projects.payments, seededIds.competitors.ledgerly),
    );
    await user.click(await screen.findByRole('link', { name: 'Ledgerly Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Blog home' })).toBeInTheDocument();
  });
});

describe('create competitor dialog', () => {
  it('explains invalid fields inline and adds a valid competitor to the grid', async () => {
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add competitor' });

    await user.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: /Industry/ }), 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    expect(within(dialog).getByRole('textbox', { name: /Industry/ })).toHaveAccessibleDescription(
      expect.stringContaining('Industry must be less than 100 characters'),
    );

    await user.type(name, 'Tillcraft');
    await user.clear(within(dialog).getByRole('textbox', { name: /Industry/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Industry/ }), 'Point of sale');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Tablet tills for cafés.');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add competitor' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add competitor' })).not.toBeInTheDocument());
    expect(await cardNames()).toContain('Tillcraft');
    const card = screen.getByRole('heading', { name: 'Tillcraft' }).closest('li')!;
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).getByText('Point of sale')).toBeInTheDocument();
  });

  it('shows the rules in the interface language', async () => {
    const { user } = renderDashboard(paymentsDashboard, 'fr');
    await screen.findByRole('list', { name: 'Concurrents de ce projet' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un concurrent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un concurrent' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le concurrent' }));
    expect(within(dialog).getByRole('textbox', { name: /Nom/ })).toHaveAccessibleDescription(
      'Le nom doit comporter au moins 2 caractères',
    );
  });

  it('shows the create-failed alert with the server message and keeps the form', async () => {
    server.use(
      http.post('*/api/v1/competitors/', () =>
        HttpResponse.json({ detail: 'A competitor with this name already exists' }, { status: 409 }),
      ),
    );
    const { user } = renderDashboard(paymentsDashboard);
    await cardNames();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add competitor' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ledgerly');
    await user.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The competitor could not be created');
    expect(alert).toHaveTextContent('A competitor with this name already exists');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Ledgerly');
  });
});
