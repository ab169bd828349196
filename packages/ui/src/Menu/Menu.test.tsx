import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu';

function WebsiteMenu({
  onEdit = vi.fn(),
  onDelete = vi.fn(),
  buttonText,
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  buttonText?: string;
}) {
  return (
    <Menu label="Website actions" buttonText={buttonText}>
      <MenuItem icon={<Pencil />} onSelect={onEdit}>
        Edit
      </MenuItem>
      <MenuItem tone="destructive" onSelect={onDelete}>
        Delete
      </MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<WebsiteMenu onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Website actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Website actions' });
    expect(menu).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    const deleteItem = screen.getByRole('menuitem', { name: 'Delete' });
    expect(deleteItem).toHaveFocus();
    expect(deleteItem).toHaveAttribute('data-tone', 'destructive');
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('wraps from the first item to the last with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<WebsiteMenu />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on Escape without choosing and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<WebsiteMenu onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Website actions' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Website actions' })).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('shows visible button text when given', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<WebsiteMenu buttonText="Actions" onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Website actions' }));
    expect(screen.getByRole('button', { name: 'Website actions' })).toHaveTextContent('Actions');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
