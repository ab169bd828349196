import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, type FooterProps } from './Footer';

const copyright: FooterProps['copyright'] = (year) => `© ${year} Spyglass. All rights reserved.`;

const meta = {
  title: 'Design system/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    copyright,
    year: 2026,
    linksLabel: 'Legal',
    links: [
      { label: 'Terms', href: '#terms' },
      { label: 'Privacy', href: '#privacy' },
      { label: 'Support', href: '#support' },
    ],
  },
  argTypes: { copyright: { control: false }, renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2026 Spyglass. All rights reserved.');
    await expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Terms', 'Privacy', 'Support']);
  },
};

export const PlainCopyright: Story = { render: (args) => <Footer {...args} copyright="© Spyglass" links={[]} /> };
