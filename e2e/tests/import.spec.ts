/**
 * CSV import: a file of six rows is checked row by row before anything is
 * written, its valid rows are imported in one step, and choosing the same
 * file again finds every page already there.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** axe's default rules on the page as it is now; `state` names it in a failure. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect.soft(found, `axe violations in state "${state}"`).toEqual([]);
}

test('import a CSV of six rows: preview, import, and a second import that adds nothing', async ({
  page,
  api,
  account,
  signedIn,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const project = await api.createProject(account.token, { name: `Imported ${suffix}`, description: 'From a file' });
  const acme = `https://acme-${suffix}.example`;
  const globex = `https://globex-${suffix}.example`;
  const csv = [
    'competitor,website,page_name,url,css_selector,keywords',
    `Acme,${acme},Pricing,${acme}/pricing,main,price|discount`,
    `Acme,${acme},Careers,${acme}/careers,,`,
    `"Acme",${acme},"Blog, news",${acme}/blog,,`,
    `Globex,${globex},Pricing,${globex}/pricing,,`,
    `Globex,${globex},Docs,https://docs.globex-${suffix}.example/,,`,
    `Globex,${globex},Elsewhere,https://elsewhere-${suffix}.example/,,`,
  ].join('\n');
  const file = { name: 'rivals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await test.step('the import is reached from the competitors screen', async () => {
    await signedIn(`/${project.id}/competitors`);
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await expect(page).toHaveURL(new RegExp(`/${project.id}/settings/import$`));
    await expect(page.getByLabel('CSV file')).toBeVisible();
    await expectNoViolations(page, 'no file chosen');
  });

  await test.step('choosing the file shows what each row would do, and writes nothing', async () => {
    await page.getByLabel('CSV file').setInputFiles(file);
    const preview = page.getByRole('region', { name: 'What importing rivals.csv will do' });
    await expect(preview.getByText('5 to add · 0 already there · 1 with an error')).toBeVisible();
    const bad = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '7', exact: true }) });
    await expect(bad).toContainText('Error');
    await expect(bad).toContainText(`url: The page must be on the website's site (globex-${suffix}.example)`);
    expect((await api.listCompetitors(account.token, project.id)).count).toBe(0);
    await expectNoViolations(page, 'preview');
  });

  await test.step('"Import 5 rows" writes the valid rows', async () => {
    await page.getByRole('button', { name: 'Import 5 rows' }).click();
    await expect(page.getByRole('heading', { name: '5 pages added' })).toBeVisible();
    const competitors = (await api.listCompetitors(account.token, project.id)).data;
    expect(competitors.map((competitor) => competitor.name).sort()).toEqual(['Acme', 'Globex']);
    let pages = 0;
    for (const competitor of competitors) {
      for (const website of (await api.listWebsites(account.token, competitor.id)).data) {
        pages += (await api.listPages(account.token, website.id)).count;
      }
    }
    expect(pages).toBe(5);
    await expectNoViolations(page, 'result');
  });

  await test.step('the same file again: every page is already there', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    // Keyboard: the file picker has the focus after "Import another file".
    await expect(page.getByLabel('CSV file')).toBeFocused();
    await page.getByLabel('CSV file').setInputFiles(file);
    await expect(page.getByText('0 to add · 5 already there · 1 with an error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });
});
