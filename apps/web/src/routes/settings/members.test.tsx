import { getMockDb, mockLinkTokens, seededIds, setDemoRole } from '@spyglass/api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;
const membersUrl = `/${projectId}/settings/members`;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

describe('Settings › Members as an owner', () => {
  it('lists the team with a role select per member and the pending invitation', async () => {
    renderRoute(membersUrl, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('combobox', { name: 'Role of Priya Shah' })).toHaveTextContent('Editor');
    expect(within(list).getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('marco@spyglass.example')).toBeInTheDocument();
  });

  it("changes a member's role", async () => {
    const { user } = renderRoute(membersUrl, { signedIn: true });
    await user.click(await screen.findByRole('combobox', { name: 'Role of Tom Becker' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() =>
      expect(getMockDb().memberships.find((row) => row.user_id === seededIds.viewerUser)?.role).toBe('editor'),
    );
  });

  it('removes a member after asking', async () => {
    const { user } = renderRoute(membersUrl, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Tom Becker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Tom Becker' })).not.toBeInTheDocument());
  });

  it('refuses to let the last owner leave, with the reason', async () => {
    const { user } = renderRoute(membersUrl, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('A team needs an owner: make another member an owner first.')).toBeInTheDocument();
  });

  it('invites with a role, shows the link to copy, and revokes an invitation', async () => {
    const { user } = renderRoute(membersUrl, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.click(within(form).getByRole('button', { name: 'Create invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'lena@spyglass.example');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(form).getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('Invitation for lena@spyglass.example created')).toBeInTheDocument();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toMatch(/\/invitations\/\w+$/);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(await within(pending).findByText('lena@spyglass.example')).toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Revoke the invitation for marco@spyglass.example' }));
    await waitFor(() => expect(within(pending).queryByText('marco@spyglass.example')).not.toBeInTheDocument());
  });

  it('says when the server cannot mail the link', async () => {
    getMockDb().features.mail = false;
    const { user } = renderRoute(membersUrl, { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email'), 'lena@spyglass.example');
    await user.click(within(form).getByRole('button', { name: 'Create invitation' }));
    expect(
      await screen.findByText('This server does not send email: copy the link and send it yourself.'),
    ).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    renderRoute(membersUrl, { signedIn: true, language: 'pl' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Członkowie' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Rola: Priya Shah' })).toHaveTextContent('Edytor');
  });
});

describe('Settings › Members as a viewer', () => {
  it('shows the roles as text, no invitations, and says only owners manage members', async () => {
    setDemoRole('viewer');
    renderRoute(membersUrl, { signedIn: true });
    expect(await screen.findByText('Only owners change roles and invite people.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});

describe('read-only screens for a viewer', () => {
  it('disables the project, competitor and page changes with a visible explanation', async () => {
    setDemoRole('viewer');
    renderRoute(`/${projectId}`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments landscape' })).toBeInTheDocument();
    expect(await screen.findByText(/You can view this project; ask an owner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('lets an editor change content but not delete the project, and says why', async () => {
    setDemoRole('editor');
    renderRoute(`/${projectId}`, { signedIn: true });
    expect(await screen.findByText('Only an owner of the team can delete this project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.queryByText(/You can view this project/)).not.toBeInTheDocument();
  });

  it('disables adding competitors and editing websites and pages', async () => {
    setDemoRole('viewer');
    renderRoute(`/${projectId}/competitors/${seededIds.competitors.ledgerly}/websites/${seededIds.websites.ledgerly}`, {
      signedIn: true,
    });
    expect(await screen.findByText(/You can view this project/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Pricing' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Check now' })[0]).toBeDisabled();
  });
});

describe('import and export for a viewer', () => {
  it('disables the CSV file and the feed link, under the read-only note', async () => {
    setDemoRole('viewer');
    renderRoute(`/${projectId}/settings/import`, { signedIn: true });
    expect(await screen.findByText(/You can view this project/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/CSV file/)).toBeDisabled();
  });

  it('keeps the export of changes open but not the feed link', async () => {
    setDemoRole('viewer');
    renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Create feed link' })).toBeDisabled();
  });
});

describe('the team switcher', () => {
  it('lists the teams in the profile menu and switches the project list to another', async () => {
    const { user, router } = renderRoute('/dashboard', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Signed in as/ }));
    expect(
      await screen.findByRole('menuitem', { name: /^Team: Market research\s*\(current team\)$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'New team…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await user.type(within(dialog).getByLabelText('Team name'), 'Sales enablement');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New team' })).not.toBeInTheDocument());
    // The new team is current, and its members screen opens to invite people: no project is needed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/team'));
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.getByText(/Everyone in Sales enablement/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Signed in as/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^Team: Market research/ }));
    expect(await screen.findAllByText('Payments landscape')).not.toHaveLength(0);
  });
});

describe('accepting an invitation', () => {
  it('sends a signed-out visitor to sign in first and joins on the way back', async () => {
    const { user, router } = renderRoute(`/invitations/${mockLinkTokens.invitation}`);
    expect(await screen.findByRole('heading', { name: 'Team invitation' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), 'sam@harbour-team.example');
    await user.type(screen.getByLabelText('Password'), 'harbour-team');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invitations/${mockLinkTokens.invitation}`));
    expect(await screen.findByText('You joined Market research')).toBeInTheDocument();
    expect(screen.getByText(/Your role is Viewer/)).toBeInTheDocument();
  });

  it('says why a used link does not work', async () => {
    renderRoute('/invitations/no-such-token', { signedIn: true });
    expect(await screen.findByText(/used, revoked or it expired/)).toBeInTheDocument();
  });
});
