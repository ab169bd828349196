/**
 * Teams as two people use them: an owner invites a colleague as a viewer,
 * who joins through the link and finds the project's changes disabled with
 * the reason; promoted to editor, the colleague adds a competitor.
 */
import { expect, seedToken, test } from '../support/test';

test('an owner invites a viewer, who reads only; promoted to editor, they add a competitor', async ({
  page,
  browser,
  baseURL,
  api,
  account: owner,
  signedIn,
}) => {
  const project = await api.createProject(owner.token, { name: 'Shared watch', description: 'Watched together' });
  const colleague = await api.account('Vera Viewer');

  // The owner invites by email with the Viewer role; the link is there to copy.
  await signedIn(`/${project.id}/settings/members`);
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Email').fill(colleague.email);
  await form.getByRole('button', { name: 'Create invitation' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]+$/);

  // The colleague opens it signed in and joins; the shared project is in their list.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await seedToken(other, colleague.token);
  await other.goto(new URL(link).pathname);
  await expect(other.getByText('You joined')).toBeVisible();
  expect((await api.listProjects(colleague.token)).data.map((row) => row.id)).toContain(project.id);

  // As a viewer: the changes are disabled, and the screen says why.
  await other.goto(`/${project.id}/competitors`);
  await expect(other.getByText(/You can view this project; ask an owner/)).toBeVisible();
  await expect(other.getByRole('main').getByRole('button', { name: 'Add competitor' }).first()).toBeDisabled();

  // The owner promotes the colleague to editor.
  await page.reload();
  await page.getByRole('combobox', { name: 'Role of Vera Viewer' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(page.getByRole('combobox', { name: 'Role of Vera Viewer' })).toHaveText(/Editor/);

  // As an editor the colleague adds a competitor.
  await other.reload();
  await expect(other.getByText(/You can view this project/)).toBeHidden();
  await other.getByRole('main').getByRole('button', { name: 'Add competitor' }).first().click();
  const dialog = other.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Globex');
  await dialog.getByLabel('Description').fill('A rival in the same market');
  await dialog.getByLabel('Industry').fill('Retail');
  await dialog.getByRole('button', { name: 'Add competitor' }).click();
  await expect(other.getByText('Globex').first()).toBeVisible();
  expect((await api.listCompetitors(owner.token, project.id)).data.map((row) => row.name)).toContain('Globex');
  await context.close();
});
