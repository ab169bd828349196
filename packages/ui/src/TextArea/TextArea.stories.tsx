import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design system/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description', hint: 'What this project tracks, for your team.', rows: 4, disabled: false },
  argTypes: { error: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Pricing pages{enter}Feature pages');
    await expect(textarea).toHaveValue('Pricing pages\nFeature pages');
  },
};

export const WithError: Story = {
  args: { error: 'Description must be at most 500 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only while saving.' } };
