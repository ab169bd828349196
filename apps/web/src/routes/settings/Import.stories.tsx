import { handlerGroups, importSamples, scenarios, seededIds } from '@spyglass/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { routePatterns } from '../../lib/paths';
import { type AppStoryParameters, withAppProviders } from '../../testing/storybook';
import ImportSection from './ImportSection';
import SettingsLayout from './SettingsLayout';

const projectId = seededIds.projects.payments;

/** The settings layout with the import section, as the router nests them. */
function ImportSettings() {
  return (
    <Routes>
      <Route path={routePatterns.settings} element={<SettingsLayout />}>
        <Route path="import" element={<ImportSection />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Settings/Import',
  component: ImportSettings,
  decorators: [withAppProviders],
  parameters: {
    route: `/${projectId}/settings/import`,
    routePath: '*',
    msw: { handlers: handlerGroups },
  } satisfies AppStoryParameters & Record<string, unknown>,
} satisfies Meta<typeof ImportSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a CSV file in the picker, as a person would. */
async function chooseFile(canvasElement: HTMLElement, text: string, name = 'pages.csv') {
  const input = await within(canvasElement).findByLabelText('CSV file');
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

/** No file chosen yet: the columns, the template and the picker. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('CSV file')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download the template' })).toBeInTheDocument();
  },
};

/** The dry run's answer has not come yet. */
export const Checking: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, import: scenarios.loading({ groups: ['import'] }) } },
  },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.mixed);
    await expect(await within(canvasElement).findByText('Checking the file…')).toBeInTheDocument();
  },
};

/** New rows, a row already there and rows with errors, before anything is written. */
export const PreviewMixed: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.mixed);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '5 rows checked' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  },
};

/** Every page of the file is watched already: nothing to import. */
export const AllExist: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.allExist);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Everything is already here')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  },
};

/** Every row breaks a rule: each is listed with its number and the rule. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.allErrors);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 rows have errors')).toBeInTheDocument();
    await expect(canvas.getByText('page_name: Name must be at least 2 characters')).toBeInTheDocument();
  },
};

/** A file the import cannot read at all (a header it does not know). */
export const WrongHeader: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.wrongHeader);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This file cannot be imported');
  },
};

/** After "Import 2 rows": what was added, and where to see it. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.mixed);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import 2 rows' }));
    await expect(await canvas.findByRole('heading', { name: '2 pages added' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View competitors' })).toBeInTheDocument();
  },
};

/** The server fails: its sentence is shown. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, import: scenarios.serverError({ groups: ['import'] }) } },
  },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, importSamples.mixed);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Internal server error');
  },
};

/** A viewer: the file cannot be chosen, and the settings say why. */
export const Viewer: Story = {
  parameters: { demoRole: 'viewer' } satisfies AppStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You can view this project/)).toBeInTheDocument();
    await expect(await canvas.findByLabelText(/CSV file/)).toBeDisabled();
  },
};
