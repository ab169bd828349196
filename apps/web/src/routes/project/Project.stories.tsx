import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ProjectRoute from '.';

const projectId = seededIds.projects.payments;

const meta = {
  title: 'Screens/Projects/Detail',
  component: ProjectRoute,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}`,
    routePath: '/:projectId',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof ProjectRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  },
};

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Activity' }));
    await expect(await canvas.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoActivity: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        activity: [
          http.get('*/api/v1/projects/:id/activity/', () =>
            HttpResponse.json({ data: [], count: 0, count_capped: false, unread: 0, unread_capped: false }),
          ),
          ...handlerGroups.activity,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Activity' }));
    await expect(await canvas.findByText('No activity yet')).toBeInTheDocument();
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

export const LoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, projects: scenarios.serverError({ groups: ['projects'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    await expect(within(dialog).getByLabelText('Name')).not.toHaveValue('');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    await expect(dialog).toHaveTextContent(/Delete the project “.+”\?/);
  },
};

/** A viewer of the project's team: Edit and Delete are disabled, and a note says why. */
export const Viewer: Story = {
  parameters: { demoRole: 'viewer' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You can view this project/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/** An editor: Edit works, Delete is for owners, and the screen says so. */
export const Editor: Story = {
  parameters: { demoRole: 'editor' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only an owner of the team can delete this project.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
