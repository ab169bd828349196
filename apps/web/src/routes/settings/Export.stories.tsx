import { handlerGroups, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, screen, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ExportSection from './ExportSection';
import SettingsLayout from './SettingsLayout';

const projectId = seededIds.projects.payments;

/** The settings layout with the export section, as the router nests them. */
function ExportSettings() {
  return (
    <Routes>
      <Route path={routePatterns.settings} element={<SettingsLayout />}>
        <Route path="export" element={<ExportSection />} />
      </Route>
    </Routes>
  );
}

/** A project whose feed link was made earlier: its state, never its URL. */
const activeFeed = [
  http.get('*/api/v1/projects/:projectId/feed-token', () =>
    HttpResponse.json({ active: true, language: 'fr', created_at: '2026-11-02T09:00:00Z' }),
  ),
  ...handlerGroups.exports,
];

const meta = {
  title: 'Screens/Settings/Export and feed',
  component: ExportSettings,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/settings/export`,
    routePath: '*',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof ExportSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No feed link yet; the export's range is the last 30 days. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This project has no feed link yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const WithFeedLink: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, exports: activeFeed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Language of its entries: French/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
  },
};

/** The link just made: shown this once, with its copy button. */
export const NewLinkShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create feed link' }));
    const link = await canvas.findByRole<HTMLInputElement>('textbox', { name: 'Feed link' });
    await expect(link.value).toMatch(/\/feed\.xml\?token=[0-9a-f]{32}$/);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  },
};

export const ConfirmRevoke: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, exports: activeFeed } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Revoke link' }));
    await expect(await screen.findByRole('dialog', { name: 'Revoke the feed link?' })).toBeInTheDocument();
  },
};

export const ConfirmNewLink: Story = {
  parameters: { msw: { handlers: { ...handlerGroups, exports: activeFeed } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New link' }));
    await expect(await screen.findByRole('dialog', { name: 'Make a new feed link?' })).toBeInTheDocument();
  },
};

export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(await canvas.findByLabelText('From'), { target: { value: '2026-11-02' } });
    fireEvent.change(canvas.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(await canvas.findByText('The end date must not be before the start date')).toBeInTheDocument();
  },
};

export const ExportFailing: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, exports: scenarios.serverError({ groups: ['exports'] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The feed link could not be loaded')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(await canvas.findByText('The export could not be downloaded')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, exports: scenarios.loading({ groups: ['exports'] }) } },
  },
};

/** The same screen in German: the section, the range's hint and the feed's explanation. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Änderungen exportieren' }),
    ).toBeInTheDocument();
  },
};

/** A viewer: the changes can be downloaded, the feed link cannot be made. */
export const Viewer: Story = {
  parameters: { demoRole: 'viewer' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Create feed link' })).toBeDisabled();
  },
};
