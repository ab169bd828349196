import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths, routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import WebsiteRoute from '.';

const meta = {
  title: 'Screens/Competitors/Website',
  component: WebsiteRoute,
  decorators: [withAppProviders],
  parameters: {
    route: paths.website(seededIds.projects.payments, seededIds.competitors.ledgerly, seededIds.websites.ledgerly),
    routePath: routePatterns.website,
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof WebsiteRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageItem = async (canvasElement: HTMLElement, name: string) =>
  (await within(canvasElement).findByRole('heading', { level: 3, name })).closest('li')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Monitored pages' })).toBeInTheDocument();
  },
};

export const NoPages: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlerGroups,
        pages: [
          http.get('*/api/v1/competitors/websites/:id/pages/', () => HttpResponse.json({ data: [], count: 0 })),
          ...handlerGroups.pages,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No pages monitored yet' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, websites: scenarios.loading({ groups: ['websites'] }) } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, websites: scenarios.serverError({ groups: ['websites'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The website could not be loaded');
  },
};

export const PagesLoadError: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, pages: scenarios.serverError({ groups: ['pages'] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The pages could not be loaded');
  },
};

export const AddPageDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Watched keywords/ }), 'pricing, enterprise');
    await expect(within(dialog).getByRole('list', { name: 'Watched keywords' })).toBeInTheDocument();
  },
};

export const ChangeHistory: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Pricing');
    await userEvent.click(within(item).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    await expect(await within(dialog).findByRole('list', { name: 'Recorded changes' })).toBeInTheDocument();
  },
};

export const CheckNow: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Features');
    await userEvent.click(within(item).getByRole('button', { name: 'Check now' }));
    const toast = await screen.findByText('No changes');
    await expect(toast).toBeInTheDocument();
    // The pointer resting on the toast holds its clock, so the screenshot shows it however slow the machine.
    await userEvent.hover(toast);
  },
};
