import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';
import { alertTones } from './alertTones';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Checks run daily',
    children: 'Every active page of this website is checked once a day.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: { tone: 'success', title: 'Page checked', children: 'No changes since the last check.' },
};

/** Errors interrupt: role="alert". */
export const Destructive: Story = {
  args: {
    tone: 'destructive',
    title: 'Could not save the project',
    children: 'The server did not answer. Try again in a moment.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save the project');
  },
};

export const WithoutTitle: Story = { args: { title: undefined, children: 'Only a message, no title.' } };

export const LongText: Story = {
  args: {
    tone: 'destructive',
    title:
      'The page https://www.example.com/a/really/long/path/that/keeps/going/and/going/without/any/break could not be reached',
    children:
      'The monitor tried three times over ten minutes and each attempt timed out. Check that the address is right and that the site is online; the next scheduled check will try again.',
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone} alert`} />
      ))}
    </div>
  ),
};
