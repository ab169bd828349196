import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths, routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import CompetitorsRoute from '.';

const meta = {
  title: 'Screens/Competitors/Dashboard',
  component: CompetitorsRoute,
  decorators: [withAppProviders],
  parameters: {
    route: paths.competitors(seededIds.projects.payments),
    routePath: routePatterns.competitors,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof CompetitorsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Competitors of this project' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Competitors of this project' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search competitors' }), 'bank');
    await expect(await canvas.findByRole('heading', { name: 'Brightbank' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Ledgerly' })).not.toBeInTheDocument();
  },
};

export const FilterMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Competitors of this project' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Inactive' }));
    await expect(await canvas.findByRole('button', { name: /1 active filter/ })).toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Competitors of this project' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search competitors' }), 'zzz');
    await expect(await canvas.findByRole('heading', { name: 'No competitors match the filters' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        competitors: [
          http.get('*/api/v1/competitors/', () => HttpResponse.json({ data: [], count: 0 })),
          ...handlerGroups.competitors,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No competitors yet' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, competitors: scenarios.loading({ groups: ['competitors'] }) } } },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, competitors: scenarios.serverError({ groups: ['competitors'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The competitors could not be loaded',
    );
  },
};

export const NoProject: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        projects: scenarios.notFound({ groups: ['projects'] }),
        competitors: scenarios.notFound({ groups: ['competitors'] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No project selected' }),
    ).toBeInTheDocument();
  },
};

export const CreateDialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Competitors of this project' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add competitor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    await expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
  },
};
