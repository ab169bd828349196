import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectedIdChange: fn(), children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabList label="Competitor sections">
        <Tab id="overview">Overview</Tab>
        <Tab id="activity" count={12}>
          Activity
        </Tab>
      </TabList>
      <TabPanel tabId="overview">Details and websites of this competitor.</TabPanel>
      <TabPanel tabId="activity">The latest 12 events.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and select them; the count is part of the tab's name. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const overview = await canvas.findByRole('tab', { name: 'Overview', selected: true });
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowRight}');
    const activity = canvas.getByRole('tab', { name: 'Activity 12' });
    await waitFor(() => expect(activity).toHaveFocus());
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Activity 12' })).toHaveTextContent('The latest 12 events.');
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('activity');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(overview).toHaveAttribute('aria-selected', 'true'));
  },
};

export const StartsOnActivity: Story = { args: { defaultSelectedId: 'activity' } };

/** "12 events" is read instead of the bare number. */
export const CountWithLabel: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList label="Project sections">
        <Tab id="overview">Overview</Tab>
        <Tab id="activity" count={50} countLabel="50 events">
          Activity
        </Tab>
        <Tab id="settings" disabled>
          Settings
        </Tab>
      </TabList>
      <TabPanel tabId="overview">Overview panel.</TabPanel>
      <TabPanel tabId="activity">Activity panel.</TabPanel>
      <TabPanel tabId="settings">Settings panel.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Activity 50 events' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Selection driven from outside, e.g. by the URL. */
export const Controlled: Story = {
  render: function ControlledTabs() {
    const [selectedId, setSelectedId] = useState('activity');
    return (
      <Tabs selectedId={selectedId} onSelectedIdChange={setSelectedId}>
        <TabList label="Sections">
          <Tab id="overview">Overview</Tab>
          <Tab id="activity" count={3}>
            Activity
          </Tab>
        </TabList>
        <TabPanel tabId="overview">Overview panel (selected: {selectedId}).</TabPanel>
        <TabPanel tabId="activity">Activity panel (selected: {selectedId}).</TabPanel>
      </Tabs>
    );
  },
};

export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Tabs {...args}>
        <TabList label="Website sections">
          {['Overview', 'Monitored pages', 'Change history', 'Content alerts', 'Settings'].map((name, index) => (
            <Tab key={name} id={`tab-${index}`} count={index * 7}>
              {name}
            </Tab>
          ))}
        </TabList>
        {['Overview', 'Monitored pages', 'Change history', 'Content alerts', 'Settings'].map((name, index) => (
          <TabPanel key={name} tabId={`tab-${index}`}>
            {name} panel.
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
};
