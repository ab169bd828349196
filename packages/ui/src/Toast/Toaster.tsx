import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';
import { TOASTER_ATTRIBUTE } from './toasterSelector';
import { toastStore, type ToastData, type ToastStore } from './toastStore';

/** A swipe further than this (px) dismisses a toast (SPEC §9). */
export const SWIPE_THRESHOLD = 50;
// Below this, a press is a click (e.g. on the close button), not the start of a swipe.
const SWIPE_START = 5;

export interface ToasterProps {
  /** The accessible name of the toast region, e.g. "Notifications"; the hotkey is appended. */
  label: string;
  /** The accessible name of each toast's close button. */
  closeLabel: string;
  /** The store to show; defaults to the app-wide one that `toast()` writes to. */
  store?: ToastStore;
  /** The key that moves focus to the toasts (SPEC §9: F8). */
  hotkey?: string;
}

/**
 * Shows toasts from a toast store. Mount it once, near the root. It renders
 * into document.body so it stays outside a modal dialog's inert tree.
 */
export function Toaster({ label, closeLabel, store = toastStore, hotkey = 'F8' }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const hasToasts = toasts.some((t) => t.open);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== hotkey || event.altKey || event.ctrlKey || event.metaKey) return;
      const region = regionRef.current;
      if (!region || !region.querySelector('[data-state="open"]')) return;
      event.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  // Reading a toast should not race its timer: hold the clocks while the pointer or focus is on the region.
  const updatePause = () => {
    if (hovered.current || focused.current) store.pause();
    else store.resume();
  };

  // A pointer resting where the last toast left is no longer over anything: let the next toasts run.
  useEffect(() => {
    if (hasToasts || !hovered.current) return;
    hovered.current = false;
    updatePause();
  });

  // Resume on unmount so a paused store does not keep toasts forever.
  useEffect(() => () => store.resume(), [store]);

  const dismiss = (id: string) => {
    // Keep keyboard users in the region rather than dropping focus to the page.
    if (regionRef.current?.contains(document.activeElement)) regionRef.current.focus();
    store.dismiss(id);
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <section
      ref={regionRef}
      aria-label={`${label} (${hotkey})`}
      tabIndex={-1}
      className={styles.region}
      {...{ [TOASTER_ATTRIBUTE]: '' }}
      data-empty={hasToasts ? undefined : ''}
      // Movement, not entry: a toast that appears under a resting pointer is not being read, and the
      // browser reports that as an entry; waiting for a move keeps such a toast from staying forever.
      onPointerMove={() => {
        if (hovered.current) return;
        hovered.current = true;
        updatePause();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        updatePause();
      }}
      onFocus={() => {
        focused.current = true;
        updatePause();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        updatePause();
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} closeLabel={closeLabel} onDismiss={dismiss} />
      ))}
    </section>,
    document.body,
  );
}

interface ToastItemProps {
  toast: ToastData;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, closeLabel, onDismiss }: ToastItemProps) {
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const [exited, setExited] = useState(false);
  const swipe = useRef<{ startX: number; pointerId: number; active: boolean } | null>(null);
  const destructive = toast.variant === 'destructive';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !toast.open) return;
    swipe.current = { startX: event.clientX, pointerId: event.pointerId, active: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const delta = event.clientX - current.startX;
    if (!current.active && Math.abs(delta) > SWIPE_START) {
      current.active = true;
      setSwiping(true);
      // Capture only once it is a swipe, so a plain click still reaches the close button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Toasts sit at the right edge: they follow a swipe to the right only.
    if (current.active) setOffset(Math.max(0, delta));
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    setSwiping(false);
    const delta = event.clientX - current.startX;
    if (current.active && !cancelled && delta > SWIPE_THRESHOLD) {
      setOffset(Math.max(0, delta));
      onDismiss(toast.id);
    } else {
      setOffset(0);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && toast.open) {
      event.stopPropagation();
      onDismiss(toast.id);
    }
  };

  const Icon = toast.variant === 'success' ? CircleCheck : destructive ? CircleAlert : null;
  return (
    // The pointer handlers are for swiping (a pointer-only shortcut); the close button and Escape do the same for keyboards.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.toast({ variant: toast.variant })}
      style={assignInlineVars({ [styles.swipeX]: `${offset}px` })}
      data-state={toast.open ? 'open' : 'closed'}
      data-variant={toast.variant}
      data-swiping={swiping ? '' : undefined}
      // A closing toast is on its way out: no focus, not read again.
      inert={!toast.open}
      hidden={exited}
      onAnimationEnd={() => !toast.open && setExited(true)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onKeyDown={onKeyDown}
    >
      {Icon ? (
        <span className={styles.icon} aria-hidden="true">
          <Icon />
        </span>
      ) : null}
      {/* The live region holds only the text, so the close button is not read with it. */}
      <div
        className={styles.content}
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <IconButton
        label={closeLabel}
        icon={<X />}
        size="small"
        variant="ghost"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}
