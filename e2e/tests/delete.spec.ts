/**
 * Deleting a website (after the browser's own confirmation), a competitor and
 * a project removes them and everything they held, on screen and on the server.
 */
import { type Account, type Api, expectGone, refusal } from '../support/api';
import { expect, test } from '../support/test';

/** A project with one competitor, one website and one page, made through the API. */
async function arrange(api: Api, account: Account, siteUrl: string) {
  const project = await api.createProject(account.token, { name: 'Cleanup', description: 'Things to delete' });
  const competitor = await api.createCompetitor(account.token, {
    name: 'Umbrella',
    industry: 'Pharma',
    project_id: project.id,
  });
  const website = await api.createWebsite(account.token, competitor.id, { name: 'Umbrella site', url: siteUrl });
  const page = await api.createPage(account.token, website.id, {
    name: 'Careers',
    url: `${siteUrl}/careers`,
    alert_keywords: ['hiring'],
  });
  return { project, competitor, website, page };
}

test('a website is deleted only after the browser confirmation, with its pages', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
}) => {
  const { project, competitor, website, page: monitored } = await arrange(api, account, siteUrl);
  await signedIn(`/${project.id}/competitors/${competitor.id}/websites/${website.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Umbrella site' })).toBeVisible();

  // Dismissing the confirmation keeps everything.
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain('Umbrella site');
  expect(await refusal(api.getWebsite(account.token, website.id))).toBeNull();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  // The view goes back once the website is gone.
  await expect(page).toHaveURL(new RegExp(`/${project.id}/competitors/${competitor.id}$`));
  await expect(page.getByText('No websites yet')).toBeVisible();

  await expectGone(api.getWebsite(account.token, website.id));
  await expectGone(api.getPage(account.token, monitored.id));
  expect((await api.listWebsites(account.token, competitor.id)).count).toBe(0);
});

test('a website is deleted from its row menu on the competitor page, after a confirm dialog', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
}) => {
  const { project, competitor, website, page: monitored } = await arrange(api, account, siteUrl);
  await signedIn(`/${project.id}/competitors/${competitor.id}`);
  await page.getByRole('button', { name: 'Actions for Umbrella site' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete website' });
  await expect(confirm).toContainText('Umbrella site');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No websites yet')).toBeVisible();
  await expectGone(api.getWebsite(account.token, website.id));
  await expectGone(api.getPage(account.token, monitored.id));
});

test('a competitor is deleted after the confirm dialog names it, with its websites and pages', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
}) => {
  const { project, competitor, website, page: monitored } = await arrange(api, account, siteUrl);
  await signedIn(`/${project.id}/competitors/${competitor.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete competitor' });
  await expect(confirm).toContainText('Umbrella');

  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await refusal(api.getCompetitor(account.token, competitor.id))).toBeNull();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${project.id}/competitors$`));
  await expect(page.getByText('No competitors yet')).toBeVisible();

  await expectGone(api.getCompetitor(account.token, competitor.id));
  await expectGone(api.getWebsite(account.token, website.id));
  await expectGone(api.getPage(account.token, monitored.id));
  // The deletion itself stays on the project's record.
  expect((await api.getProject(account.token, project.id)).competitor_count).toBe(0);
});

test('a project is deleted after the confirm dialog names it, with everything in it', async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
}) => {
  const { project, competitor, website, page: monitored } = await arrange(api, account, siteUrl);
  await signedIn(`/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cleanup' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete project' });
  await expect(confirm).toContainText('Cleanup');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(project.id));

  await expectGone(api.getProject(account.token, project.id));
  await expectGone(api.getCompetitor(account.token, competitor.id));
  await expectGone(api.getWebsite(account.token, website.id));
  await expectGone(api.getPage(account.token, monitored.id));
  expect((await api.listProjects(account.token)).count).toBe(0);
});

test("another team's data answers 404 and shows the not-found screens", async ({
  page,
  api,
  account,
  signedIn,
  siteUrl,
}) => {
  const { project, competitor } = await arrange(api, account, siteUrl);
  const stranger = await api.account('Mallory');
  await expectGone(api.getProject(stranger.token, project.id));
  await signedIn(`/${project.id}`, stranger);
  await expect(page.getByText('Project not found')).toBeVisible();
  await page.goto(`/${project.id}/competitors/${competitor.id}`);
  await expect(page.getByText('Competitor not found')).toBeVisible();
});
