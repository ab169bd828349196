import { getMockDb, handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import RadarRoute from '.';

const projectId = seededIds.projects.payments;

const meta = {
  title: 'Screens/Radar',
  component: RadarRoute,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/radar`,
    routePath: '/:projectId/radar',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof RadarRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feed under day headings; the monitor's events unread; more on request. */
export const Feed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Project events' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Load more/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, activity: scenarios.loading({ groups: ['activity'] }) } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, activity: scenarios.serverError({ groups: ['activity'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The feed could not be loaded')).toBeInTheDocument();
  },
};

export const Empty: Story = {
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
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing has happened yet' }),
    ).toBeInTheDocument();
  },
};

/** Search and filters come from the address: a shared link opens the same narrowed feed. */
export const FiltersActive: Story = {
  parameters: { route: `/${projectId}/radar?type=changes&competitor=${seededIds.competitors.ledgerly}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 events match')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Filters.*1 active/ })).toBeInTheDocument();
  },
};

/** A word only a change's diff holds finds it. */
export const Search: Story = {
  parameters: { route: `/${projectId}/radar?q=partnerships` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 event matches')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  parameters: { route: `/${projectId}/radar?q=blockchain` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No events match' })).toBeInTheDocument();
  },
};

/** Every event of the project loaded, page after page. */
export const LongList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Load more/ }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument());
  },
};

/** A project too busy to count: past the server's cap the feed and the unread count read "1,000+". */
export const CountCapped: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        activity: [
          http.get('*/api/v1/projects/:id/activity/', ({ params }) => {
            const data = getMockDb()
              .events.filter((event) => event.project_id === params.id)
              .slice(0, 30)
              .map((event) => ({ ...event, unread: true }));
            return HttpResponse.json({ data, count: 1000, count_capped: true, unread: 1000, unread_capped: true });
          }),
          ...handlerGroups.activity,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,000+ events')).toBeInTheDocument();
    // The unread count can come a render after the events' count.
    await expect(await canvas.findByText('1,000+ unread')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};

export const MarkedRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button waits for the unread count before it can be pressed.
    await expect(await canvas.findByText('13 unread')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByText('0 unread')).toBeInTheDocument();
  },
};

/** A recorded change opened from the feed: its lines added and removed. */
export const ChangeOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [open] = await canvas.findAllByRole('button', { name: 'View changes to Careers' });
    await userEvent.click(open!);
    const dialog = await screen.findByRole('dialog', { name: 'Recorded change' });
    await expect(await within(dialog).findByText('Partnerships manager (Paris)')).toBeInTheDocument();
  },
};
