import { demoCredentials, handlerGroups, scenarios } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import AccountLayout from './AccountLayout';
import ApiKeysSection from './ApiKeysSection';
import DeleteAccountSection from './DeleteAccountSection';
import PasswordSection from './PasswordSection';
import ProfileSection from './ProfileSection';
import TeamSection from './TeamSection';

/** The account layout with its sections, as the router nests them. */
function AccountScreen() {
  return (
    <Routes>
      <Route path={routePatterns.account} element={<AccountLayout />}>
        <Route index element={<ProfileSection />} />
        <Route path="password" element={<PasswordSection />} />
        <Route path="api-keys" element={<ApiKeysSection />} />
        <Route path="team" element={<TeamSection />} />
        <Route path="delete" element={<DeleteAccountSection />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  decorators: [withAppProviders],
  parameters: {
    route: '/account',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(demoCredentials.email)).toBeInTheDocument();
    const sections = canvas.getByRole('navigation', { name: 'Account sections' });
    await expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    await expect(within(dialog).getByLabelText('Email')).toHaveValue(demoCredentials.email);
  },
};

export const EditProfileWithoutMail: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, features: scenarios.mailOff() } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    await expect(await within(dialog).findByText(/Changing the email address needs email/)).toBeInTheDocument();
  },
};

export const Password: Story = { parameters: { route: '/account/password' } };

export const PasswordWrongCurrent: Story = {
  parameters: { route: '/account/password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Current password'), 'not my password');
    await userEvent.type(canvas.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The current password is incorrect.')).toBeInTheDocument();
  },
};

export const DeleteAccount: Story = {
  parameters: { route: '/account/delete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(`Type ${demoCredentials.email} to confirm`), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText('Type your email address exactly as shown')).toBeInTheDocument();
  },
};

/** The only owner of a team with other members: deleting is refused with the server's reason. */
export const DeleteRefusedSoleOwner: Story = {
  parameters: { route: '/account/delete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(`Type ${demoCredentials.email} to confirm`),
      demoCredentials.email,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByText(/You are the only owner of the team/)).toBeInTheDocument();
  },
};

const apiKeysRoute = '/account/api-keys';

export const ApiKeys: Story = {
  parameters: { route: apiKeysRoute },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Your API keys' });
    await expect(within(table).getByRole('row', { name: /Nightly pricing export/ })).toBeInTheDocument();
    await expect(within(table).getByText('Never used')).toBeInTheDocument();
  },
};

export const ApiKeysEmpty: Story = {
  parameters: {
    route: apiKeysRoute,
    msw: { handlers: { ...handlerGroups, apiKeys: scenarios.empty({ groups: ['apiKeys'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
  },
};

export const ApiKeysLoading: Story = {
  parameters: {
    route: apiKeysRoute,
    msw: { handlers: { ...handlerGroups, apiKeys: scenarios.loading({ groups: ['apiKeys'] }) } },
  },
};

export const ApiKeysError: Story = {
  parameters: {
    route: apiKeysRoute,
    msw: { handlers: { ...handlerGroups, apiKeys: scenarios.serverError({ groups: ['apiKeys'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your API keys could not be loaded')).toBeInTheDocument();
  },
};

export const ApiKeyCreating: Story = {
  parameters: { route: apiKeysRoute },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Nightly export');
    await expect(within(dialog).getByRole('radio', { name: /Read only/ })).toBeChecked();
  },
};

export const ApiKeyCreateFailed: Story = {
  parameters: {
    route: apiKeysRoute,
    msw: {
      handlers: {
        ...handlerGroups,
        apiKeys: [
          http.post('*/api/v1/users/me/api-keys/', () =>
            HttpResponse.json({ detail: 'The database is not reachable' }, { status: 503 }),
          ),
          ...handlerGroups.apiKeys,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Nightly export');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(await within(dialog).findByText('The key could not be created')).toBeInTheDocument();
  },
};

export const ApiKeyShown: Story = {
  parameters: { route: apiKeysRoute },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'CRM sync');
    await userEvent.click(within(form).getByRole('radio', { name: /Read and write/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new key: CRM sync' });
    await expect(within(shown).getByText('Copy the key now: you will not see it again.')).toBeInTheDocument();
    await expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
  },
};

export const ApiKeyRevoke: Story = {
  parameters: { route: apiKeysRoute },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Revoke CRM sync' }));
    await expect(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).toBeInTheDocument();
  },
};

/** Account › Team: the current team's members, with the invitation form for its owner. */
export const Team: Story = {
  parameters: { route: '/account/team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Team members' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Invite someone' })).toBeInTheDocument();
  },
};
