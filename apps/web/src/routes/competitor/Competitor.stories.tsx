import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths, routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import CompetitorRoute from '.';

const meta = {
  title: 'Screens/Competitors/Detail',
  component: CompetitorRoute,
  decorators: [withAppProviders],
  parameters: {
    route: paths.competitor(seededIds.projects.payments, seededIds.competitors.ledgerly),
    routePath: routePatterns.competitor,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof CompetitorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Websites of this competitor' })).toBeInTheDocument();
  },
};

export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Activity \d+ events$/ }));
    await expect(await canvas.findByRole('region', { name: 'Activity' })).toBeInTheDocument();
  },
};

export const NoActivity: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        activity: [
          http.get('*/api/v1/competitors/:id/activity/', () => HttpResponse.json({ data: [], count: 0 })),
          ...handlerGroups.activity,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Activity/ }));
    await expect(await canvas.findByText('No activity yet')).toBeInTheDocument();
  },
};

export const NoWebsites: Story = {
  parameters: {
    route: paths.competitor(seededIds.projects.retail, seededIds.competitors.fleetmind),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
  },
};

export const WebsitesLoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, websites: scenarios.serverError({ groups: ['websites'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The websites could not be loaded');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, competitors: scenarios.loading({ groups: ['competitors'] }) } } },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, competitors: scenarios.notFound({ groups: ['competitors'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Competitor not found' }),
    ).toBeInTheDocument();
  },
};

export const EditWebsiteDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Ledgerly Blog' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit website' });
    await expect(within(dialog).getByRole('combobox', { name: /Check frequency/ })).toHaveTextContent('Every 6 hours');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('dialog', { name: 'Delete competitor' })).toHaveTextContent(
      'Delete “Ledgerly”?',
    );
  },
};

/** Every plan's price over time, as a step chart with its table. */
export const PricingHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Pricing history' }));
    await expect(await canvas.findByRole('figure', { name: 'Pricing: monthly prices in USD' })).toBeInTheDocument();
  },
};

export const NoPricingHistory: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        competitors: [
          http.get('*/api/v1/competitors/:id/pricing-history/', () => HttpResponse.json({ data: [], count: 0 })),
          ...handlerGroups.competitors,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Pricing history' }));
    await expect(await canvas.findByRole('heading', { name: 'No price changes recorded yet' })).toBeInTheDocument();
  },
};

/** Each change in the timeline is told by its facts and titled by its kind. */
export const ActivityWithFacts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Activity \d+ events$/ }));
    await expect(await canvas.findByText(/Starter plan \$29 → \$35 a month/)).toBeInTheDocument();
  },
};
