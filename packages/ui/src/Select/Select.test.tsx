import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const frequencies: SelectOption[] = [
  { value: '60', label: 'Every hour' },
  { value: '360', label: 'Every 6 hours' },
  { value: '1440', label: 'Daily' },
];

function Controlled({ onChange, error }: { onChange?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('60');
  return (
    <Select
      label="Check frequency"
      hint="How often pages are checked"
      error={error}
      options={frequencies}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the selected option, wired to hint and error', () => {
    render(<Controlled error="Pick a frequency" />);
    const select = screen.getByRole('combobox', { name: 'Check frequency' });
    expect(select).toHaveTextContent('Every hour');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('How often pages are checked Pick a frequency');
  });

  it('chooses an option by keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Check frequency' });
    expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Every hour' })).toHaveAttribute('data-active-item'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('1440');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(select).toHaveTextContent('Daily');
  });

  it('shows the placeholder until something is chosen', () => {
    render(
      <Select label="Website" options={frequencies} value="" onChange={() => {}} placeholder="Choose a website" />,
    );
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveTextContent('Choose a website');
  });
});
