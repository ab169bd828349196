import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterMenu } from './FilterMenu';

function Filters({ onStatus }: { onStatus?: (value: string) => void }) {
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const activeCount = Number(status !== 'all') + Number(type !== 'all');
  return (
    <FilterMenu
      label="Filters"
      activeCount={activeCount}
      activeCountLabel={(n) => `${n} filters active`}
      clearLabel="Clear filters"
      onClear={() => {
        setStatus('all');
        setType('all');
      }}
      groups={[
        {
          id: 'status',
          label: 'Status',
          value: status,
          onChange: (value) => {
            setStatus(value);
            onStatus?.(value);
          },
          options: [
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'paused', label: 'Paused' },
          ],
        },
        {
          id: 'type',
          label: 'Event type',
          value: type,
          onChange: setType,
          options: [
            { value: 'all', label: 'All events' },
            { value: 'changes', label: 'Changes' },
          ],
        },
      ]}
    />
  );
}

describe('FilterMenu', () => {
  it('shows no count while nothing is filtered', () => {
    render(<Filters />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens by keyboard, chooses a radio option and counts it on the button', async () => {
    const onStatus = vi.fn();
    render(<Filters onStatus={onStatus} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Filters' });
    expect(menu).toBeVisible();
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');

    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onStatus).toHaveBeenCalledWith('active');
    expect(screen.getByRole('menuitemradio', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'All' })).toHaveAttribute('aria-checked', 'false');

    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Filters 1 filters active' });
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('clears every filter from the menu', async () => {
    render(<Filters />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Paused' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Changes' }));
    expect(screen.getByRole('button', { name: 'Filters 2 filters active' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument());
  });
});
