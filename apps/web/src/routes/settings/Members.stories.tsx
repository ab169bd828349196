import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import MembersSection from './MembersSection';
import SettingsLayout from './SettingsLayout';

const projectId = seededIds.projects.payments;

/** Settings › Members inside the settings layout, as the router nests it. */
function MembersScreen() {
  return (
    <Routes>
      <Route path={routePatterns.settings} element={<SettingsLayout />}>
        <Route path="members" element={<MembersSection />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Settings/Members',
  component: MembersScreen,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/settings/members`,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner: a role select and Remove for each member, the invitation form and the pending invitation. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getByRole('combobox', { name: 'Role of Priya Shah' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Pending invitations' })).toBeInTheDocument();
  },
};

/** The invitation just made: its link, to copy, and that it was mailed. */
export const InvitationCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByLabelText('Email'), 'lena@spyglass.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Create invitation' }));
    await expect(await canvas.findByLabelText('Invitation link')).toBeInTheDocument();
  },
};

/** A server without mail: the link is there to copy, and the screen says it was not mailed. */
export const InvitationNotMailed: Story = {
  parameters: {
    prepareDb: (db) => {
      db.features.mail = false;
    },
    msw: { handlers: { ...handlerGroups, features: scenarios.mailOff() } },
  } satisfies AppStoryParameters & Record<string, unknown>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByLabelText('Email'), 'lena@spyglass.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Create invitation' }));
    await expect(await canvas.findByText(/This server does not send email/)).toBeInTheDocument();
  },
};

/** A bad address is named under its field; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Invite someone' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create invitation' }));
    await expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
  },
};

/** Removing a member asks first. */
export const ConfirmRemove: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Tom Becker' }));
    await expect(await screen.findByRole('dialog', { name: 'Remove the member?' })).toBeInTheDocument();
  },
};

/** The last owner cannot leave: the server's reason is shown. */
export const LastOwnerCannotLeave: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await expect(await screen.findByText(/A team needs an owner/)).toBeInTheDocument();
  },
};

/** An editor: roles as text, no invitations, a way to leave; the notice about owners. */
export const Editor: Story = {
  parameters: { demoRole: 'editor' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only owners change roles and invite people.')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
  },
};

/** A viewer: the same, and the settings say they are read only. */
export const Viewer: Story = {
  parameters: { demoRole: 'viewer' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You can view this project/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, teams: scenarios.loading({ groups: ['teams'] }) } } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, teams: scenarios.serverError({ groups: ['teams'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The members could not be loaded')).toBeInTheDocument();
  },
};
