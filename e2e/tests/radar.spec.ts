/**
 * Recon and Radar together: discover a competitor's pages from its sitemap,
 * watch three of them in one step, change one, then find that change in the
 * project's feed by a word only its diff holds and open the diff.
 */
import { fixtureHtml } from '../fixtures/site';
import { expect, test } from '../support/test';

test('discover a site, watch three pages, and find a change in Radar by a word of its text', async ({
  page,
  api,
  account,
  signedIn,
  fixturePage,
  siteUrl,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const section = `r-${suffix}`;
  // A made-up word: only the changed line holds it.
  const word = `quokka${suffix}`;

  const project = await api.createProject(account.token, { name: `Rivals ${suffix}`, description: 'Payment rivals' });
  const competitor = await api.createCompetitor(account.token, { name: `Acme ${suffix}`, project_id: project.id });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Acme site', url: siteUrl });

  const found = [
    { path: `${section}/preise`, title: 'Preise', kind: 'Pricing' },
    { path: `${section}/careers`, title: 'Careers at Acme', kind: 'Careers' },
    { path: `${section}/blog`, title: 'Acme blog', kind: 'Blog' },
    { path: `${section}/docs`, title: 'Documentation', kind: 'Docs' },
    { path: `${section}/datenschutz`, title: 'Datenschutz', kind: 'Legal' },
  ];
  for (const { path, title } of found) await fixturePage(path, fixtureHtml(title, [`${title} of Acme.`]));
  await fixturePage(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${found.map(({ path }) => `  <url><loc>${siteUrl}/${path}</loc></url>`).join('\n')}
</urlset>
`,
  );

  await test.step('Recon finds the pages of the sitemap with their kinds', async () => {
    await signedIn(`/${project.id}/recon`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recon' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Competitor' }).click();
    await page.getByRole('option', { name: competitor.name }).click();
    await page.getByRole('combobox', { name: 'Website' }).click();
    await page.getByRole('option', { name: /^Acme site/ }).click();
    await page.getByRole('button', { name: 'Discover pages' }).click();
    await expect(page.getByText('Done: 5 pages found in the site’s sitemap.')).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: /^5 pages found on/ });
    for (const { title, kind } of found) {
      await expect(table.getByRole('row').filter({ hasText: title })).toContainText(kind);
    }
  });

  await test.step('three chosen pages are watched in one step under their titles', async () => {
    const table = page.getByRole('table', { name: /^5 pages found on/ });
    for (const title of ['Preise', 'Careers at Acme', 'Acme blog']) {
      await table.getByRole('checkbox', { name: new RegExp(`^Choose ${title} `) }).check();
    }
    await page.getByRole('button', { name: 'Add 3 pages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add 3 pages' });
    await dialog.getByRole('button', { name: 'Add 3 pages' }).click();
    await expect(page.getByText('3 pages added').first()).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Preise is already watched' })).toBeDisabled();
    const watched = (await api.listPages(account.token, website.id)).data;
    expect(watched.map((one) => one.name).sort()).toEqual(['Acme blog', 'Careers at Acme', 'Preise']);
  });

  await test.step('the pricing page changes', async () => {
    const watched = (await api.listPages(account.token, website.id)).data;
    for (const one of watched) await api.checkPage(account.token, one.id);
    await fixturePage(
      `${section}/preise`,
      fixtureHtml('Preise', ['Preise of Acme.', `New plan ${word}: 12 euros a month.`]),
    );
    const pricing = watched.find((one) => one.name === 'Preise')!;
    // The monitor may reach the page first; either way one change is recorded.
    await api.checkPage(account.token, pricing.id);
    await expect.poll(async () => (await api.pageChanges(account.token, pricing.id)).data.length).toBeGreaterThan(0);
  });

  await test.step('Radar finds the change by its new word and opens its diff', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Radar/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Radar' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill(word);
    await search.press('Enter');
    await expect(page.getByText('1 event matches')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await page.getByRole('button', { name: 'View changes to Preise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recorded change' });
    await expect(dialog).toContainText(`New plan ${word}: 12 euros a month.`);
  });
});
