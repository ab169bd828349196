import { handlerGroups, scenarios } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import HomeRoute from '.';

const meta = {
  title: 'Screens/Projects/List',
  component: HomeRoute,
  decorators: [withAppProviders],
  parameters: { route: '/', msw: { handlers: handlerGroups } } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: /^Open / })).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.empty({ groups: ['projects'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.loading({ groups: ['projects'] }) } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.serverError({ groups: ['projects'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load your projects')).toBeInTheDocument();
  },
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeInTheDocument();
  },
};

export const CreateFails: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        projects: [
          http.post('*/api/v1/projects/', () =>
            HttpResponse.json({ detail: 'The project could not be saved' }, { status: 500 }),
          ),
          ...handlerGroups.projects,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nordic launch');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Competitors in the Nordics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not create the project');
  },
};
