/**
 * Signal from noise, as a person sets it up: a pricing page whose time stamp
 * and sign-up counter move on every visit stays quiet with the presets a new
 * page starts with; its price change reads as a fact, and a keyword watched
 * for disappearing raises an alert when it goes. A careers page's new
 * opening reads as "New job" in the competitor's timeline.
 */
import { expect, test } from '../support/test';

function pricingHtml({ counter, time, pro, free }: { counter: string; time: string; pro: string; free: boolean }) {
  const plan = (name: string, price: string) => `<div><h3>${name}</h3><p>${price} per month</p></div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Acme pricing</title></head>
<body>
  <p>${counter} teams signed up today</p>
  <h1>Pricing</h1>
  ${free ? `<div><h3>Free plan</h3><p>$0 per month</p></div>` : ''}
  ${plan('Starter', '$19')}
  ${plan('Pro', pro)}
  <p>Last updated ${time}</p>
</body></html>
`;
}

function careersHtml(jobs: string[]) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Acme careers</title></head>
<body><h1>Join our team</h1><h2>Open positions</h2><ul>${jobs.map((job) => `<li>${job}</li>`).join('')}</ul></body></html>
`;
}

test('noise stays quiet, a price change reads as a fact, a keyword that leaves raises an alert, a new job is told', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
  fixturePage,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const pricingPath = `noise-${suffix}/pricing`;
  const careersPath = `noise-${suffix}/careers`;
  const pricingUrl = await fixturePage(
    pricingPath,
    pricingHtml({ counter: '1,234', time: '2026-03-12 10:04', pro: '$49', free: true }),
  );
  const careersUrl = await fixturePage(careersPath, careersHtml(['Backend Engineer — Remote']));
  const project = await api.createProject(account.token, { name: `Rivals ${suffix}`, description: 'Prices' });
  const competitor = await api.createCompetitor(account.token, { name: 'Acme', project_id: project.id });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Acme site', url: siteUrl });

  await signedIn(`/${project.id}/competitors/${competitor.id}/websites/${website.id}`);
  const dialog = page.getByRole('dialog');
  const toasts = page.getByRole('region', { name: /Notifications/ });
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

  await test.step('add the pricing page, watching "Free plan" for when it disappears', async () => {
    await page.getByRole('button', { name: 'Add page' }).click();
    await dialog.getByLabel('Name').fill('Pricing');
    await dialog.getByLabel('Address (URL)').fill(pricingUrl);
    await dialog.getByRole('textbox', { name: 'Watched keywords' }).fill('Free plan');
    await dialog.getByText('Advanced: noise and alerts').click();
    // A new page starts with every preset on.
    for (const preset of ['Dates and times', 'Live counters (“1,234 teams signed up today”)'])
      await expect(dialog.getByRole('checkbox', { name: preset })).toBeChecked();
    await dialog.getByRole('combobox', { name: 'Alert when a watched keyword' }).click();
    await page.getByRole('option', { name: 'appears or disappears' }).click();
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expect(dialog).toBeHidden();
    await row('Pricing').getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('First snapshot saved')).toBeVisible({ timeout: 30_000 });
  });

  await test.step('only the time stamp and the counter move: twice nothing to report', async () => {
    for (const [counter, time] of [
      ['1,301', '2026-03-12 10:15'],
      ['1,388', '2026-03-13 08:47'],
    ]) {
      await fixturePage(pricingPath, pricingHtml({ counter: counter!, time: time!, pro: '$49', free: true }));
      await row('Pricing').getByRole('button', { name: 'Check now' }).click();
      await expect(toasts.getByText('No changes').last()).toBeVisible({ timeout: 30_000 });
    }
    const activity = await api.competitorActivity(account.token, competitor.id);
    expect(activity.data.filter((event) => ['page_changed', 'content_alert'].includes(event.type))).toEqual([]);
  });

  await test.step('Pro goes from $49 to $59 and the Free plan leaves: one change, one alert', async () => {
    await fixturePage(
      pricingPath,
      pricingHtml({ counter: '1,455', time: '2026-03-14 13:30', pro: '$59', free: false }),
    );
    await row('Pricing').getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('Page changed')).toBeVisible({ timeout: 30_000 });
    await expect(toasts.getByText(/1 watched keyword disappeared: Free plan/)).toBeVisible();

    await row('Pricing').getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Change history' });
    const facts = history.getByRole('list', { name: 'What changed' }).first();
    await expect(facts).toContainText('Pro plan $49 → $59 a month (+20.4%)');
    await history.getByRole('button', { name: 'Close' }).first().click();
    await expect(history).toBeHidden();

    const events = (await api.competitorActivity(account.token, competitor.id)).data;
    const changes = events.filter((event) => event.type === 'page_changed');
    expect(changes).toHaveLength(1);
    const alert = events.find((event) => event.type === 'content_alert');
    expect(alert?.additional_data).toMatchObject({ keyword: 'Free plan', direction: 'disappeared' });
  });

  await test.step('a careers page gains a job: the timeline says "New job" with its title', async () => {
    await page.getByRole('button', { name: 'Add page' }).click();
    await dialog.getByLabel('Name').fill('Careers');
    await dialog.getByLabel('Address (URL)').fill(careersUrl);
    await dialog.getByRole('button', { name: 'Add page' }).click();
    await expect(dialog).toBeHidden();
    await row('Careers').getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('First snapshot saved').last()).toBeVisible({ timeout: 30_000 });
    await fixturePage(careersPath, careersHtml(['Backend Engineer — Remote', 'Senior Product Manager — Berlin']));
    await row('Careers').getByRole('button', { name: 'Check now' }).click();
    await expect(toasts.getByText('Page changed').last()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Back to competitor' }).click();
    await page.getByRole('tab', { name: /^Activity/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(/New job: Senior Product Manager, Berlin/)).toBeVisible();
    await expect(panel.getByText(/Pro plan \$49 → \$59/)).toBeVisible();
  });
});
