/**
 * Every form, given bad input, shows SPEC §5's message on the field it is
 * about and creates (or changes) nothing: the server is asked afterwards.
 */
import { type Locator, type Page } from '@playwright/test';
import { PASSWORD, refusal, uniqueEmail } from '../support/api';
import { expect, test } from '../support/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The message is on the field itself: announced with it and marking it invalid. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

async function expectFieldValid(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

const long = (length: number) => 'x'.repeat(length);

function dialogOf(page: Page) {
  return page.getByRole('dialog');
}

test.describe('auth forms', () => {
  test('register: invalid email, short password and a mismatched confirmation; no account is made', async ({
    page,
    api,
  }) => {
    await page.goto('/register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    const submit = page.getByRole('button', { name: 'Create account' });

    await email.fill('not-an-email');
    await password.fill('short');
    await confirm.fill('different');
    await submit.click();
    await expectFieldError(email, 'Please enter a valid email address');
    await expectFieldError(password, 'Password must be at least 8 characters');
    await expectFieldError(confirm, 'Passwords do not match');

    // A valid address and password, but the confirmation differs: shown on the confirmation only.
    const address = uniqueEmail('mismatch');
    await email.fill(address);
    await password.fill(PASSWORD);
    await confirm.fill(PASSWORD + '!');
    await submit.click();
    await expectFieldValid(email);
    await expectFieldValid(password);
    await expectFieldError(confirm, 'Passwords do not match');
    await expect(page).toHaveURL(/\/register$/);

    expect(await refusal(api.login(address, PASSWORD))).not.toBeNull();
  });

  test('login: invalid email and short password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@');
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(page.getByLabel('Email'), 'Please enter a valid email address');
    await expectFieldError(page.getByLabel('Password', { exact: true }), 'Password must be at least 8 characters');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password: invalid email', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('still not an email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectFieldError(page.getByLabel('Email'), 'Please enter a valid email address');
    await expect(page.getByText('Request received')).toBeHidden();
  });
});

test('create project: name, description and url bounds; nothing is created', async ({
  page,
  api,
  account,
  signedIn,
}) => {
  await signedIn('/dashboard');
  await page.getByRole('button', { name: 'Get started' }).click();
  const dialog = dialogOf(page);
  const name = dialog.getByLabel('Name');
  const description = dialog.getByLabel('Description');
  const url = dialog.getByLabel('Website');
  const submit = dialog.getByRole('button', { name: 'Create project' });

  await name.fill('ab');
  await description.fill('x');
  await url.fill('not a url');
  await submit.click();
  await expectFieldError(name, 'Name must be at least 3 characters');
  await expectFieldError(description, 'Description must be at least 3 characters');
  await expectFieldError(url, 'Please enter a valid URL');

  await name.fill(long(51));
  await description.fill(long(251));
  await url.fill('');
  await submit.click();
  await expectFieldError(name, 'Name must be less than 50 characters');
  await expectFieldError(description, 'Description must be less than 250 characters');
  // SPEC §5: the url is optional: an empty one is fine.
  await expectFieldValid(url);
  await expect(dialog).toBeVisible();

  expect((await api.listProjects(account.token)).count).toBe(0);
});

test.describe('inside a project', () => {
  test('add and edit competitor: name, description and industry bounds; nothing changes', async ({
    page,
    api,
    account,
    signedIn,
  }) => {
    const project = await api.createProject(account.token, { name: 'Validation', description: 'Bad input everywhere' });
    const existing = await api.createCompetitor(account.token, {
      name: 'Initech',
      industry: 'Software',
      project_id: project.id,
    });
    await signedIn(`/${project.id}/competitors`);
    const dialog = dialogOf(page);

    await page.getByRole('main').getByRole('button', { name: 'Add competitor' }).first().click();
    await dialog.getByLabel('Name').fill('A');
    await dialog.getByLabel('Description').fill(long(1001));
    await dialog.getByLabel('Industry').fill(long(101));
    await dialog.getByRole('button', { name: 'Add competitor' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name must be at least 2 characters');
    await expectFieldError(dialog.getByLabel('Description'), 'Description must be less than 1000 characters');
    await expectFieldError(dialog.getByLabel('Industry'), 'Industry must be less than 100 characters');
    await dialog.getByLabel('Name').fill(long(256));
    await dialog.getByRole('button', { name: 'Add competitor' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name must be less than 255 characters');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'View details of Initech' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit competitor' })).toBeVisible();
    await dialog.getByLabel('Name').fill(' ');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name must be at least 2 characters');

    const competitors = await api.listCompetitors(account.token, project.id);
    expect(competitors.data.map((competitor) => competitor.name)).toEqual(['Initech']);
    expect(competitors.data[0]?.updated_at).toBe(existing.updated_at);
  });

  test('add and edit website, add page: name and url bounds; nothing is created or changed', async ({
    page,
    api,
    account,
    signedIn,
    siteUrl,
  }) => {
    const project = await api.createProject(account.token, { name: 'Validation', description: 'Bad input everywhere' });
    const competitor = await api.createCompetitor(account.token, { name: 'Initech', project_id: project.id });
    await signedIn(`/${project.id}/competitors/${competitor.id}`);
    const dialog = dialogOf(page);

    await page.getByRole('button', { name: 'Add website' }).first().click();
    await dialog.getByLabel('Name').fill('A');
    await dialog.getByLabel('Address (URL)').fill('not a url');
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name must be at least 2 characters');
    await expectFieldError(dialog.getByLabel('Address (URL)'), 'Please enter a valid URL');
    await dialog.getByLabel('Address (URL)').fill(`https://example.com/${long(2040)}`);
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await expectFieldError(dialog.getByLabel('Address (URL)'), 'URL must be less than 2048 characters');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await api.listWebsites(account.token, competitor.id)).count).toBe(0);

    // Edit and add-page forms need a website to exist.
    const website = await api.createWebsite(account.token, competitor.id, { name: 'Initech site', url: siteUrl });
    await page.reload();
    await page.getByRole('button', { name: 'Actions for Initech site' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit website' })).toBeVisible();
    await dialog.getByLabel('Address (URL)').fill('ftp://files.example.com');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(dialog.getByLabel('Address (URL)'), 'Please enter a valid URL');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const unchanged = await api.getWebsite(account.token, website.id);
    expect(unchanged.url).toBe(siteUrl);

    await page.goto(`/${project.id}/competitors/${competitor.id}/websites/${website.id}`);
    await page.getByRole('button', { name: 'Add page' }).first().click();
    await dialog.getByLabel('Name').fill('P');
    await dialog.getByLabel('Address (URL)').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expectFieldError(dialog.getByLabel('Name'), 'Name must be at least 2 characters');
    await expectFieldError(dialog.getByLabel('Address (URL)'), 'Please enter a valid URL');
    await dialog.getByRole('textbox', { name: 'Watched keywords' }).fill(long(101));
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expectFieldError(
      dialog.getByRole('textbox', { name: 'Watched keywords' }),
      'Each keyword must be less than 100 characters',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await api.listPages(account.token, website.id)).count).toBe(0);
  });
});
