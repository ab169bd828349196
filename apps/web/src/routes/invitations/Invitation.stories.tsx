import { handlerGroups, mockLinkTokens, seededIds, setDemoRole } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import AcceptInvitationRoute from './AcceptInvitationRoute';

const meta = {
  title: 'Screens/Teams/Accept invitation',
  component: AcceptInvitationRoute,
  decorators: [withAppProviders],
  parameters: {
    route: paths.invitation(mockLinkTokens.invitation),
    routePath: routePatterns.invitation,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof AcceptInvitationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: sign in or sign up first, then come back here. */
export const SignedOut: Story = {
  parameters: { signedIn: false } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create one' })).toBeInTheDocument();
  },
};

/** Signed in as someone outside the team: joined at once. */
export const Joined: Story = {
  parameters: {
    // The demo user leaves the demo team (Priya owns it), so the seeded invitation is theirs to accept.
    prepareDb: (db) => {
      setDemoRole('viewer', db);
      db.memberships = db.memberships.filter(
        (row) => !(row.user_id === seededIds.demoUser && row.team_id === seededIds.demoTeam),
      );
    },
  } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You joined Market research')).toBeInTheDocument();
  },
};

/** A used, revoked or expired link says so. */
export const LinkNoLongerWorks: Story = {
  parameters: { route: paths.invitation('used-token') } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/used, revoked or it expired/)).toBeInTheDocument();
  },
};

/** Already a member: the server's sentence. */
export const AlreadyMember: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You are already a member of this team.')).toBeInTheDocument();
  },
};
