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

/** The page option "Fetch with": a browser, with the selector it waits for and its time limit. */
export const AddPageWithBrowser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Fetch with/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Browser (JavaScript)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wait for selector/ }), '.pricing-table');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Time limit/ }), '20');
    await expect(within(dialog).getByRole('combobox', { name: /Fetch with/ })).toHaveTextContent(
      'Browser (JavaScript)',
    );
  },
};

/** A server without Chromium: the browser cannot be chosen, and the hint says why. */
export const AddPageWithoutBrowser: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, pages: scenarios.withoutBrowser() } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await expect(
      await within(dialog).findByText('This server has no browser (Chromium), so pages can only be fetched over HTTP.'),
    ).toBeInTheDocument();
  },
};

/** A change of a page read in a browser: the page before and after, the changed area outlined on both. */
export const ChangeHistoryWithScreenshots: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Pricing');
    await userEvent.click(within(item).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    const shots = await within(dialog).findAllByRole('region', { name: 'Screenshots before and after the change' });
    await expect(
      await within(shots[0]!).findByRole('img', { name: 'The page after the change, with 1 changed area outlined' }),
    ).toBeVisible();
  },
};

/** The page menu's full-page screenshot, rendered by the server's browser. */
export const FullPageScreenshot: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Pricing');
    await userEvent.click(within(item).getByRole('button', { name: 'More actions for Pricing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Full-page screenshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full-page screenshot' });
    await expect(
      await within(dialog).findByRole('img', { name: 'The whole of “Pricing” as it looks now' }),
    ).toBeVisible();
  },
};

export const CheckNow: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Features');
    await userEvent.click(within(item).getByRole('button', { name: 'Check now' }));
    await expect(await screen.findByText('No changes')).toBeInTheDocument();
  },
};

/** The page dialog's Advanced section: presets, ignore rules with their preview on the last snapshot, alert options. */
export const EditPageAdvanced: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    await userEvent.click(within(dialog).getByText('Advanced: noise and alerts'));
    await expect(within(dialog).getByRole('checkbox', { name: 'Dates and times' })).toBeChecked();
    const preview = within(dialog).getByRole('region', { name: 'On the current page' });
    await expect(
      await within(preview).findByText('“Customer stories” would hide 1 line of the current page'),
    ).toBeVisible();
  },
};

/** A rule the monitor cannot run: the preview says why, and saving answers the server's 422 naming it. */
export const EditPageRefusedRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    await userEvent.click(within(dialog).getByText('Advanced: noise and alerts'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ignore lines containing/ }), '\n/(broken/');
    await expect(await within(dialog).findByText(/cannot be used/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('ignore_rules.1');
  },
};

/** A new page: the presets are on, and the preview waits for a first check. */
export const AddPageAdvanced: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    await userEvent.click(within(dialog).getByText('Advanced: noise and alerts'));
    await expect(within(dialog).getByText('The preview works once the page has been added and checked.')).toBeVisible();
  },
};

/** Each change with its kind and facts. */
export const ChangeHistoryFacts: Story = {
  play: async ({ canvasElement }) => {
    const item = await pageItem(canvasElement, 'Careers');
    await userEvent.click(within(item).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    await expect(await within(dialog).findByText('New job: Senior payments engineer, Berlin')).toBeVisible();
  },
};

/** A viewer: the pages can be read and their history opened; adding, checking, editing and deleting are disabled. */
export const Viewer: Story = {
  parameters: { demoRole: 'viewer' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You can view this project/)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Edit Pricing' })).toBeDisabled();
  },
};
