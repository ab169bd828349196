import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderRoute } from '../../testing';

const projectId = seededIds.projects.payments;
const recon = paths.recon(projectId);

async function chooseWebsite(user: ReturnType<typeof renderRoute>['user'], competitor: string, website: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: 'Competitor' }));
  await user.click(await screen.findByRole('option', { name: competitor }));
  await user.click(screen.getByRole('combobox', { name: 'Website' }));
  await user.click(await screen.findByRole('option', { name: website }));
}

/** The table's rows as [kind, title, status]. */
function rows(): string[][] {
  const table = screen.getByRole('table', { name: /pages found on/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('Recon', () => {
  it('discovers a website’s pages with their kinds, and adds the chosen ones in one step under their titles', async () => {
    const { user, router } = renderRoute(recon, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recon' })).toBeInTheDocument();
    await chooseWebsite(user, 'Ledgerly', /^Ledgerly \(ledgerly/);
    await user.click(screen.getByRole('button', { name: 'Discover pages' }));

    // The mock finds a few pages per answer: the progress shows, then the whole table.
    expect(
      await screen.findByText(/^Done: 14 pages found in the site’s sitemap\.$/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/discovery=/);
    const table = screen.getByRole('table', { name: '14 pages found on ledgerly.example.com' });
    expect(rows()).toContainEqual([
      'Pricing',
      'Pricing',
      expect.stringContaining('ledgerly.example.com/pricing'),
      'Watched',
    ]);
    expect(rows()).toContainEqual(['Careers', 'Karriere', expect.stringContaining('/de/karriere'), '']);
    // Watched pages cannot be chosen again.
    expect(within(table).getByRole('checkbox', { name: 'Pricing is already watched' })).toBeDisabled();

    for (const title of ['Documentation', 'Privacy policy', 'Karriere']) {
      await user.click(within(table).getByRole('checkbox', { name: new RegExp(`^Choose ${title} `) }));
    }
    await user.click(screen.getByRole('button', { name: 'Add 3 pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 3 pages' });
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Karriere', 'Documentation', 'Privacy policy']);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name of page 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of page 2' }), 'Docs home');
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 pages' }));

    expect(await screen.findByText('3 pages added')).toBeInTheDocument();
    const website = getMockDb().pages.filter((page) => page.website_id === seededIds.websites.ledgerly);
    expect(website.map((page) => page.name)).toEqual(
      expect.arrayContaining(['Karriere', 'Docs home', 'Privacy policy']),
    );
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: 'Documentation is already watched' })).toBeDisabled(),
    );
    // Many steps through the whole screen: more time than one interaction needs.
  }, 60_000);

  it('keeps a name within its rules before adding anything', async () => {
    const { user } = renderRoute(recon, { signedIn: true });
    await chooseWebsite(user, 'Ledgerly', /^Ledgerly \(ledgerly/);
    await user.click(screen.getByRole('button', { name: 'Discover pages' }));
    await screen.findByText(/^Done: /, undefined, { timeout: 8000 });
    const table = screen.getByRole('table', { name: /pages found on/ });
    await user.click(within(table).getByRole('checkbox', { name: /^Choose Blog / }));
    await user.click(screen.getByRole('button', { name: 'Add 1 page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 page' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of page 1' });
    await user.clear(name);
    await user.type(name, 'B');
    const before = getMockDb().pages.length;
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 page' }));
    expect(await within(dialog).findByText('A name needs at least 2 characters')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(getMockDb().pages).toHaveLength(before);
  });

  it('can stop a discovery, keeping what it found', async () => {
    const { user } = renderRoute(recon, { signedIn: true });
    await chooseWebsite(user, 'Ledgerly', /^Ledgerly Blog/);
    await user.click(screen.getByRole('button', { name: 'Discover pages' }));
    expect(await screen.findByRole('progressbar', { name: 'Discovering pages…' })).toBeInTheDocument();
    expect(screen.getByText('4 pages found so far')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/^Stopped\. \d+ pages were found before\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a website cannot be discovered', async () => {
    const db = getMockDb();
    db.websites.push({
      ...db.websites.find((website) => website.id === seededIds.websites.ledgerly)!,
      id: '5e1d0000-0000-4000-8000-0000000009aa',
      name: 'Intranet',
      url: 'http://10.0.0.8/',
    });
    const { user } = renderRoute(recon, { signedIn: true });
    await chooseWebsite(user, 'Ledgerly', /^Intranet/);
    await user.click(screen.getByRole('button', { name: 'Discover pages' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The discovery could not start');
    expect(alert).toHaveTextContent('This address cannot be checked: only public web addresses can.');
  });

  it('sends a project without competitors to add one first', async () => {
    server.use(http.get('*/api/v1/competitors/', () => HttpResponse.json({ data: [], count: 0 })));
    renderRoute(recon, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No competitors yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to competitors' })).toHaveAttribute(
      'href',
      paths.competitors(projectId),
    );
  });
});
