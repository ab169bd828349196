import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete project',
    message: 'Delete the project “Acme launch”? Its competitors, websites and pages go with it. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    pendingLabel: 'Deleting…',
    pending: false,
    tone: 'destructive',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones }, message: { control: 'text' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has focus first, so a stray Enter never deletes. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    await expect(dialog).toHaveTextContent('“Acme launch”');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** While the delete runs: spinner, busy, and a second press does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Deleting…' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: 'Pause monitoring',
    message: 'Pause checks for “Acme pricing page”? You can resume them at any time.',
    confirmLabel: 'Pause',
  },
};

/** The full cycle from a delete button: confirm runs, then the dialog closes and focus goes back. */
export const FromButton: Story = {
  args: { open: false },
  render: function FromButtonStory(args: ConfirmDialogProps) {
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete project
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          pending={pending}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            args.onConfirm();
            setPending(true);
            // Stands in for the delete request.
            setTimeout(() => {
              setPending(false);
              setOpen(false);
            }, 300);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Delete project' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('button', { name: 'Deleting…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
