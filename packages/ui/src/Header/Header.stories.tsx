import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, UserRound } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Header } from './Header';

const meta = {
  title: 'Design system/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    start: <strong>Acme launch</strong>,
    end: (
      <>
        <Button variant="ghost" size="small">
          Français
        </Button>
        <IconButton label="Profile" icon={<UserRound />} />
        <IconButton label="Log out" icon={<LogOut />} />
      </>
    ),
  },
  argTypes: { start: { control: false }, end: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

export const OnlyActions: Story = { args: { start: undefined } };
