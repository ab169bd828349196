/**
 * Changes leaving the product: a project's changes downloaded as CSV, its
 * Atom feed read by a feed reader until the link is revoked, and an API key
 * used by a script within its scope until it is revoked.
 */
import { readFile } from 'node:fs/promises';
import { fixtureHtml } from '../fixtures/site';
import { expect, test } from '../support/test';

test('a project’s changes as a CSV download and an Atom feed that stops when its link is revoked', async ({
  page,
  api,
  account,
  signedIn,
  fixturePage,
  siteUrl,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const word = `wombat${suffix}`;
  const project = await api.createProject(account.token, { name: `Feeds ${suffix}`, description: 'Rivals' });
  const competitor = await api.createCompetitor(account.token, { name: `Initech ${suffix}`, project_id: project.id });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Initech site', url: siteUrl });
  const path = `feed-${suffix}/pricing`;
  const url = await fixturePage(path, fixtureHtml('Pricing', ['Starter plan: 10 euros a month.']));
  const pricing = await api.createPage(account.token, website.id, { name: 'Pricing', url });

  await test.step('the pricing page changes', async () => {
    await api.checkPage(account.token, pricing.id);
    await fixturePage(path, fixtureHtml('Pricing', ['Starter plan: 10 euros a month.', `New ${word} plan.`]));
    await api.checkPage(account.token, pricing.id);
    await expect.poll(async () => (await api.pageChanges(account.token, pricing.id)).data.length).toBeGreaterThan(0);
  });

  await signedIn(`/${project.id}/settings/export`);

  await test.step('the changes of the last 30 days download as CSV', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('occurred_at');
    expect(rows.join('\n')).toContain(`Initech ${suffix}`);
    expect(rows.join('\n')).toContain(word);
  });

  let feedUrl = '';
  await test.step('a feed link is made, and a feed reader reads the change from it', async () => {
    await page.getByRole('button', { name: 'Create feed link' }).click();
    feedUrl = await page.getByRole('textbox', { name: 'Feed link' }).inputValue();
    expect(feedUrl).toContain('/feed.xml?token=');
    // A feed reader knows no session: the link alone is its key.
    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(`Feeds ${suffix}`);
    expect(xml).toMatch(/<entry>[\s\S]*Pricing[\s\S]*<\/entry>/);
  });

  await test.step('once revoked, the link reads nothing', async () => {
    await page.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the feed link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('This project has no feed link yet.')).toBeVisible();
    expect((await request.get(feedUrl)).status()).toBe(404);
  });
});

test('a read-only API key lists projects, is refused a change, and stops working once revoked', async ({
  page,
  api,
  account,
  signedIn,
  request,
}) => {
  const project = await api.createProject(account.token, { name: 'Keyed', description: 'For a script' });
  await signedIn('/account/api-keys');

  let key = '';
  await test.step('a read-only key is made and shown once', async () => {
    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await expect(form.getByRole('radio', { name: /Read only/ })).toBeChecked();
    await form.getByLabel(/^Name/).fill('Nightly report');
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new key: Nightly report' });
    key = (await shown.getByRole('status', { name: 'API key' }).textContent())!.trim();
    expect(key).toMatch(/^spy_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('row', { name: /Nightly report/ })).toBeVisible();
  });

  const bearer = () => ({ Authorization: `Bearer ${key}` });
  await test.step('a script reads with it, and is refused a change with a reason', async () => {
    const listed = await request.get('/api/v1/projects/', { headers: bearer() });
    expect(listed.status()).toBe(200);
    expect((await listed.json()).data.map((one: { id: string }) => one.id)).toContain(project.id);
    const create = await request.post('/api/v1/projects/', {
      headers: bearer(),
      data: { name: 'Written by a read key', description: 'No' },
    });
    expect(create.status()).toBe(403);
    expect((await create.json()).detail).toMatch(/read/i);
  });

  await test.step('revoked, the key is refused altogether', async () => {
    await page.getByRole('button', { name: 'Revoke Nightly report' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(page.getByRole('row', { name: /Nightly report/ })).toHaveCount(0);
    expect((await request.get('/api/v1/projects/', { headers: bearer() })).status()).toBe(401);
  });
});
