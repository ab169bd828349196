import { handlerGroups, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ComingSoonRoute from './ComingSoonRoute';

const meta = {
  title: 'Screens/Coming soon',
  component: ComingSoonRoute,
  decorators: [withAppProviders],
  parameters: {
    route: `/${seededIds.projects.payments}/radar`,
    routePath: '/:projectId/radar',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof ComingSoonRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radar: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Radar is coming soon' }),
    ).toBeInTheDocument();
  },
};
