import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { createToastStore, type ToastStore } from './toastStore';

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const openToasts = () => Array.from(region().querySelectorAll('[data-state="open"]')) as HTMLElement[];

describe('Toaster', () => {
  let store: ToastStore;
  beforeEach(() => {
    store = createToastStore();
  });
  afterEach(() => {
    act(() => store.clear());
    vi.useRealTimers();
  });

  it('renders an always-present, labelled region outside the app root', () => {
    const { container } = render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    expect(region()).toBeInTheDocument();
    expect(container).not.toContainElement(region());
    expect(region()).toHaveAttribute('data-spyglass-toaster');
  });

  it('announces default toasts politely and destructive ones assertively', () => {
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Project created', description: 'Acme launch is ready.' });
      store.toast({ title: 'Session expired', description: 'Please log in again.', variant: 'destructive' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Project createdAcme launch is ready.');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Session expired');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('shows at most 5 toasts, newest first', () => {
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      for (let i = 1; i <= 6; i += 1) store.toast({ title: `Toast ${i}` });
    });
    expect(openToasts().map((t) => within(t).getByRole('status').textContent)).toEqual([
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
      'Toast 2',
    ]);
  });

  it('closes a toast from its close button and removes it after the exit window', async () => {
    const user = userEvent.setup();
    // The 1000 ms window itself is the store's rule (toastStore.test.ts); a short one keeps this test quick.
    store = createToastStore({ removeDelay: 20 });
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved', duration: Infinity });
    });
    const toast = openToasts()[0]!;
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(toast).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  });

  it('auto-dismisses after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(openToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(openToasts()).toHaveLength(0);
  });

  it('pauses auto-dismiss while the pointer moves over a toast', () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved' });
    });
    fireEvent.pointerEnter(openToasts()[0]!);
    fireEvent.pointerMove(openToasts()[0]!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(openToasts()).toHaveLength(1);
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(5000));
    expect(openToasts()).toHaveLength(0);
  });

  it('still dismisses a toast that appears under a pointer resting on the page', () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved' });
    });
    // The browser reports an entry when a toast slides in under a still pointer; no move follows.
    fireEvent.pointerEnter(openToasts()[0]!);
    act(() => vi.advanceTimersByTime(5000));
    expect(openToasts()).toHaveLength(0);
  });

  it('lets new toasts run once the toast the pointer rested on is gone', () => {
    vi.useFakeTimers();
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved' });
    });
    fireEvent.pointerMove(openToasts()[0]!);
    // Closed from its button: the region empties under the pointer, which may report no leave.
    fireEvent.click(within(openToasts()[0]!).getByRole('button', { name: 'Close' }));
    act(() => {
      store.toast({ title: 'Saved again' });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(openToasts()).toHaveLength(0);
  });

  it('moves focus to the region on F8 and closes the focused toast with Escape', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Page button</button>
        <Toaster label="Notifications" closeLabel="Close" store={store} />
      </>,
    );
    act(() => {
      store.toast({ title: 'Saved', duration: Infinity });
    });
    screen.getByRole('button', { name: 'Page button' }).focus();
    await user.keyboard('{F8}');
    expect(region()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openToasts()).toHaveLength(0);
    expect(region()).toHaveFocus();
  });

  it('dismisses on a swipe past 50 px, not on a shorter one', () => {
    render(<Toaster label="Notifications" closeLabel="Close" store={store} />);
    act(() => {
      store.toast({ title: 'Saved', duration: Infinity });
    });
    const toast = openToasts()[0]!;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + distance / 2 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + distance });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + distance });
    };
    swipe(40);
    expect(toast).toHaveAttribute('data-state', 'open');
    swipe(60);
    expect(toast).toHaveAttribute('data-state', 'closed');
  });
});
