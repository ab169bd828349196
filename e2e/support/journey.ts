/**
 * The main journey of the product, written once and run with a pointer and
 * with the keyboard alone: register, log in, create a project, add a
 * competitor and find it again by search and filter, add its website and a
 * page with a watched keyword, check it (baseline), change the page so the
 * keyword appears, check again, and read the outcome in the competitor's
 * Activity timeline and in the page's change history.
 */
import { expect, type Page, test } from '@playwright/test';
import { fixtureHtml } from '../fixtures/site';
import { PASSWORD, type Api, uniqueEmail } from './api';
import { type Driver } from './driver';

export interface JourneyContext {
  page: Page;
  api: Api;
  driver: Driver;
  fixturePage: (path: string, html: string) => Promise<string>;
  siteUrl: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function runMainJourney({ page, api, driver, fixturePage, siteUrl }: JourneyContext): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 7);
  const email = uniqueEmail('journey');
  const fullName = `Ada ${suffix}`;
  const projectName = `Market ${suffix}`;
  const pagePath = `acme-${suffix}/pricing`;
  const dialog = page.getByRole('dialog');

  await test.step('register, then land on login with a banner and the email filled in', async () => {
    await page.goto('/register');
    await driver.fill(page.getByLabel('Full name'), fullName);
    await driver.fill(page.getByLabel('Email'), email);
    await driver.fill(page.getByLabel('Password', { exact: true }), PASSWORD);
    await driver.fill(page.getByLabel('Confirm password'), PASSWORD);
    await driver.activate(page.getByRole('button', { name: 'Create account' }));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account is ready')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  await test.step('log in and be welcomed by name on the dashboard', async () => {
    await driver.fill(page.getByLabel('Password', { exact: true }), PASSWORD);
    await driver.activate(page.getByRole('button', { name: 'Log in' }));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText(`Welcome, ${fullName}!`)).toBeVisible();
  });

  let projectId = '';
  await test.step('create a project from the dashboard', async () => {
    await driver.activate(page.getByRole('button', { name: 'Get started' }));
    await expect(dialog.getByRole('heading', { name: 'Create project' })).toBeVisible();
    await driver.fill(dialog.getByLabel('Name'), projectName);
    await driver.fill(dialog.getByLabel('Description'), 'Pricing and launches of our rivals');
    await driver.fill(dialog.getByLabel('Website'), 'https://example.com');
    await driver.activate(dialog.getByRole('button', { name: 'Create project' }));
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${UUID}$`));
    projectId = new URL(page.url()).pathname.slice(1);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  });

  await test.step('add two competitors', async () => {
    await driver.activate(page.getByRole('navigation').getByRole('link', { name: 'Competitors' }));
    await expect(page).toHaveURL(new RegExp(`/${projectId}/competitors$`));
    await expect(page.getByText('No competitors yet')).toBeVisible();

    const competitors = [
      { name: 'Acme Corp', description: 'Anvils and rockets for every budget', industry: 'Software', active: true },
      { name: 'Globex', description: 'Cheap widgets, shipped worldwide', industry: 'Retail', active: false },
    ];
    for (const competitor of competitors) {
      await driver.activate(page.getByRole('main').getByRole('button', { name: 'Add competitor' }).first());
      await expect(dialog.getByRole('heading', { name: 'Add competitor' })).toBeVisible();
      await driver.fill(dialog.getByLabel('Name'), competitor.name);
      await driver.fill(dialog.getByLabel('Description'), competitor.description);
      await driver.fill(dialog.getByLabel('Industry'), competitor.industry);
      await driver.setChecked(dialog.getByRole('switch', { name: 'Active' }), competitor.active);
      await driver.activate(dialog.getByRole('button', { name: 'Add competitor' }));
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByText('Competitor added').first()).toBeVisible();
      await expect(page.getByRole('link', { name: `View details of ${competitor.name}` })).toBeVisible();
    }
  });

  const acmeLink = page.getByRole('link', { name: 'View details of Acme Corp' });
  const globexLink = page.getByRole('link', { name: 'View details of Globex' });

  await test.step('find a competitor by search (name and description) and by filter', async () => {
    const search = page.getByRole('searchbox', { name: 'Search competitors' });
    await driver.fill(search, 'acme');
    await expect(acmeLink).toBeVisible();
    await expect(globexLink).toBeHidden();
    await driver.fill(search, 'WIDGETS');
    await expect(globexLink).toBeVisible();
    await expect(acmeLink).toBeHidden();
    await driver.fill(search, 'no such rival');
    await expect(page.getByText('No competitors match the filters')).toBeVisible();
    await driver.activate(page.getByRole('button', { name: 'Clear filters' }).last());
    await expect(search).toHaveValue('');
    await expect(acmeLink).toBeVisible();
    await expect(globexLink).toBeVisible();

    const filters = page.getByRole('button', { name: /^Filters/ });
    await driver.chooseMenuItem(filters, page.getByRole('menuitemradio', { name: 'Software' }));
    await expect(acmeLink).toBeVisible();
    await expect(globexLink).toBeHidden();
    await expect(filters).toContainText('1');
    await driver.chooseMenuItem(filters, page.getByRole('menuitemradio', { name: 'Inactive' }));
    await expect(page.getByText('No competitors match the filters')).toBeVisible();
    await driver.activate(page.getByRole('button', { name: 'Clear filters' }).last());
    await expect(acmeLink).toBeVisible();
    await expect(globexLink).toBeVisible();
  });

  let competitorId = '';
  await test.step('open the competitor and add its website', async () => {
    await driver.activate(acmeLink);
    await expect(page).toHaveURL(new RegExp(`/${projectId}/competitors/${UUID}$`));
    competitorId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    await expect(page.getByText('No websites yet')).toBeVisible();

    await driver.activate(page.getByRole('button', { name: 'Add website' }).first());
    await expect(dialog.getByRole('heading', { name: 'Add website' })).toBeVisible();
    await driver.fill(dialog.getByLabel('Name'), 'Acme website');
    await driver.fill(dialog.getByLabel('Address (URL)'), siteUrl);
    await driver.fill(dialog.getByLabel('Description'), 'The main marketing site');
    await driver.activate(dialog.getByRole('button', { name: 'Add website' }));
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Website added')).toBeVisible();
  });

  const pricingRow = page
    .getByRole('list', { name: 'Monitored pages' })
    .getByRole('listitem')
    .filter({ hasText: 'Pricing' });
  await test.step('open the website and add a page with a watched keyword', async () => {
    await driver.activate(page.getByRole('link', { name: /Acme website/ }).first());
    await expect(page).toHaveURL(new RegExp(`/${projectId}/competitors/${competitorId}/websites/${UUID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme website' })).toBeVisible();
    await expect(page.getByText('Not checked yet').first()).toBeVisible();

    const pageUrl = await fixturePage(
      pagePath,
      fixtureHtml('Acme pricing', ['Basic plan: 10 euros a month.', 'Pro plan: 30 euros a month.']),
    );
    await driver.activate(page.getByRole('button', { name: 'Add page' }).first());
    await expect(dialog.getByRole('heading', { name: 'Add page' })).toBeVisible();
    await driver.fill(dialog.getByLabel('Name'), 'Pricing');
    await driver.fill(dialog.getByLabel('Address (URL)'), pageUrl);
    await driver.fill(dialog.getByRole('textbox', { name: 'Watched keywords' }), 'discount');
    await driver.activate(dialog.getByRole('button', { name: 'Add page' }));
    await expect(dialog).toBeHidden();
    await expect(toasts(page).getByText('Page added')).toBeVisible();
    await expect(pricingRow).toBeVisible();
    await expect(pricingRow.getByRole('list', { name: 'Watched keywords' })).toHaveText('discount');
  });

  await test.step('check now: the first check is a baseline', async () => {
    await driver.activate(pricingRow.getByRole('button', { name: 'Check now' }));
    await expect(toasts(page).getByText('First snapshot saved')).toBeVisible();
  });

  await test.step('the page changes and the keyword appears: check now again', async () => {
    await fixturePage(
      pagePath,
      fixtureHtml('Acme pricing', [
        'Basic plan: 10 euros a month.',
        'Spring discount: 20% off the Pro plan.',
        'Pro plan: 30 euros a month.',
      ]),
    );
    await driver.activate(pricingRow.getByRole('button', { name: 'Check now' }));
    await expect(toasts(page).getByText('Page changed').first()).toBeVisible();
    await expect(toasts(page).getByText(/1 watched keyword appeared: discount/)).toBeVisible();
  });

  await test.step("the diff is in the page's history", async () => {
    await driver.activate(pricingRow.getByRole('button', { name: 'History' }));
    await expect(dialog.getByRole('heading', { name: 'Change history' })).toBeVisible();
    await expect(dialog.getByText('1 line added')).toBeVisible();
    const diff = dialog.getByRole('region', { name: /^Differences recorded/ });
    await expect(diff).toContainText('Spring discount: 20% off the Pro plan.');
    // The added line is announced as added (colour is not the only signal).
    await expect.soft(diff).toContainText('Added: Spring discount: 20% off the Pro plan.');
    await driver.activate(dialog.getByRole('button', { name: 'Close' }).first());
    await expect(dialog).toBeHidden();
  });

  await test.step("page_changed and content_alert are in the competitor's Activity timeline", async () => {
    await driver.activate(page.getByRole('link', { name: 'Back to competitor' }));
    await expect(page).toHaveURL(new RegExp(`/${projectId}/competitors/${competitorId}$`));
    await driver.selectTab(page.getByRole('tab', { name: /^Activity/ }));
    const panel = page.getByRole('tabpanel');
    // The change is told by what it is about: a discount on the pricing page is a pricing change.
    await expect(panel.getByText('Changed: Pricing change')).toBeVisible();
    await expect(panel.getByText('Content alert')).toBeVisible();
    await expect(panel.getByText('Page added')).toBeVisible();
    await expect(panel.getByText('Website added')).toBeVisible();
  });

  await test.step('the server agrees', async () => {
    const token = await api.login(email);
    const events = (await api.competitorActivity(token, competitorId)).data;
    const changed = events.find((event) => event.type === 'page_changed');
    const alert = events.find((event) => event.type === 'content_alert');
    expect(changed?.actor?.name).toBe('Monitor');
    expect(alert?.additional_data?.keyword).toBe('discount');
    expect(events.filter((event) => event.type === 'page_changed')).toHaveLength(1);
  });
}
