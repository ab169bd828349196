import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, type ToastStore } from './toastStore';

const titles = (store: ToastStore) => store.getSnapshot().map((t) => t.title);
const openTitles = (store: ToastStore) =>
  store
    .getSnapshot()
    .filter((t) => t.open)
    .map((t) => t.title);

describe('toast store', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast newest first with a unique id and the default variant', () => {
    const first = store.toast({ title: 'Saved' });
    const second = store.toast({ title: 'Deleted', description: 'Acme is gone', variant: 'destructive' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: second, title: 'Deleted', description: 'Acme is gone', variant: 'destructive', open: true },
      { id: first, title: 'Saved', description: undefined, variant: 'default', open: true },
    ]);
  });

  it('keeps at most 5 toasts and drops the oldest', () => {
    for (let i = 1; i <= 7; i += 1) store.toast({ title: `Toast ${i}` });
    expect(titles(store)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('does not let a dropped toast’s timers touch the store later', () => {
    const listener = vi.fn();
    for (let i = 1; i <= 6; i += 1) store.toast({ title: `Toast ${i}`, duration: 100 + i });
    store.subscribe(listener);
    // Toast 1 was dropped; its 101 ms timer must not fire a change on its own.
    vi.advanceTimersByTime(101);
    expect(listener).not.toHaveBeenCalled();
  });

  it('dismisses a toast after 5000 ms and removes it 1000 ms later', () => {
    store.toast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(openTitles(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject([{ title: 'Saved', open: false }]);
    vi.advanceTimersByTime(999);
    expect(titles(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual([]);
  });

  it('dismisses by id, leaving the others open', () => {
    const a = store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.dismiss(a);
    expect(openTitles(store)).toEqual(['B']);
    vi.advanceTimersByTime(1000);
    expect(titles(store)).toEqual(['B']);
  });

  it('dismisses all when no id is given', () => {
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.dismiss();
    expect(openTitles(store)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('ignores dismissing an unknown or already dismissed id', () => {
    const listener = vi.fn();
    const a = store.toast({ title: 'A' });
    store.dismiss(a);
    store.subscribe(listener);
    store.dismiss(a);
    store.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('honours a per-toast duration, and Infinity never auto-dismisses', () => {
    store.toast({ title: 'Quick', duration: 1000 });
    store.toast({ title: 'Sticky', duration: Infinity });
    vi.advanceTimersByTime(1000);
    expect(openTitles(store)).toEqual(['Sticky']);
    vi.advanceTimersByTime(60_000);
    expect(openTitles(store)).toEqual(['Sticky']);
  });

  it('pauses the clocks and resumes with the time that was left', () => {
    store.toast({ title: 'Saved' });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(openTitles(store)).toEqual(['Saved']);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(openTitles(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(openTitles(store)).toEqual([]);
  });

  it('starts a toast added while paused only on resume', () => {
    store.pause();
    store.toast({ title: 'Later' });
    vi.advanceTimersByTime(6000);
    expect(openTitles(store)).toEqual(['Later']);
    store.resume();
    vi.advanceTimersByTime(5000);
    expect(openTitles(store)).toEqual([]);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.toast({ title: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.toast({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clear removes everything at once, timers included', () => {
    store.toast({ title: 'A' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    const listener = vi.fn();
    store.subscribe(listener);
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('respects custom limits and delays', () => {
    const small = createToastStore({ limit: 2, duration: 100, removeDelay: 10 });
    small.toast({ title: '1' });
    small.toast({ title: '2' });
    small.toast({ title: '3' });
    expect(titles(small)).toEqual(['3', '2']);
    vi.advanceTimersByTime(110);
    expect(small.getSnapshot()).toEqual([]);
  });
});
