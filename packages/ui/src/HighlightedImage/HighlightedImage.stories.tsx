import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HighlightedImage } from './HighlightedImage';

/** A small drawing of a pricing table, as a data URL (stories load nothing from the network). */
const pricing = (price: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="Arial, sans-serif">
<rect width="640" height="360" fill="#ffffff"/><rect width="640" height="48" fill="#1e293b"/>
<text x="32" y="30" font-size="14" fill="#e2e8f0">https://ledgerly.example.com/pricing</text>
<text x="32" y="100" font-size="26" font-weight="700" fill="#0f172a">Pricing</text>
<text x="32" y="160" font-size="18" fill="#334155">Starter plan: ${price} per month per seat</text>
<text x="32" y="210" font-size="18" fill="#334155">Growth plan: $79 per month per seat</text>
</svg>`)}`;

const meta = {
  title: 'Design system/HighlightedImage',
  component: HighlightedImage,
  tags: ['autodocs'],
  args: {
    src: pricing('$35'),
    alt: 'The pricing page after the change, with 1 changed area outlined',
    width: 640,
    height: 360,
    regions: [{ x: 24, y: 136, width: 420, height: 36 }],
    caption: 'After, 35 minutes ago',
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof HighlightedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outline follows the image as it is scaled down to the column. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /1 changed area outlined/ })).toBeVisible();
    await expect(canvas.getByText('After, 35 minutes ago')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-region]')).toHaveLength(1);
  },
};

export const WithoutRegions: Story = {
  args: { src: pricing('$29'), regions: [], alt: 'The pricing page before the change', caption: 'Before, yesterday' },
};

/** While the image loads, or once it is gone, the space it takes shows a short text. */
export const Placeholder: Story = {
  args: { src: null, placeholder: 'Loading the screenshot…', caption: 'Before, yesterday' },
};

/** Before and after side by side, as a page's history shows them. */
export const BeforeAndAfter: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <HighlightedImage
        {...args}
        src={pricing('$29')}
        alt="The pricing page before the change, with 1 changed area outlined"
        caption="Before"
      />
      <HighlightedImage {...args} caption="After" />
    </div>
  ),
};
