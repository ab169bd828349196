import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import DigestSection from './DigestSection';
import NotificationsSection from './NotificationsSection';
import SettingsLayout from './SettingsLayout';

const projectId = seededIds.projects.payments;

/** The settings layout with the notification sections, as the router nests them. */
function NotificationSettings() {
  return (
    <Routes>
      <Route path={routePatterns.settings} element={<SettingsLayout />}>
        <Route path="notifications" element={<NotificationsSection />} />
        <Route path="digest" element={<DigestSection />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Settings/Notifications',
  component: NotificationSettings,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/settings/notifications`,
    routePath: '*',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof NotificationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Notification channels' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { route: `/${seededIds.projects.retail}/settings/notifications` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No channels yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, notifications: scenarios.loading({ groups: ['notifications'] }) } },
  },
};

export const Failing: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, notifications: scenarios.serverError({ groups: ['notifications'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The channels could not be loaded')).toBeInTheDocument();
  },
};

export const WithoutMail: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, features: scenarios.mailOff() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Email is not set up on this server')).toBeInTheDocument();
  },
};

export const AddChannel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a notification channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await expect(await within(dialog).findByText(/Enter an email address for an email channel/)).toBeInTheDocument();
  },
};

export const DeliveryLog: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Notification channels' });
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Delivery log' }),
    );
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    await expect(await within(log).findByText('Will retry')).toBeInTheDocument();
  },
};

export const Digest: Story = {
  parameters: { route: `/${projectId}/settings/digest` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Recipients')).toHaveValue('dana.reyes@spyglass.example');
  },
};

export const DigestPreview: Story = {
  parameters: { route: `/${projectId}/settings/digest` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preview' }));
    await expect(await canvas.findByRole('heading', { level: 4, name: 'Ledgerly' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: /^Preview from/ })).toHaveFocus();
  },
};

export const DigestLoading: Story = {
  parameters: {
    route: `/${projectId}/settings/digest`,
    msw: { handlers: { ...handlerGroups, notifications: scenarios.loading({ groups: ['notifications'] }) } },
  },
};

export const DigestFailing: Story = {
  parameters: {
    route: `/${projectId}/settings/digest`,
    msw: { handlers: { ...handlerGroups, notifications: scenarios.serverError({ groups: ['notifications'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The digest settings could not be loaded')).toBeInTheDocument();
  },
};

export const DigestWithoutMail: Story = {
  parameters: {
    route: `/${projectId}/settings/digest`,
    msw: { handlers: { ...handlerGroups, features: scenarios.mailOff() } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Email is not set up on this server')).toBeInTheDocument();
  },
};
