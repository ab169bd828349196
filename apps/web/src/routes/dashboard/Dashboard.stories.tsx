import { handlerGroups } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import DashboardRoute from '.';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardRoute,
  decorators: [withAppProviders],
  parameters: { route: '/dashboard', msw: { handlers: handlerGroups } } satisfies AppStoryParameters &
    Record<string, unknown>,
} satisfies Meta<typeof DashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /^Welcome, / }),
    ).toBeInTheDocument();
  },
};

export const GetStartedOpensCreateProject: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Get started' }));
    await expect(await screen.findByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
  },
};

export const LearnMore: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Learn more' }));
    await expect(await screen.findByRole('dialog', { name: 'What Spyglass does' })).toBeInTheDocument();
  },
};
