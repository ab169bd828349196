import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Design system/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Project name',
    hint: 'Shown on the dashboard and in alerts.',
    placeholder: 'Acme pricing watch',
    disabled: false,
    required: false,
  },
  argTypes: { error: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(input).toHaveAccessibleDescription('Shown on the dashboard and in alerts.');
  },
};

export const Required: Story = { args: { required: true, hint: undefined } };

/** The error is announced with the field and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Name must be at least 3 characters.', defaultValue: 'Ac' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Shown on the dashboard and in alerts. Name must be at least 3 characters.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Acme pricing watch' } };

export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', hint: undefined, placeholder: 'you@example.com' },
};

export const LongText: Story = {
  args: {
    label: 'The address of the page to monitor, including the protocol and any path or query string that matters',
    hint: 'Spyglass fetches exactly this address on every check, so include the query string if the page content depends on it, and leave out tracking parameters.',
    error: 'This address could not be parsed: it must start with http:// or https:// and contain a host name.',
    defaultValue: 'www.example.com/a/very/long/path/that/does/not/fit/into/the/field/at/all?and=a&query=string',
  },
};
