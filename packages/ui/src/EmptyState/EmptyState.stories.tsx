import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderPlus, Inbox } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <FolderPlus />,
    title: 'No projects yet',
    description: 'Create a project to start tracking your competitors.',
    headingLevel: 2,
  },
  argTypes: {
    icon: { control: false },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>Create project</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create project' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = { args: { icon: <Inbox />, title: 'Nothing has changed yet', description: undefined } };

export const LongText: Story = {
  args: {
    title: 'No pages are monitored on this website, so there is nothing to show in the change history for now',
    description:
      'Add the pricing, features and changelog pages you care about. Spyglass checks each one on the website’s schedule, records what changed, and raises an alert when a watched word appears. You can pause a page at any time without losing its history.',
    action: <Button variant="secondary">Add page</Button>,
  },
};
