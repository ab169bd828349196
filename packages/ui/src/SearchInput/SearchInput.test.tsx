import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      label="Search projects"
      clearLabel="Clear search"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SearchInput', () => {
  it('is a labelled search box reporting what is typed', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'acme');
    expect(onChange).toHaveBeenLastCalledWith('acme');
  });

  it('offers a clear button only with text, and clearing returns focus to the box', async () => {
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears on Escape', async () => {
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    await userEvent.type(box, 'pricing{Escape}');
    expect(box).toHaveValue('');
  });
});
