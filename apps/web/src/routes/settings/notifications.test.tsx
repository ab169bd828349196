import { getMockDb, seededChannelIds, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

describe('settings › notifications', () => {
  it('lists the channels and reaches them from the section list', async () => {
    const { user, router } = renderRoute(`/${projectId}/settings`, { signedIn: true });
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' });
    await user.click(within(sections).getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${projectId}/settings/notifications`));
    const list = await screen.findByRole('list', { name: 'Notification channels' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('pricing-team@spyglass.example')).toBeInTheDocument();
    expect(within(list).getAllByRole('switch', { name: 'On' })[2]).not.toBeChecked();
  });

  it('adds a webhook and shows its secret once', async () => {
    const { user } = renderRoute(`/${projectId}/settings/notifications`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a notification channel' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Webhook' }));
    await user.type(screen.getByLabelText(/^Address/), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(/web address \(https:\/\/…\)/);
    await user.clear(screen.getByLabelText(/^Address/));
    await user.type(screen.getByLabelText(/^Address/), 'https://hooks.example.com/spyglass');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    const secret = await screen.findByRole('dialog', { name: 'Webhook signing secret' });
    expect(within(secret).getByRole('status', { name: 'Secret' })).toHaveTextContent(/^whsec_/);
    await user.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    const list = await screen.findByRole('list', { name: 'Notification channels' });
    expect(await within(list).findByText('https://hooks.example.com/spyglass')).toBeInTheDocument();
    expect(screen.queryByText(/^whsec_/)).not.toBeInTheDocument();
  });

  it('sends a test and shows the delivery log with its attempts', async () => {
    const { user } = renderRoute(`/${projectId}/settings/notifications`, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Notification channels' });
    const webhook = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(webhook).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivered')).toBeInTheDocument();
    await user.click(within(webhook).getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const rows = within(log).getAllByRole('row');
    // The header, the test just sent, then the seeded deliveries.
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('Test notification for Payments landscape')).toBeInTheDocument();
    expect(within(log).getByText('Will retry')).toBeInTheDocument();
    expect(within(log).getAllByText('The receiver answered 503')).toHaveLength(1);
    expect(within(rows[3]!).getByRole('cell', { name: '3' })).toBeInTheDocument();
  });

  it('says when the server cannot send mail, and that Slack and webhooks still work', async () => {
    getMockDb().features.mail = false;
    renderRoute(`/${projectId}/settings/notifications`, { signedIn: true });
    expect(await screen.findByText('Email is not set up on this server')).toBeInTheDocument();
    expect(screen.getByText(/Slack and webhook channels work/)).toBeInTheDocument();
  });

  it('shows the empty state for a project without channels, and the failure when the list cannot load', async () => {
    renderRoute(`/${seededIds.projects.retail}/settings/notifications`, { signedIn: true });
    expect(await screen.findByText('No channels yet')).toBeInTheDocument();
  });

  it('says the channels could not be loaded', async () => {
    server.use(
      http.get('*/api/v1/projects/:id/channels/', () =>
        HttpResponse.json({ detail: 'Database unreachable' }, { status: 500 }),
      ),
    );
    renderRoute(`/${projectId}/settings/notifications`, { signedIn: true });
    expect(await screen.findByText('The channels could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unreachable')).toBeInTheDocument();
  });

  it('deletes a channel after asking', async () => {
    const { user } = renderRoute(`/${projectId}/settings/notifications`, { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Notification channels' });
    await user.click(within(within(list).getAllByRole('listitem')[2]!).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the channel?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete channel' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(getMockDb().channels.some((channel) => channel.id === seededChannelIds.slack)).toBe(false);
  });
});

describe('settings › digest', () => {
  it('previews the period and saves the settings', async () => {
    const { user } = renderRoute(`/${projectId}/settings/digest`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Digest' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Recipients')).toHaveValue('dana.reyes@spyglass.example');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: /^Preview from/ });
    // It opens below the form: its heading takes the focus, bringing it into view.
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(within(preview).getByRole('heading', { level: 4, name: 'Ledgerly' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('link').length).toBeGreaterThan(0);
    // A classified change reads as its facts, not its raw lines.
    const facts = within(preview).getAllByRole('list', { name: 'What changed' })[0]!;
    expect(within(facts).getByText('Starter plan $29 → $35 a month (+20.7%)')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Recipients'));
    await user.type(screen.getByLabelText('Recipients'), 'dana@example.com, not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save digest settings' }));
    expect(screen.getByLabelText('Recipients')).toHaveAccessibleDescription(/separated by commas/);
    await user.clear(screen.getByLabelText('Recipients'));
    await user.type(screen.getByLabelText('Recipients'), 'dana@example.com, sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Save digest settings' }));
    expect(await screen.findByText('Digest settings saved')).toBeInTheDocument();
    expect(getMockDb().digestSettings.find((row) => row.project_id === projectId)?.recipients).toEqual([
      'dana@example.com',
      'sam@example.com',
    ]);
  });
});
