import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['destructive', 'primary'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  /** Called by Cancel, Escape, a click outside and the close button. */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** The question, naming the item (e.g. "Delete the project “Acme launch”? This cannot be undone."). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Adds a corner close (X) button with this accessible name; without it, Cancel and Escape close. */
  closeLabel?: string;
  /** While true the confirm button shows a spinner and cannot be pressed again. */
  pending?: boolean;
  /** The confirm button's text while pending (e.g. "Deleting…"); defaults to confirmLabel. */
  pendingLabel?: string;
  tone?: ConfirmDialogTone;
}

/**
 * Asks before an action. Cancel has focus first, so Enter straight after
 * opening never deletes anything.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending = false,
  pendingLabel,
  tone = 'destructive',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel ?? cancelLabel}
      showCloseButton={closeLabel !== undefined}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={() => !pending && onConfirm()}>
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
