import { handlerGroups, scenarios } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SIDEBAR_STORAGE_KEY } from '../features/layout/useSidebarCollapsed';
import HomeRoute from '../routes/home';
import { type AppStoryParameters, withAppProviders } from '../testing/storybook';
import ShellLayout from './ShellLayout';

/** The signed-in shell around the project list, as the router shows it. */
function Shell() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<HomeRoute />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  decorators: [withAppProviders],
  // Every story starts with the sidebar open, whatever an earlier one chose.
  beforeEach: () => window.localStorage.removeItem(SIDEBAR_STORAGE_KEY),
  parameters: { layout: 'fullscreen', route: '/', msw: { handlers: handlerGroups } } satisfies AppStoryParameters &
    Record<string, unknown>,
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Competitors' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse sidebar' }));
    await expect(await canvas.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  },
};

export const NoProjects: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.empty({ groups: ['projects'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No project yet')).toBeInTheDocument();
  },
};

export const Preferences: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Preferences' }));
    await expect(await screen.findByRole('dialog', { name: 'Preferences' })).toBeInTheDocument();
  },
};

/** The profile menu lists the person's teams (the current one ticked) and New team. */
export const TeamSwitcher: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Signed in as/ }));
    await expect(await screen.findByRole('menuitem', { name: /^Team: Market research/ })).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'New team…' })).toBeInTheDocument();
  },
};

/** New team: a name, then its (empty) project list shows. */
export const NewTeam: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Signed in as/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New team…' }));
    await expect(await screen.findByRole('dialog', { name: 'New team' })).toBeInTheDocument();
  },
};
