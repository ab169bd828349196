import { getMockDb, scenarios, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '../../lib/paths';
import { createTestEnvironment } from '../../testing';
import CompetitorRoute from '../competitor';
import WebsiteRoute from '.';

const project = seededIds.projects.payments;
const competitor = seededIds.competitors.ledgerly;
const website = seededIds.websites.ledgerly;

/** The website screen with the competitor screen beside it, so leaving the website can be followed. */
function renderWebsite(websiteId: string = website) {
  const env = createTestEnvironment({ signedIn: true });
  const router = createMemoryRouter(
    [
      { path: routePatterns.website, element: <WebsiteRoute /> },
      { path: routePatterns.competitor, element: <CompetitorRoute /> },
    ],
    { initialEntries: [paths.website(project, competitor, websiteId)] },
  );
  render(env.wrap(<RouterProvider router={router} />));
  return { user: userEvent.setup(), router };
}

const pageList = () => screen.findByRole('list', { name: 'Monitored pages' });
const pageItem = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

afterEach(() => vi.restoreAllMocks());

describe('website detail', () => {
  it('shows the website details and its monitored pages', async () => {
    renderWebsite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^https:\/\/ledgerly\.example\.com/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Marketing site with pricing and feature pages.')).toBeInTheDocument();
    expect(screen.getByText('Every hour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to competitor' })).toHaveAttribute(
      'href',
      paths.competitor(project, competitor),
    );

    const list = await pageList();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pricing', 'Features', 'Careers']);
    const pricing = await pageItem('Pricing');
    expect(
      within(within(pricing).getByRole('list', { name: 'Watched keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['enterprise', 'discount', 'free plan']);
    // The seeded monitor recorded a change of the pricing page about 35 minutes ago (the store is seeded at import).
    expect(within(pricing).getByText(/^Changed 3\d minutes ago$/)).toBeInTheDocument();
    expect(within(await pageItem('Features')).queryByText(/^Changed/)).not.toBeInTheDocument();
  });

  it('shows the last check error of a page instead of a changed badge', async () => {
    const pricing = getMockDb().pages.find((page) => page.id === seededIds.pages.ledgerlyPricing)!;
    pricing.last_error = 'The server answered 503';
    renderWebsite();
    const item = await pageItem('Pricing');
    expect(within(item).getByText('Last check failed: The server answered 503')).toBeInTheDocument();
    expect(within(item).queryByText(/^Changed/)).not.toBeInTheDocument();
  });

  it('keeps the website when the browser confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderWebsite();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the website “Ledgerly”?'));
    expect(router.state.location.pathname).toBe(paths.website(project, competitor, website));
    expect(getMockDb().websites.some((row) => row.id === website)).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
  });

  it('deletes the website after the browser confirmation and goes back to the competitor', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = renderWebsite();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.competitor(project, competitor)));
    const websites = await screen.findByRole('list', { name: 'Websites of this competitor' });
    expect(
      within(websites)
        .getAllByRole('link', { name: /^Ledgerly/ })
        .map((link) => link.textContent),
    ).toEqual(['Ledgerly Blog']);
    expect(getMockDb().websites.some((row) => row.id === website)).toBe(false);
  });

  it('shows the load failure of the website with its message', async () => {
    server.use(...scenarios.serverError({ groups: ['websites'] }));
    renderWebsite();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The website could not be loaded');
    expect(alert).toHaveTextContent('Internal server error');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Websites']);
  });

  it('shows the load failure of the pages with its message', async () => {
    server.use(...scenarios.serverError({ groups: ['pages'] }));
    renderWebsite();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pages could not be loaded');
    expect(alert).toHaveTextContent('Internal server error');
    expect(screen.getByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
  });
});

describe('monitored pages', () => {
  it('adds a page after checking its fields, keywords separated by commas', async () => {
    const { user } = renderWebsite();
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Integrations');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'ledgerly.example.com/integrations');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid URL'),
    );

    const url = within(dialog).getByRole('textbox', { name: /Address/ });
    await user.clear(url);
    await user.type(url, 'https://ledgerly.example.com/integrations');
    await user.type(within(dialog).getByRole('textbox', { name: /Watched keywords/ }), 'Shopify, , Xero ,QuickBooks');
    // What will be saved shows while typing.
    expect(
      within(within(dialog).getByRole('list', { name: 'Watched keywords' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add page' })).not.toBeInTheDocument());
    const item = await pageItem('Integrations');
    expect(
      within(within(item).getByRole('list', { name: 'Watched keywords' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shopify', 'Xero', 'QuickBooks']);
    expect(within(item).getByText('Not checked yet')).toBeInTheDocument();
  });

  it('edits a page from its current values', async () => {
    const { user } = renderWebsite();
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Edit Careers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    const keywords = within(dialog).getByRole('textbox', { name: /Watched keywords/ });
    expect(keywords).toHaveValue('payments engineer');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Careers');
    await user.clear(name);
    await user.type(name, 'Open roles');
    await user.type(keywords, ', data scientist');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit page' })).not.toBeInTheDocument());
    const item = await pageItem('Open roles');
    expect(within(item).getByText('data scientist')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Careers' })).not.toBeInTheDocument();
  });

  it('deletes a page after a confirmation naming it', async () => {
    const { user } = renderWebsite();
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Delete Features' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete page' });
    expect(dialog).toHaveTextContent('Delete “Features”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Features' })).not.toBeInTheDocument());
    expect(
      within(await pageList())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pricing', 'Careers']);
  });

  it('checks a page now and says what the check found', async () => {
    const { user } = renderWebsite();
    const item = await pageItem('Features');
    await user.click(within(item).getByRole('button', { name: 'Check now' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    // Seeded pages have a snapshot already: the mock finds nothing new.
    expect(await within(toasts).findByText('No changes')).toBeInTheDocument();
    expect(within(toasts).getByText('“Features” is the same as at the last check.')).toBeInTheDocument();
  });

  it('shows the check as pending until it answers', async () => {
    server.use(http.post('*/api/v1/competitors/websites/pages/:id/check', () => delay('infinite')));
    const { user } = renderWebsite();
    const item = await pageItem('Features');
    await user.click(within(item).getByRole('button', { name: 'Check now' }));
    const pending = await within(item).findByRole('button', { name: 'Checking…' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
  });

  it('takes a first snapshot of a page never checked', async () => {
    const features = getMockDb().pages.find((page) => page.name === 'Features' && page.website_id === website)!;
    features.last_checked_at = null;
    const { user } = renderWebsite();
    const item = await pageItem('Features');
    expect(within(item).getByText('Not checked yet')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Check now' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('First snapshot saved')).toBeInTheDocument();
    // The list refreshes with the new check time.
    await waitFor(() => expect(within(item).queryByText('Not checked yet')).not.toBeInTheDocument());
  });

  it('adds a page fetched with a browser, with the selector it waits for and its time limit', async () => {
    const { user } = renderWebsite();
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Careers board');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'https://ledgerly.example.com/jobs');
    // The browser's own settings show once it is chosen.
    expect(within(dialog).queryByRole('textbox', { name: /Wait for selector/ })).not.toBeInTheDocument();
    const fetcher = within(dialog).getByRole('combobox', { name: /Fetch with/ });
    expect(fetcher).toHaveTextContent('HTTP (fast)');
    expect(fetcher).toHaveAccessibleDescription(expect.stringContaining('pages drawn by JavaScript'));
    await user.click(fetcher);
    await user.click(await screen.findByRole('option', { name: 'Browser (JavaScript)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Wait for selector/ }), '.job-list');
    const limit = within(dialog).getByRole('spinbutton', { name: /Time limit/ });
    await user.type(limit, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining('The time limit must be between 5 and 60 seconds'),
    );

    await user.clear(limit);
    await user.type(limit, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add page' })).not.toBeInTheDocument());
    const item = await pageItem('Careers board');
    expect(within(item).getByText('Browser')).toBeInTheDocument();
    expect(getMockDb().pages.find((page) => page.name === 'Careers board')).toMatchObject({
      fetcher: 'browser',
      wait_for_selector: '.job-list',
      timeout_seconds: 20,
    });
  });

  it('says so when the server has no browser, and keeps HTTP', async () => {
    server.use(...scenarios.withoutBrowser());
    const { user } = renderWebsite();
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    const fetcher = within(dialog).getByRole('combobox', { name: /Fetch with/ });
    await waitFor(() =>
      expect(fetcher).toHaveAccessibleDescription(expect.stringContaining('This server has no browser (Chromium)')),
    );
    await user.click(fetcher);
    expect(await screen.findByRole('option', { name: 'Browser (JavaScript)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'HTTP (fast)' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the screenshots before and after a change of a page read in a browser, the changed area outlined', async () => {
    const { user } = renderWebsite();
    const item = await pageItem('Pricing');
    expect(within(item).getByText('Browser')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    const changes = await within(dialog).findByRole('list', { name: 'Recorded changes' });
    const [latest] = within(changes).getAllByRole('listitem', { hidden: false });
    const shots = within(latest!).getByRole('region', { name: 'Screenshots before and after the change' });
    expect(
      await within(shots).findByRole('img', { name: 'The page before the change, with 1 changed area outlined' }),
    ).toHaveAttribute('src', expect.stringMatching(/^(blob|data):/));
    expect(
      await within(shots).findByRole('img', { name: 'The page after the change, with 1 changed area outlined' }),
    ).toBeInTheDocument();
    expect(within(shots).getByRole('figure', { name: 'Before' })).toBeInTheDocument();
    expect(within(shots).getByRole('figure', { name: 'After' })).toBeInTheDocument();
    // Changes of pages read over HTTP have no pictures.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await pageItem('Features')).getByRole('button', { name: 'History' }));
    const features = await screen.findByRole('dialog', { name: 'Change history' });
    await within(features).findByRole('list', { name: 'Recorded changes' });
    expect(within(features).queryByRole('region', { name: /Screenshots/ })).not.toBeInTheDocument();
  });

  it('takes a full-page screenshot from the page menu', async () => {
    const { user } = renderWebsite();
    const item = await pageItem('Pricing');
    await user.click(within(item).getByRole('button', { name: 'More actions for Pricing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Full-page screenshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full-page screenshot' });
    expect(await within(dialog).findByRole('img', { name: 'The whole of “Pricing” as it looks now' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'pricing.webp');
  });

  it('says why a full-page screenshot could not be taken', async () => {
    server.use(...scenarios.withoutBrowser());
    const { user } = renderWebsite();
    const item = await pageItem('Pricing');
    await user.click(within(item).getByRole('button', { name: 'More actions for Pricing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Full-page screenshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full-page screenshot' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This server has no browser (Chromium) to take screenshots with.',
    );
  });

  it('opens the change history with each recorded diff', async () => {
    const { user } = renderWebsite();
    const item = await pageItem('Pricing');
    await user.click(within(item).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    const changes = await within(dialog).findByRole('list', { name: 'Recorded changes' });
    const [latest] = within(changes).getAllByRole('listitem', { hidden: false });
    expect(latest).toHaveTextContent('2 lines added');
    expect(latest).toHaveTextContent('1 line removed');
    expect(latest).toHaveTextContent('Starter plan: $35 per month per seat');
  });
});
