import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { ExternalLink } from '../ExternalLink';
import { DescriptionItem, DescriptionList } from './DescriptionList';

const meta = {
  title: 'Design system/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { children: null },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    children: (
      <>
        <DescriptionItem term="Description">Invoicing and card payments for freelancers.</DescriptionItem>
        <DescriptionItem term="Created">January 7th, 2026</DescriptionItem>
        <DescriptionItem term="Status">
          <Badge tone="success">Active</Badge>
        </DescriptionItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read as a list of term and definition pairs, in order.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Description',
      'Created',
      'Status',
    ]);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('January 7th, 2026');
  },
};

/** Every kind of value: text with its line breaks, a link, a badge, and a muted stand-in for a missing value. */
export const AllVariants: Story = {
  args: {
    children: (
      <>
        <DescriptionItem term="Address">
          <ExternalLink href="https://ledgerly.example.com" newTabHint="(opens in a new tab)">
            https://ledgerly.example.com
          </ExternalLink>
        </DescriptionItem>
        <DescriptionItem term="Description">{'Marketing site with pricing\nand feature pages.'}</DescriptionItem>
        <DescriptionItem term="Status">
          <Badge tone="neutral">Inactive</Badge>
        </DescriptionItem>
        <DescriptionItem term="Last checked" muted>
          Never checked
        </DescriptionItem>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    children: (
      <DescriptionItem term="A rather long term that names what this value is about in many words">
        {
          'A long description that wraps over several lines on a narrow card: https://www.example.com/a/very/long/address/without/any/spaces/that/must/still/wrap'
        }
      </DescriptionItem>
    ),
  },
};
