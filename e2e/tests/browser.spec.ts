/**
 * A pricing page whose prices a script draws, watched with the browser
 * fetcher as a person would set it up: its price change is recorded with its
 * facts, and the page's history shows the page before and after, the changed
 * area outlined.
 */
import { expect, test } from '../support/test';

/** A pricing table that is empty until its script runs. */
function scriptedPricing(price: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Acme pricing</title>
    <style>body { font-family: sans-serif; margin: 2rem } .plan { border: 1px solid #ccc; padding: 1rem; width: 20rem }</style>
  </head>
  <body>
    <h1>Acme pricing</h1>
    <section id="plans"><div class="plan"><h2>Pro</h2><p class="price"></p><p>Billed monthly</p></div></section>
    <script>
      setTimeout(() => { document.querySelector('.price').textContent = ${JSON.stringify(`${price} per month`)}; }, 300);
    </script>
  </body>
</html>
`;
}

test('a JavaScript-drawn pricing page, fetched with a browser: its price change shows before and after', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
  fixturePage,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const path = `scripted-${suffix}/pricing`;
  const url = await fixturePage(path, scriptedPricing('$49'));
  const project = await api.createProject(account.token, { name: `Rivals ${suffix}`, description: 'Prices' });
  const competitor = await api.createCompetitor(account.token, { name: 'Acme', project_id: project.id });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Acme site', url: siteUrl });
  const capabilities = await api.as(account.token).getCapabilities();
  expect(capabilities.browser_fetcher.available).toBe(true);

  await signedIn(`/${project.id}/competitors/${competitor.id}/websites/${website.id}`);
  const dialog = page.getByRole('dialog');
  await test.step('add the page, fetched with a browser that waits for the price', async () => {
    await page.getByRole('button', { name: 'Add page' }).click();
    await dialog.getByLabel('Name').fill('Pricing');
    await dialog.getByLabel('Address (URL)').fill(url);
    await dialog.getByLabel('CSS selector').fill('#plans');
    await dialog.getByRole('combobox', { name: 'Fetch with' }).click();
    await page.getByRole('option', { name: 'Browser (JavaScript)' }).click();
    await dialog.getByLabel('Wait for selector').fill('.price:not(:empty)');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expect(dialog).toBeHidden();
  });

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Pricing' }) });
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await test.step('the first check reads the price the script drew', async () => {
    await expect(item.getByText('Browser', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('First snapshot saved')).toBeVisible({ timeout: 45_000 });
  });

  await test.step('the price changes and the next check records it', async () => {
    await fixturePage(path, scriptedPricing('$59'));
    await item.getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('Page changed')).toBeVisible({ timeout: 45_000 });
    const activity = await api.competitorActivity(account.token, competitor.id);
    const changed = activity.data.find((event) => event.type === 'page_changed');
    expect(changed?.additional_data).toMatchObject({
      added_lines: 1,
      removed_lines: 1,
      classification: {
        kind: 'pricing',
        facts: expect.arrayContaining([
          expect.objectContaining({ type: 'price_change', label: 'Pro', from: 49, to: 59, currency: 'USD' }),
        ]),
      },
    });
  });

  await test.step('the history shows the page before and after, the changed area outlined', async () => {
    await item.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Change history' });
    await expect(history.getByText('$59 per month').first()).toBeVisible();
    await expect(history.getByRole('list', { name: 'What changed' }).first()).toContainText('Pro plan $49 → $59');
    const shots = history.getByRole('region', { name: 'Screenshots before and after the change' });
    for (const side of ['before', 'after']) {
      const image = shots.getByRole('img', {
        name: new RegExp(`^The page ${side} the change, with \\d+ changed areas? outlined$`),
      });
      await expect(image).toBeVisible();
      // The picture itself arrived (fetched with the session's token) and decoded.
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1280);
    }
  });
});
