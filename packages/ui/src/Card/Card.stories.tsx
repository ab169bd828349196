import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  tags: ['autodocs'],
  args: { style: { maxWidth: '24rem' } },
  argTypes: { style: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle as="h2">Acme Analytics</CardTitle>
        <CardDescription>Three websites, checked daily.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          Pricing page changed <Badge tone="orange">2 changes</Badge>
        </p>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" size="small">
          View competitor
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const TitleOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle as="h2">No description</CardTitle>
      </CardHeader>
    </Card>
  ),
};

/** Long unbroken text wraps instead of stretching the card. */
export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle as="h2">
          https://www.example-competitor-with-a-very-long-domain-name.com/pricing/enterprise/annual
        </CardTitle>
        <CardDescription>
          A description long enough to wrap over several lines, so the layout can be checked when teams write a lot
          about their competitors and why they matter.
        </CardDescription>
      </CardHeader>
      <CardContent>Content</CardContent>
    </Card>
  ),
};

export const ManyItems: Story = {
  args: { style: {} },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {Array.from({ length: 9 }, (_, index) => (
        <Card key={index} {...args}>
          <CardHeader>
            <CardTitle as="h2">{`Competitor ${index + 1}`}</CardTitle>
            <CardDescription>{`${index + 1} websites`}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
};
