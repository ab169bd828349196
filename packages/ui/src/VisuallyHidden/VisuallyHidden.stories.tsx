import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Read by screen readers, invisible on screen' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Next to an icon-only control, the hidden text gives the control its name. */
export const InsideAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Add to favourites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  },
};
