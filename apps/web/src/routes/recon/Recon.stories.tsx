import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Discovery } from '@spyglass/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ReconRoute from '.';

const projectId = seededIds.projects.payments;
const competitor = seededIds.competitors.ledgerly;
const website = seededIds.websites.ledgerly;
const discoveryId = '5e1d0000-0000-4000-8000-00000000d15c';
const origin = 'https://ledgerly.example.com';

/** A discovery of Ledgerly's site as it stands at one moment. */
function discovery(overrides: Partial<Discovery>): Discovery {
  const data = overrides.data ?? [];
  return {
    id: discoveryId,
    website_id: website,
    status: 'done',
    source: 'sitemap',
    requests: 14,
    max_requests: 30,
    error: null,
    started_at: '2026-01-15T10:29:00.000Z',
    finished_at: '2026-01-15T10:29:06.000Z',
    ...overrides,
    data,
    count: data.length,
  };
}

const found: Discovery['data'] = [
  { url: `${origin}/pricing`, title: 'Pricing | Ledgerly', kind: 'pricing', monitored: true, is_new: false },
  { url: `${origin}/de/preise`, title: 'Preise | Ledgerly', kind: 'pricing', monitored: false, is_new: true },
  { url: `${origin}/careers`, title: 'Careers at Ledgerly', kind: 'careers', monitored: true, is_new: false },
  { url: `${origin}/de/karriere`, title: 'Karriere', kind: 'careers', monitored: false, is_new: false },
  { url: `${origin}/docs/api`, title: 'API reference', kind: 'docs', monitored: false, is_new: false },
  { url: `${origin}/blog`, title: 'Blog', kind: 'blog', monitored: false, is_new: false },
  { url: `${origin}/legal/privacy`, title: 'Privacy policy', kind: 'legal', monitored: false, is_new: false },
  { url: `${origin}/impressum`, title: null, kind: 'legal', monitored: false, is_new: false },
  { url: `${origin}/about`, title: 'About us', kind: 'other', monitored: false, is_new: false },
];

/** The recon group answering one discovery, whatever is asked. */
const answering = (answer: Discovery) => ({
  ...handlerGroups,
  recon: [
    http.get('*/api/v1/discoveries/:id', () => HttpResponse.json(answer)),
    http.delete('*/api/v1/discoveries/:id', () => HttpResponse.json({ ...answer, status: 'cancelled' })),
    ...handlerGroups.recon,
  ],
});

const withDiscovery = `/${projectId}/recon?competitor=${competitor}&website=${website}&discovery=${discoveryId}`;

const meta = {
  title: 'Screens/Recon',
  component: ReconRoute,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/recon`,
    routePath: '/:projectId/recon',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof ReconRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Start: Story = {};

export const LoadingCompetitors: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, competitors: scenarios.loading({ groups: ['competitors'] }) } } },
};

export const CompetitorsFailed: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, competitors: scenarios.serverError({ groups: ['competitors'] }) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The competitors could not be loaded')).toBeInTheDocument();
  },
};

export const NoCompetitors: Story = {
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

/** Under way: the progress bar, the pages found so far, and a way to stop. */
export const Discovering: Story = {
  parameters: {
    route: withDiscovery,
    msw: {
      handlers: answering(discovery({ status: 'running', requests: 6, finished_at: null, data: found.slice(0, 4) })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Discovering pages…' }),
    ).toBeInTheDocument();
  },
};

/** Done: every page with its kind, title, address, whether it is new and whether it is watched. */
export const Results: Story = {
  parameters: { route: withDiscovery, msw: { handlers: answering(discovery({ data: found })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: '9 pages found on ledgerly.example.com' }),
    ).toBeInTheDocument();
  },
};

/** A long list of found pages, narrowed to one kind. */
export const LongListByKind: Story = {
  parameters: {
    route: withDiscovery,
    msw: {
      handlers: answering(
        discovery({
          data: Array.from({ length: 60 }, (_, index) => ({
            url: `${origin}/blog/post-${index + 1}`,
            title: `Release notes, part ${index + 1}`,
            kind: index % 10 === 0 ? ('docs' as const) : ('blog' as const),
            monitored: false,
            is_new: index < 3,
          })),
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Docs' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 6);
  },
};

/** The chosen pages, named after their titles, before they are added. */
export const AddingPages: Story = {
  parameters: { route: withDiscovery, msw: { handlers: answering(discovery({ data: found })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^Choose Preise/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Choose API reference/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 pages' }));
    await expect(await screen.findByRole('dialog', { name: 'Add 2 pages' })).toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  parameters: { route: withDiscovery, msw: { handlers: answering(discovery({ requests: 3, data: [] })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No pages found' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    route: withDiscovery,
    msw: {
      handlers: answering(
        discovery({ status: 'failed', requests: 1, error: 'The server could not be reached.', data: [] }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The server could not be reached.')).toBeInTheDocument();
  },
};

export const Stopped: Story = {
  parameters: {
    route: withDiscovery,
    msw: { handlers: answering(discovery({ status: 'cancelled', requests: 5, data: found.slice(0, 3) })) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Stopped. 3 pages were found before.')).toBeInTheDocument();
  },
};

/** A website on a private address: refused before anything is sent. */
export const Refused: Story = {
  parameters: {
    route: `/${projectId}/recon?competitor=${competitor}&website=${website}`,
    msw: {
      handlers: {
        ...handlerGroups,
        recon: [
          http.post('*/api/v1/competitors/websites/:id/discover', () =>
            HttpResponse.json(
              { detail: 'This address cannot be checked: only public web addresses can.' },
              { status: 422 },
            ),
          ),
          ...handlerGroups.recon,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Discover pages' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('only public web addresses');
  },
};
