/** Toast variants; one list types the prop, drives the styles and the stories. */
export const toastVariants = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; Infinity keeps it until closed. */
  duration?: number;
}

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: it stays for the exit animation, then is removed. */
  open: boolean;
}

export interface ToastStoreOptions {
  /** How many toasts are kept; adding one more drops the oldest (SPEC §9: 5). */
  limit?: number;
  /** Default auto-dismiss delay in ms (SPEC §9: 5000). */
  duration?: number;
  /** How long a dismissed toast stays for its exit animation, in ms (SPEC §9: 1000). */
  removeDelay?: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  toast(input: ToastInput): string;
  /** Dismisses one toast, or all when no id is given; removal follows removeDelay later. */
  dismiss(id?: string): void;
  /** Removes a toast at once (no exit window). */
  remove(id: string): void;
  /** Removes every toast and timer at once (tests, stories, sign-out). */
  clear(): void;
  /** Stops the auto-dismiss clocks (hover/focus on the region); resume() restarts them with the time left. */
  pause(): void;
  resume(): void;
  subscribe(listener: () => void): () => void;
  /** The current toasts, newest first. Same array until something changes. */
  getSnapshot(): readonly ToastData[];
}

export const TOAST_LIMIT = 5;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1000;

interface Clock {
  duration: number;
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** A framework-free toast store: plain timers and a subscribe/snapshot pair for useSyncExternalStore. */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const defaultDuration = options.duration ?? TOAST_DURATION;
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY;

  let toasts: readonly ToastData[] = [];
  let counter = 0;
  let paused = false;
  const listeners = new Set<() => void>();
  const clocks = new Map<string, Clock>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener());

  const stopClock = (id: string) => {
    const clock = clocks.get(id);
    if (clock?.timer !== undefined) clearTimeout(clock.timer);
    clocks.delete(id);
  };

  const runClock = (id: string, clock: Clock) => {
    if (!Number.isFinite(clock.remaining)) return;
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => dismiss(id), Math.max(0, clock.remaining));
  };

  const forget = (id: string) => {
    stopClock(id);
    const removal = removals.get(id);
    if (removal !== undefined) clearTimeout(removal);
    removals.delete(id);
  };

  function remove(id: string) {
    if (!toasts.some((t) => t.id === id)) return;
    forget(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function dismissOne(id: string): boolean {
    const current = toasts.find((t) => t.id === id);
    if (!current || !current.open) return false;
    stopClock(id);
    removals.set(
      id,
      setTimeout(() => remove(id), removeDelay),
    );
    toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
    return true;
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    let changed = false;
    for (const one of ids) changed = dismissOne(one) || changed;
    if (changed) emit();
  }

  function toast(input: ToastInput): string {
    counter += 1;
    const id = `toast-${counter}`;
    const next: ToastData = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      open: true,
    };
    const kept = [next, ...toasts];
    // The oldest go first when over the limit, timers and all.
    for (const dropped of kept.slice(limit)) forget(dropped.id);
    toasts = kept.slice(0, limit);

    const duration = input.duration ?? defaultDuration;
    const clock: Clock = { duration, remaining: duration, startedAt: Date.now(), timer: undefined };
    clocks.set(id, clock);
    if (!paused) runClock(id, clock);
    emit();
    return id;
  }

  function pause() {
    if (paused) return;
    paused = true;
    const now = Date.now();
    for (const clock of clocks.values()) {
      if (clock.timer === undefined) continue;
      clearTimeout(clock.timer);
      clock.timer = undefined;
      clock.remaining -= now - clock.startedAt;
    }
  }

  function resume() {
    if (!paused) return;
    paused = false;
    for (const [id, clock] of clocks) runClock(id, clock);
  }

  function clear() {
    for (const t of toasts) forget(t.id);
    toasts = [];
    emit();
  }

  return {
    toast,
    dismiss,
    remove,
    clear,
    pause,
    resume,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app-wide store that `toast()` writes to and `<Toaster />` shows by default. */
export const toastStore = createToastStore();

/** Shows a toast in the app-wide Toaster; returns its id. */
export function toast(input: ToastInput): string {
  return toastStore.toast(input);
}

/** Dismisses one toast by id, or all of them. */
export function dismissToast(id?: string): void {
  toastStore.dismiss(id);
}
