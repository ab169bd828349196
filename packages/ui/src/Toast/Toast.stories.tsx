import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Toaster, type ToasterProps } from './Toaster';
import { createToastStore, toastVariants, type ToastInput } from './toastStore';

/** Each story gets its own store, so toasts never leak from one story into the next. */
function ToastDemo({
  toaster,
  initial = [],
  buttons = true,
}: {
  toaster: ToasterProps;
  initial?: ToastInput[];
  buttons?: boolean;
}) {
  const [store] = useState(createToastStore);
  useEffect(() => {
    for (const input of initial) store.toast(input);
    return () => store.clear();
    // The initial toasts are shown once per story render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return (
    <>
      {buttons ? (
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button
            onClick={() =>
              store.toast({ title: 'Project created', description: 'Acme launch is ready for competitors.' })
            }
          >
            Show toast
          </Button>
          <Button variant="secondary" onClick={() => store.toast({ title: 'Website added', variant: 'success' })}>
            Show success
          </Button>
          <Button
            variant="destructive"
            onClick={() =>
              store.toast({ title: 'Session expired', description: 'Please log in again.', variant: 'destructive' })
            }
          >
            Show destructive
          </Button>
        </div>
      ) : null}
      <Toaster {...toaster} store={store} />
    </>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: Toaster,
  tags: ['autodocs'],
  args: { label: 'Notifications', closeLabel: 'Close', hotkey: 'F8' },
  argTypes: { store: { control: false } },
  render: (args) => <ToastDemo toaster={args} />,
  // Toasts sit at the bottom right of the viewport.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const openToasts = () => Array.from(region().querySelectorAll('[data-state="open"]'));

/** Press a button to show a toast; F8 moves focus to the toasts; the close button dismisses. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const status = await within(region()).findByRole('status');
    await expect(status).toHaveTextContent('Project created');
    await userEvent.keyboard('{F8}');
    await expect(region()).toHaveFocus();
    await userEvent.tab();
    const close = within(region()).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openToasts()).toHaveLength(0));
    await waitFor(() => expect(region()).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

/** Errors interrupt: role="alert" (assertive). */
export const Destructive: Story = {
  render: (args) => (
    <ToastDemo
      toaster={args}
      buttons={false}
      initial={[
        { title: 'Session expired', description: 'Please log in again.', variant: 'destructive', duration: Infinity },
      ]}
    />
  ),
  play: async () => {
    const alert = await within(region()).findByRole('alert');
    await expect(alert).toHaveTextContent('Session expired');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <ToastDemo
      toaster={args}
      buttons={false}
      initial={toastVariants.map((variant) => ({
        title: `${variant} toast`,
        description: 'A short description.',
        variant,
        duration: Infinity,
      }))}
    />
  ),
};

export const LongText: Story = {
  render: (args) => (
    <ToastDemo
      toaster={args}
      buttons={false}
      initial={[
        {
          title: 'Welcome back, Maximiliane Wolkenstein-Oberhausen-Lichtenberg',
          description:
            'Your project “Competitive landscape for enterprise observability platforms in the DACH region” has 14 new changes and 3 content alerts since your last visit.',
          duration: Infinity,
        },
      ]}
    />
  ),
};

/** Seven toasts in a row: only the newest five stay, the oldest go first. */
export const LimitOfFive: Story = {
  play: async ({ canvasElement }) => {
    const show = within(canvasElement).getByRole('button', { name: 'Show toast' });
    for (let i = 0; i < 7; i += 1) await userEvent.click(show);
    await waitFor(() => expect(openToasts()).toHaveLength(5));
    await expect(region().children).toHaveLength(5);
    // Closing one leaves four.
    await userEvent.click(within(openToasts()[0] as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(openToasts()).toHaveLength(4));
  },
};

/** A toast shown while a modal is open can still be reached and closed. */
export const OverADialog: Story = {
  render: function OverADialogStory(args) {
    const [open, setOpen] = useState(true);
    const [store] = useState(createToastStore);
    useEffect(() => () => store.clear(), [store]);
    return (
      <>
        <Toaster {...args} store={store} />
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Add website" closeLabel="Close dialog">
          <Button onClick={() => store.toast({ title: 'Website added', variant: 'success', duration: Infinity })}>
            Save
          </Button>
        </Dialog>
      </>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add website' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await within(region()).findByRole('status');
    await expect(toast).toHaveTextContent('Website added');
    // Reachable by F8 even though the dialog traps focus, and closable.
    await userEvent.keyboard('{F8}');
    await expect(region()).toHaveFocus();
    await userEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(openToasts()).toHaveLength(0));
    await expect(screen.getByRole('dialog', { name: 'Add website' })).toBeInTheDocument();
  },
};
