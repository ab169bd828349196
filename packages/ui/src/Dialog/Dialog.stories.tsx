import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** An opener button plus the dialog, so stories show the real open → close → focus-return cycle. */
function DialogDemo({
  open: initialOpen,
  onClose,
  opener = 'Edit competitor',
  withField = false,
  ...props
}: DialogProps & { opener?: string; withField?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  const fieldRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        initialFocus={withField ? fieldRef : props.initialFocus}
        footer={
          props.footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Save</Button>
            </>
          )
        }
      >
        {withField ? (
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            Name
            <input ref={fieldRef} defaultValue="Acme" />
          </label>
        ) : (
          props.children
        )}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    title: 'Edit competitor',
    description: 'Change how this competitor appears in your project.',
    closeLabel: 'Close',
    children: 'The form fields go here.',
  },
  argTypes: { children: { control: 'text' }, footer: { control: false }, initialFocus: { control: false } },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens, makes the page behind it inert, closes on Escape and gives focus back to the opener. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Edit competitor' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit competitor' });
    await expect(dialog).toHaveAccessibleDescription('Change how this competitor appears in your project.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The trap: everything outside the dialog is inert, so the browser's Tab cannot leave it.
    await waitFor(() => expect(opener.closest('[inert]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Shown open, e.g. for review of the layout: title, description, body, footer actions. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit competitor' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** initialFocus puts the cursor in the first field. */
export const WithInitialFocus: Story = {
  render: (args) => <DialogDemo {...args} open withField />,
  play: async () => {
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit competitor' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Long content scrolls inside the dialog; the width never passes 425px. */
export const LongContent: Story = {
  args: {
    open: true,
    title: 'A competitor with a remarkably long name that needs to wrap onto several lines',
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}: the monitor checks every active page on its website’s schedule and records what changed.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(425);
  },
};
