import { PASSWORD, refusal, uniqueEmail } from '../support/api';
import { expect, expiredTokenFor, test, TOKEN_STORAGE_KEY } from '../support/test';

test.describe('session', () => {
  test('registering lands on login with a banner and the email filled in; logging in welcomes by name', async ({
    page,
    api,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account is ready')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Welcome, Grace Hopper!')).toBeVisible();

    // The account really exists on the server.
    await expect(api.me(await api.login(email))).resolves.toMatchObject({ email });
  });

  test('a wrong password shows the invalid-credentials message and stays on login', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering an email twice says it is already registered', async ({ page, account }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This email is already registered.' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('logging out clears the session, says so, and protected pages send back to login', async ({
    page,
    signedIn,
  }) => {
    await signedIn('/dashboard');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been logged out')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a session the server no longer honours ends with the session-expired toast and /login', async ({
    page,
    signedIn,
    account,
    api,
  }) => {
    await signedIn('/dashboard');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // The server decides: a token signed with its own key but past its expiry is refused.
    const expired = await expiredTokenFor(account.userId);
    expect(await refusal(api.me(expired))).toBe(401);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, expired] as const);
    await page.reload();

    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has expired')).toBeVisible();
    await expect(page.getByText('Please log in again.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('signed-in users are bounced from the public screens', async ({ page, signedIn, account }) => {
    await signedIn('/login', account);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/register');
    await expect(page).not.toHaveURL(/\/register$/);
    await page.goto('/forgot-password');
    await expect(page).not.toHaveURL(/\/forgot-password$/);
  });

  test('forgot password confirms with instructions, and Back returns to the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Request received')).toBeVisible();
    await expect(page.getByText(/someone@example\.com/)).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('unauthenticated visitors of a signed-in route land on login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
