import { seededIds } from '@spyglass/api/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../lib/paths';
import { createTestEnvironment } from '../../testing';
import CompetitorRoute from '../competitor';
import WebsiteRoute from '.';

const project = seededIds.projects.payments;
const competitor = seededIds.competitors.ledgerly;

function renderAt(path: string) {
  const env = createTestEnvironment({ signedIn: true });
  const router = createMemoryRouter(
    [
      { path: routePatterns.website, element: <WebsiteRoute /> },
      { path: routePatterns.competitor, element: <CompetitorRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(env.wrap(<RouterProvider router={router} />));
  return userEvent.setup();
}

describe('noise rules and facts on screen', () => {
  it('keeps the advanced options behind a disclosure, previews rules on the last snapshot and shows a refused rule', async () => {
    const user = renderAt(paths.website(project, competitor, seededIds.websites.ledgerly));
    await user.click(await screen.findByRole('button', { name: 'Edit Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    const rules = within(dialog).getByRole('textbox', { name: /Ignore lines containing/, hidden: true });
    expect(rules).not.toBeVisible();

    await user.click(within(dialog).getByText('Advanced: noise and alerts'));
    expect(rules).toBeVisible();
    expect(rules).toHaveValue('Customer stories');
    expect(within(dialog).getByRole('checkbox', { name: 'Dates and times' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Ignore text that changes without news' })).toBeInTheDocument();

    const preview = within(dialog).getByRole('region', { name: 'On the current page' });
    expect(await within(preview).findByText('“Customer stories” would hide 1 line of the current page')).toBeVisible();

    await user.type(rules, '\n/(broken/');
    expect(
      await within(preview).findByText(/“\/\(broken\/” cannot be used: The pattern \/\(broken\/ is not valid/),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The page could not be updated');
    expect(alert).toHaveTextContent('ignore_rules.1: The pattern /(broken/ is not valid');
  });

  it('refuses an unknown flag where it is typed, and opens the section to show it', async () => {
    const user = renderAt(paths.website(project, competitor, seededIds.websites.ledgerly));
    await user.click(await screen.findByRole('button', { name: 'Edit Features' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    await user.click(within(dialog).getByText('Advanced: noise and alerts'));
    await user.type(within(dialog).getByRole('textbox', { name: /Ignore lines containing/ }), '/price/y');
    await user.click(within(dialog).getByText('Advanced: noise and alerts'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const rules = within(dialog).getByRole('textbox', { name: /Ignore lines containing/ });
    await waitFor(() => expect(rules).toBeVisible());
    expect(rules).toHaveAccessibleDescription(/A pattern may use only the flags i, m, s and u/);
  });

  it('tells the facts of each change in the page history', async () => {
    const user = renderAt(paths.website(project, competitor, seededIds.websites.ledgerly));
    const pricing = (await screen.findByRole('heading', { level: 3, name: 'Pricing' })).closest('li')!;
    await user.click(within(pricing).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    const facts = await within(dialog).findAllByRole('list', { name: 'What changed' });
    expect(
      within(facts[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Starter plan $29 → $35 a month (+20.7%)', 'New: Annual billing: two months free']);
    expect(within(dialog).getAllByText('Pricing change').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Free plan removed')).toBeInTheDocument();
  });

  it('draws the competitor’s pricing history, with the same data as a table', async () => {
    const user = renderAt(paths.competitor(project, competitor));
    await user.click(await screen.findByRole('tab', { name: 'Pricing history' }));
    const chart = await screen.findByRole('figure', { name: 'Pricing: monthly prices in USD' });
    expect(within(chart).getByRole('group', { name: 'Pricing: monthly prices in USD' })).toBeInTheDocument();
    await user.click(within(chart).getByText('Show as a table'));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      '$0',
      'Removed',
      '$69',
      '$79',
      '$25',
      '$29',
      '$35',
    ]);
  });

  it('tells the facts in the competitor’s timeline, titled by kind', async () => {
    const user = renderAt(paths.competitor(project, competitor));
    await user.click(await screen.findByRole('tab', { name: /Activity/ }));
    expect(
      await screen.findByText(
        'Page Pricing changed: Starter plan $29 → $35 a month (+20.7%); New: Annual billing: two months free',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Page Careers changed: Job closed: Customer success lead, Lisbon; New job: Senior payments engineer, Berlin; and 1 more',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Keyword "free plan" disappeared from page Pricing')).toBeInTheDocument();
    expect(screen.getAllByText('Hiring change').length).toBeGreaterThan(0);
  });
});
