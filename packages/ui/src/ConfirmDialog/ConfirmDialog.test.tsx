import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const setup = (props: Partial<ConfirmDialogProps> = {}) => {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={onConfirm}
      title="Delete project"
      message="Delete the project “Acme launch”? This cannot be undone."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      pendingLabel="Deleting…"
      {...props}
    />,
  );
  return { onClose, onConfirm, user: userEvent.setup() };
};

describe('ConfirmDialog', () => {
  it('names the item, focuses Cancel first and confirms on request', async () => {
    const { onConfirm, onClose, user } = setup();
    expect(await screen.findByRole('dialog', { name: 'Delete project' })).toHaveTextContent('“Acme launch”');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onConfirm, onClose, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the pending state and ignores further confirms', async () => {
    const { onConfirm, user } = setup({ pending: true });
    const confirm = await screen.findByRole('button', { name: 'Deleting…' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
