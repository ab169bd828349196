import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as controlStyles from './control.css';
import { Field } from './Field';

const meta = {
  title: 'Design system/Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: {
    label: 'Keywords',
    hint: 'Separate words with commas.',
    children: (control) => <input {...control} className={controlStyles.control} defaultValue="pricing, enterprise" />,
  },
  argTypes: {
    error: { control: 'text' },
    children: { control: false },
    layout: { control: 'inline-radio', options: ['stacked', 'inline'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field wires any control: the render function receives id, aria-describedby and aria-invalid. */
export const Playground: Story = {};

/** Every field type in one form, with errors as they look after a failed submit. */
export const AllVariants: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: '1.25rem' }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Page name" required defaultValue="Pricing" hint="A short name for the activity feed." />
      <TextField
        label="URL"
        type="url"
        defaultValue="example.com"
        error="Enter a full address, starting with https://."
      />
      <TextArea label="Notes" hint="Optional." />
      <Select
        label="Check frequency"
        options={[
          { value: '60', label: 'Every hour' },
          { value: '1440', label: 'Daily' },
        ]}
        value="1440"
        onChange={() => {}}
      />
      <Checkbox label="Alert on keywords" defaultChecked />
      <Switch label="Active" defaultChecked hint="Inactive pages are not checked." />
      <div>
        <Button type="submit">Save page</Button>
      </div>
    </form>
  ),
};
