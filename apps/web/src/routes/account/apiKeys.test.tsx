import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

const demoKeys = () => getMockDb().apiKeys.filter((row) => row.user_id === seededIds.demoUser);

describe('account › API keys', () => {
  it('lists the keys with their access, creation and last use, never the key', async () => {
    renderRoute('/account/api-keys', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Your API keys' });
    const nightly = within(table).getByRole('row', { name: /Nightly pricing export/ });
    expect(within(nightly).getByText('Read only')).toBeInTheDocument();
    expect(within(nightly).getByText(/ago$/)).toBeInTheDocument();
    expect(within(nightly).getByText('Starts with spy_q3Xf9a')).toBeInTheDocument();
    const crm = within(table).getByRole('row', { name: /CRM sync/ });
    expect(within(crm).getByText('Read and write')).toBeInTheDocument();
    expect(within(crm).getByText('Never used')).toBeInTheDocument();
    expect(table).not.toHaveTextContent(demoKeys()[0]!.key);
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(sections).getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a read key by default, shows it once with a copy button, then lists it without it', async () => {
    const { user } = renderRoute('/account/api-keys', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(form).getByRole('radio', { name: /Read only/ })).toBeChecked();
    await user.type(within(form).getByLabelText(/^Name/), 'Sheets import');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new key: Sheets import' });
    expect(within(shown).getByText('Copy the key now: you will not see it again.')).toBeInTheDocument();
    const created = demoKeys().find((row) => row.name === 'Sheets import')!;
    expect(created.scope).toBe('read');
    expect(within(shown).getByRole('status', { name: 'API key' })).toHaveTextContent(created.key);
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(created.key);
    expect(await screen.findByText('Key copied to the clipboard')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: /Sheets import/ });
    expect(row).not.toHaveTextContent(created.key);
  });

  it('creates a write key when asked, and says what a name needs', async () => {
    const { user } = renderRoute('/account/api-keys', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByLabelText(/^Name/)).toHaveAccessibleDescription(/Enter a name for the key/);
    await user.type(within(form).getByLabelText(/^Name/), 'CRM writer');
    await user.click(within(form).getByRole('radio', { name: /Read and write/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new key: CRM writer' });
    expect(demoKeys().find((row) => row.name === 'CRM writer')?.scope).toBe('write');
  });

  it('revokes a key after confirmation', async () => {
    const { user } = renderRoute('/account/api-keys', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(confirm).toHaveTextContent('Scripts using “CRM sync” stop working at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /CRM sync/ })).not.toBeInTheDocument());
    expect(demoKeys().map((row) => row.name)).toEqual(['Nightly pricing export']);
  });

  it('shows the empty state, and a load failure with its reason', async () => {
    getMockDb().apiKeys = [];
    const first = renderRoute('/account/api-keys', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/v1/users/me/api-keys/', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
    );
    renderRoute('/account/api-keys', { signedIn: true });
    expect(await screen.findByText('Your API keys could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
