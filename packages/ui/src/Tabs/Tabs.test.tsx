import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function ProjectTabs(props: { onSelectedIdChange?: (id: string) => void; countLabel?: string }) {
  return (
    <Tabs onSelectedIdChange={props.onSelectedIdChange}>
      <TabList label="Project sections">
        <Tab id="overview">Overview</Tab>
        <Tab id="activity" count={12} countLabel={props.countLabel}>
          Activity
        </Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel tabId="overview">Overview content</TabPanel>
      <TabPanel tabId="activity">Activity content</TabPanel>
      <TabPanel tabId="settings">Settings content</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects the first tab and shows only its panel', async () => {
    render(<ProjectTabs />);
    expect(screen.getByRole('tablist', { name: 'Project sections' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview content');
    expect(screen.queryByText('Activity content')).not.toBeVisible();
  });

  it('names a tab with its count', () => {
    render(<ProjectTabs />);
    expect(screen.getByRole('tab', { name: 'Activity 12' })).toBeInTheDocument();
  });

  it('reads a count label instead of the bare number when given', () => {
    render(<ProjectTabs countLabel="12 events" />);
    expect(screen.getByRole('tab', { name: 'Activity 12 events' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onSelectedIdChange = vi.fn();
    render(<ProjectTabs onSelectedIdChange={onSelectedIdChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const activity = screen.getByRole('tab', { name: 'Activity 12' });
    expect(activity).toHaveFocus();
    expect(activity).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Activity 12' })).toHaveTextContent('Activity content');
    expect(onSelectedIdChange).toHaveBeenLastCalledWith('activity');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled selectedId', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState('activity');
      return (
        <>
          <button type="button" onClick={() => setSelected('overview')}>
            Back to overview
          </button>
          <Tabs selectedId={selected} onSelectedIdChange={setSelected}>
            <TabList label="Sections">
              <Tab id="overview">Overview</Tab>
              <Tab id="activity">Activity</Tab>
            </TabList>
            <TabPanel tabId="overview">Overview content</TabPanel>
            <TabPanel tabId="activity">Activity content</TabPanel>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Back to overview' }));
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Overview content')).toBeVisible();
  });
});
