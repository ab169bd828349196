/**
 * Signals out: a change to a watched page reaches an email channel and a
 * signed webhook, and the mail's link opens the diff; a forgotten password is
 * reset from the mailed link.
 */
import { fixtureHtml } from '../fixtures/site';
import { PASSWORD, uniqueEmail } from '../support/api';
import { hookUrl, hooksAt, linkIn, mailTo, mailsTo, signatureIsValid } from '../support/inbox';
import { expect, test, unique } from '../support/test';

test('a changed page is mailed and posted to a signed webhook once, and the mail leads to the diff', async ({
  page,
  api,
  account,
  signedIn,
  fixturePage,
  siteUrl,
}) => {
  const client = api.as(account.token);
  const project = await api.createProject(account.token, {
    name: unique('Signals'),
    description: 'Rivals to watch',
    url: '',
  });
  const competitor = await api.createCompetitor(account.token, { name: 'Acme', project_id: project.id });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Acme site', url: siteUrl });
  const path = `signals-${Math.random().toString(36).slice(2, 7)}/pricing`;
  const url = await fixturePage(
    path,
    fixtureHtml('Acme pricing', ['Basic plan: 10 euros a month.', 'Pro plan: 30 euros a month.']),
  );
  const watched = await api.createPage(account.token, website.id, {
    name: 'Pricing',
    url,
    alert_keywords: ['discount'],
  });
  const inboxAddress = uniqueEmail('watchers');
  const hookPath = `signals-${watched.id}`;
  const dialog = page.getByRole('dialog');

  await test.step('add an email channel and a webhook in Settings › Notifications', async () => {
    await signedIn(`/${project.id}/settings/notifications`);
    await expect(page.getByText('No channels yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add channel' }).click();
    await dialog.getByLabel(/^Address/).fill(inboxAddress);
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByRole('list', { name: 'Notification channels' }).getByText(inboxAddress)).toBeVisible();
    // The list refreshes as the write lands; the dialog closes a moment later.
    await expect(dialog).toBeHidden();
  });

  let secret = '';
  await test.step('the webhook secret is shown once', async () => {
    await page.getByRole('button', { name: 'Add channel' }).click();
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Webhook' }).click();
    await dialog.getByLabel(/^Address/).fill(hookUrl(hookPath));
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook signing secret' });
    secret = (await shown.getByRole('status', { name: 'Secret' }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('list', { name: 'Notification channels' }).getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the page changes between two checks', async () => {
    expect((await client.checkPage(watched.id)).outcome).toBe('baseline');
    await fixturePage(
      path,
      fixtureHtml('Acme pricing', [
        'Basic plan: 10 euros a month.',
        'Spring discount: 20% off the Pro plan.',
        'Pro plan: 30 euros a month.',
      ]),
    );
    expect((await client.checkPage(watched.id)).outcome).toBe('changed');
  });

  let changedLink = '';
  await test.step('the signed webhook arrives, once per event', async () => {
    await expect.poll(async () => (await hooksAt(hookPath)).length, { timeout: 30_000 }).toBe(2);
    const hooks = await hooksAt(hookPath);
    for (const hook of hooks) {
      expect(signatureIsValid(secret, hook.body, String(hook.headers['spyglass-signature']))).toBe(true);
      expect(hook.headers['spyglass-event-id']).toBe(JSON.parse(hook.body).id);
    }
    const changed = hooks.map((hook) => JSON.parse(hook.body)).find((body) => body.type === 'page_changed');
    expect(changed).toMatchObject({ page: { id: watched.id, name: 'Pricing' }, competitor: { name: 'Acme' } });
    changedLink = changed.url;
  });

  let mailLink = '';
  await test.step('the mail arrives with the change and a link to it', async () => {
    const mail = await mailTo(inboxAddress, /^Pricing changed at Acme$/);
    expect(mail.html).toContain('Spring discount: 20% off the Pro plan.');
    expect(mail.text).toContain('+Spring discount: 20% off the Pro plan.');
    mailLink = linkIn(mail, `${new URL(page.url()).origin}/`);
    expect(mailLink).toBe(changedLink);
    // The alert came too, and nothing twice.
    await mailTo(inboxAddress, /“discount” appeared on Pricing at Acme/);
    expect(await mailsTo(inboxAddress)).toHaveLength(2);
  });

  await test.step("the mail's link opens the diff", async () => {
    await page.goto(mailLink);
    const history = page.getByRole('dialog', { name: 'Change history' });
    await expect(history).toBeVisible();
    await expect(history.getByRole('region', { name: /^Differences recorded/ })).toContainText(
      'Spring discount: 20% off the Pro plan.',
    );
  });

  await test.step('the delivery log shows the webhook delivered', async () => {
    await page.goto(`/${project.id}/settings/notifications`);
    const webhook = page.getByRole('list', { name: 'Notification channels' }).getByRole('listitem').nth(1);
    await webhook.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await expect(log.getByText('Delivered')).toHaveCount(2);
  });
});

test('a forgotten password is reset from the mailed link, once', async ({ page, api }) => {
  const email = uniqueEmail('forgetful');
  await api.signup(email, PASSWORD, 'Forgetful Fran');
  const oldToken = await api.login(email);
  const newPassword = 'a fresh spring passphrase';

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Request received')).toBeVisible();

  const mail = await mailTo(email, /^Choose a new Spyglass password$/);
  const link = linkIn(mail, `${new URL(page.url()).origin}/reset-password?token=`);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Every session of your account has been signed out.').first()).toBeVisible();

  // The old session ended; the new password logs in; the link does not work twice.
  expect(
    await api.me(oldToken).then(
      () => 'still valid',
      () => 'ended',
    ),
  ).toBe('ended');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm new password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link is invalid, already used or expired. Ask for a new one.')).toBeVisible();
});
