import { demoCredentials, getMockDb, seededIds } from '@spyglass/api/mocks';
import { TOKEN_STORAGE_KEY } from '@spyglass/api/session';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

const demo = () => getMockDb().users.find((row) => row.id === seededIds.demoUser);

describe('account › profile', () => {
  it('changes the name at once and waits for a new email to be confirmed', async () => {
    const { user } = renderRoute('/account', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Dana R. Reyes');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'dana.new@spyglass.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A confirmation link was sent to dana.new@spyglass.example')).toBeInTheDocument();
    expect(await screen.findByText(/Waiting for confirmation: dana.new@spyglass.example/)).toBeInTheDocument();
    // The profile and the header's profile button both show the new name.
    expect(screen.getAllByText('Dana R. Reyes').length).toBeGreaterThan(1);
    expect(screen.getAllByText(demoCredentials.email).length).toBeGreaterThan(0);
  });
});

describe('account › password', () => {
  it('changes the password and stays signed in under the new token', async () => {
    const { user, router } = renderRoute('/account/password', { signedIn: true });
    await user.type(await screen.findByLabelText('Current password'), demoCredentials.password);
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(demo()?.password).toBe('a brand new passphrase');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/password');
  });

  it("shows the server's sentence for a wrong current password", async () => {
    const { user } = renderRoute('/account/password', { signedIn: true });
    await user.type(await screen.findByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  });
});

describe('account › delete', () => {
  it('asks for the email typed out, then deletes the account and signs out', async () => {
    // Another owner keeps the shared demo team.
    getMockDb().memberships.find((row) => row.user_id === seededIds.editorUser)!.role = 'owner';
    const { user, router } = renderRoute('/account/delete', { signedIn: true });
    const field = await screen.findByLabelText(`Type ${demoCredentials.email} to confirm`);
    await user.type(field, 'someone@else.example');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(field).toHaveAccessibleDescription('Type your email address exactly as shown');
    expect(demo()).toBeDefined();
    await user.clear(field);
    await user.type(field, demoCredentials.email);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(demo()).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is refused while the person is the only owner of a team with other members, and says so', async () => {
    const { user } = renderRoute('/account/delete', { signedIn: true });
    await user.type(await screen.findByLabelText(`Type ${demoCredentials.email} to confirm`), demoCredentials.email);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/You are the only owner of the team "Market research"/)).toBeInTheDocument();
    expect(demo()).toBeDefined();
  });
});
