import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../Toast/Toaster';
import { createToastStore } from '../Toast/toastStore';
import { Dialog } from './Dialog';

function EditDialog({ onCloseSpy = vi.fn() }: { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onCloseSpy();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit competitor
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Edit competitor"
        description="Change how Acme appears in your project."
        closeLabel="Close"
        initialFocus={nameRef}
        footer={
          <button type="button" onClick={close}>
            Save
          </button>
        }
      >
        <label>
          Name
          <input ref={nameRef} defaultValue="Acme" />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, described by its description and focuses the initial field', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit competitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit competitor' });
    expect(dialog).toHaveAccessibleDescription('Change how Acme appears in your project.');
    expect(screen.getByRole('heading', { name: 'Edit competitor' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<EditDialog onCloseSpy={onClose} />);
    const opener = screen.getByRole('button', { name: 'Edit competitor' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit competitor' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it('leaves the toast region usable while open, unlike the rest of the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <EditDialog />
        <Toaster label="Notifications" closeLabel="Close" store={createToastStore()} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit competitor' }));
    await screen.findByRole('dialog');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const opener = screen.getByRole('button', { name: 'Edit competitor', hidden: true });
    await waitFor(() => expect(opener.closest('[inert], [aria-hidden="true"]')).not.toBeNull());
    expect(region.closest('[inert], [aria-hidden="true"]')).toBeNull();
  });

  // The focus trap relies on `inert`, which jsdom does not enforce; the Dialog stories check it in a browser.
});
