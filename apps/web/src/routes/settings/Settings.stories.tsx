import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ProjectSettings from './ProjectSettings';
import SettingsLayout from './SettingsLayout';

const projectId = seededIds.projects.payments;

/** The settings layout with its sections, as the router nests them. */
function SettingsScreen() {
  return (
    <Routes>
      <Route path={routePatterns.settings} element={<SettingsLayout />}>
        <Route index element={<ProjectSettings />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Settings/Project',
  component: SettingsScreen,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/settings`,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Project: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Project details' })).toBeInTheDocument();
    const sections = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(sections).getByRole('link', { name: 'Project' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EditDetails: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    await expect(within(dialog).getByLabelText('Name')).not.toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.loading({ groups: ['projects'] }) } } },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.notFound({ groups: ['projects'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  },
};
