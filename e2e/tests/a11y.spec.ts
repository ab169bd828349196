/**
 * axe on every route of the running app, in its loaded state (data present,
 * no spinner left), and with its dialogs and menus open: zero violations,
 * with axe's full default rule set (WCAG 2.x A/AA plus best practices).
 * One test per route; each state of it is checked in turn (softly, so one
 * state's violations do not hide the next one's) and counted in the title.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixtureHtml, setFixturePage } from '../fixtures/site';
import { type Account, createApi } from '../support/api';
import { expect, seedToken, test } from '../support/test';

interface World {
  account: Account;
  projectId: string;
  emptyProjectId: string;
  competitorId: string;
  websiteId: string;
}

let world: World;

test.beforeAll(async () => {
  const baseURL = process.env.E2E_BASE_URL;
  const siteUrl = process.env.E2E_SITE_URL;
  if (!baseURL || !siteUrl) throw new Error('Run through e2e/playwright.config.ts');
  const api = createApi(baseURL);
  const account = await api.account('Alex Axe');
  const { token } = account;
  const project = await api.createProject(token, {
    name: 'Accessible market',
    description: 'Every screen, every state',
    url: 'https://example.com',
  });
  const empty = await api.createProject(token, { name: 'Empty project', description: 'Nothing in it yet' });
  const competitor = await api.createCompetitor(token, {
    name: 'Acme Corp',
    description: 'Anvils and rockets for every budget',
    industry: 'Software',
    project_id: project.id,
  });
  await api.createCompetitor(token, {
    name: 'Globex',
    description: 'Cheap widgets',
    industry: 'Retail',
    is_active: false,
    project_id: project.id,
  });
  const website = await api.createWebsite(token, competitor.id, {
    name: 'Acme website',
    url: siteUrl,
    description: 'The main site',
  });
  const path = `a11y-${Date.now()}/pricing`;
  const pageUrl = await setFixturePage(siteUrl, path, fixtureHtml('Pricing', ['Basic plan: 10 euros.']));
  const monitored = await api.createPage(token, website.id, {
    name: 'Pricing',
    url: pageUrl,
    alert_keywords: ['discount'],
  });
  await api.checkPage(token, monitored.id);
  await setFixturePage(
    siteUrl,
    path,
    fixtureHtml('Pricing', ['Basic plan: 10 euros.', 'Spring discount on every plan.']),
  );
  await api.checkPage(token, monitored.id);
  world = {
    account,
    projectId: project.id,
    emptyProjectId: empty.id,
    competitorId: competitor.id,
    websiteId: website.id,
  };
});

/** Checks the page as it is now; `state` names it in the failure. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  // Nothing still loading: spinners and busy regions are not the state a user reads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Nothing still fading in either: axe reads a dialog's text half-way through its opening
  // transition as too faint (seen under load). Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  }));
  expect.soft(violations, `axe violations in state "${state}" (${page.url()})`).toEqual([]);
}

async function visit(page: Page, path: string, signedIn = true): Promise<void> {
  if (signedIn) await seedToken(page, world.account.token);
  await page.goto(path);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('public screens', () => {
  test('login: empty, with errors, at phone width (3 states)', async ({ page }) => {
    await visit(page, '/login', false);
    await expect(h1(page, 'Log in')).toBeVisible();
    await expectNoViolations(page, 'login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'login with field errors');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(h1(page, 'Log in')).toBeVisible();
    await expectNoViolations(page, 'login at 375 px (branding panel hidden)');
  });

  test('register (1 state)', async ({ page }) => {
    await visit(page, '/register', false);
    await expect(h1(page, 'Create your account')).toBeVisible();
    await expectNoViolations(page, 'register');
  });

  test('forgot password: form, confirmation (2 states)', async ({ page }) => {
    await visit(page, '/forgot-password', false);
    await expect(h1(page, 'Reset your password')).toBeVisible();
    await expectNoViolations(page, 'forgot password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Request received')).toBeVisible();
    await expectNoViolations(page, 'forgot password confirmation');
  });
});

test.describe('signed in', () => {
  test('dashboard: hero, create-project dialog, language list, profile menu, preferences dialog (5 states)', async ({
    page,
  }) => {
    await visit(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
    await expectNoViolations(page, 'dashboard');

    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('dialog', { name: 'Create project' })).toBeVisible();
    await expectNoViolations(page, 'create-project dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('combobox', { name: 'Language' }).click();
    await expect(page.getByRole('option', { name: 'Français' })).toBeVisible();
    await expectNoViolations(page, 'language list open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Signed in as/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeVisible();
    await expectNoViolations(page, 'profile menu open');
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
    await expectNoViolations(page, 'preferences dialog');
  });

  test('home (1 state)', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('main')).toContainText(/Accessible market/);
    await expectNoViolations(page, 'home');
  });

  test('project: overview, activity tab, delete confirmation, not found (4 states)', async ({ page }) => {
    await visit(page, `/${world.projectId}`);
    await expect(h1(page, 'Accessible market')).toBeVisible();
    await expect(page.getByText('Recent updates')).toBeVisible();
    await expectNoViolations(page, 'project overview');

    await page.getByRole('tab', { name: /^Activity/ }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoViolations(page, 'project activity tab');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Delete project' })).toBeVisible();
    await expectNoViolations(page, 'project delete confirmation');

    await page.goto('/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Project not found')).toBeVisible();
    await expectNoViolations(page, 'project not found');
  });

  test('competitors: cards, filter menu, no match, add dialog, empty project (5 states)', async ({ page }) => {
    await visit(page, `/${world.projectId}/competitors`);
    await expect(page.getByRole('link', { name: 'View details of Acme Corp' })).toBeVisible();
    await expectNoViolations(page, 'competitor cards');

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'filter menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search competitors' }).fill('no such rival');
    await expect(page.getByText('No competitors match the filters')).toBeVisible();
    await expectNoViolations(page, 'nothing matches the search');

    await page.getByRole('main').getByRole('button', { name: 'Add competitor' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add competitor' })).toBeVisible();
    await expectNoViolations(page, 'add-competitor dialog');

    await page.goto(`/${world.emptyProjectId}/competitors`);
    await expect(page.getByText('No competitors yet')).toBeVisible();
    await expectNoViolations(page, 'no competitors yet');
  });

  test('competitor: overview, website menu, add website, edit, delete, activity, not found (7 states)', async ({
    page,
  }) => {
    await visit(page, `/${world.projectId}/competitors/${world.competitorId}`);
    await expect(h1(page, 'Acme Corp')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acme website' })).toBeVisible();
    await expectNoViolations(page, 'competitor overview');

    await page.getByRole('button', { name: 'Actions for Acme website' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
    await expectNoViolations(page, 'website row menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    for (const [button, dialog] of [
      ['Add website', 'Add website'],
      ['Edit', 'Edit competitor'],
      ['Delete', 'Delete competitor'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectNoViolations(page, `${dialog} dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.getByRole('tab', { name: /^Activity/ }).click();
    await expect(page.getByRole('tabpanel').getByText('Content alert')).toBeVisible();
    await expectNoViolations(page, 'competitor activity timeline');

    await page.goto(`/${world.projectId}/competitors/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText('Competitor not found')).toBeVisible();
    await expectNoViolations(page, 'competitor not found');
  });

  test('website: detail, add-page dialog, change history with a diff (3 states)', async ({ page }) => {
    await visit(page, `/${world.projectId}/competitors/${world.competitorId}/websites/${world.websiteId}`);
    await expect(h1(page, 'Acme website')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible();
    await expectNoViolations(page, 'website detail');

    await page.getByRole('button', { name: 'Add page' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add page' })).toBeVisible();
    await expectNoViolations(page, 'add-page dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Change history' });
    await expect(history.getByRole('region', { name: /^Differences recorded/ })).toContainText(
      'Spring discount on every plan.',
    );
    await expectNoViolations(page, 'change history dialog');
  });

  test('Radar and Recon (2 states)', async ({ page }) => {
    await visit(page, `/${world.projectId}/radar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Radar' })).toBeVisible();
    await expectNoViolations(page, 'radar');
    await visit(page, `/${world.projectId}/recon`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recon' })).toBeVisible();
    await expectNoViolations(page, 'recon');
  });
});
