import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Edit website" icon={<svg data-testid="icon" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit website' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its label as a tooltip on keyboard focus', async () => {
    render(<IconButton label="Delete page" icon={<svg />} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete page' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete page');
  });

  it('swaps the icon for a spinner while loading', () => {
    render(<IconButton label="Check now" icon={<svg data-testid="icon" />} loading />);
    expect(screen.getByRole('button', { name: 'Check now' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
  });
});
