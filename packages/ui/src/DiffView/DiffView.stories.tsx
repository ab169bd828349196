import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiffView } from './DiffView';
import { pricingDiff } from './fixtures';

const meta = {
  title: 'Design system/DiffView',
  component: DiffView,
  tags: ['autodocs'],
  args: {
    diff: pricingDiff,
    label: 'Changes to Pricing',
    addedLabel: 'Added:',
    removedLabel: 'Removed:',
    emptyText: 'No differences recorded for this change.',
  },
  argTypes: { diff: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long lines scroll sideways inside the focusable region. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Changes to Pricing' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getAllByText('added:', { exact: false }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = { args: { diff: '' } };

export const OnlyAdditions: Story = {
  args: { diff: '@@ -0,0 +1,3 @@\n+Changelog\n+Version 2.0 adds single sign-on.\n+Version 2.1 adds audit logs.\n' },
};

export const ManyItems: Story = {
  args: {
    maxHeight: '20rem',
    diff: [
      '@@ -1,60 +1,60 @@',
      ...Array.from({ length: 60 }, (_, index) =>
        index % 7 === 3
          ? `-Feature ${index + 1}: limited\n+Feature ${index + 1}: unlimited`
          : ` Feature ${index + 1}: included`,
      ),
    ].join('\n'),
  },
};
