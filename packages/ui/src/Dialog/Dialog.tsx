import * as Ariakit from '@ariakit/react';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from '../IconButton';
import { TOASTER_SELECTOR } from '../Toast/toasterSelector';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside, or the close button. */
  onClose: () => void;
  /** Rendered as the dialog's heading, which names it (aria-labelledby). */
  title: ReactNode;
  /** Rendered below the title and linked with aria-describedby. */
  description?: ReactNode;
  /** The accessible name of the close (X) button, e.g. "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** The element focused on open; defaults to the first focusable one inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether the corner close button shows. Default true; a dialog with its own Cancel may leave it out. */
  showCloseButton?: boolean;
  /** Whether a click on the backdrop closes it. Default true. */
  hideOnInteractOutside?: boolean;
  className?: string;
}

// Toast regions stay usable while a modal is open: Ariakit leaves these out of its inert tree.
const getPersistentElements = () => document.querySelectorAll(TOASTER_SELECTOR);

/**
 * A modal dialog (Ariakit Dialog): focus moves in and is trapped, Escape
 * closes, focus returns to the element that opened it. At most 425px wide.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  initialFocus,
  showCloseButton = true,
  hideOnInteractOutside = true,
  className,
}: DialogProps) {
  return (
    <Ariakit.Dialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      hideOnInteractOutside={hideOnInteractOutside}
      getPersistentElements={getPersistentElements}
      unmountOnHide
      backdrop={<div className={styles.backdrop} />}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
    >
      <div className={styles.header}>
        <div className={styles.titles}>
          <Ariakit.DialogHeading className={styles.title}>{title}</Ariakit.DialogHeading>
          {description ? (
            <Ariakit.DialogDescription className={styles.description}>{description}</Ariakit.DialogDescription>
          ) : null}
        </div>
        {showCloseButton ? (
          <IconButton
            label={closeLabel}
            icon={<X />}
            variant="ghost"
            size="small"
            className={styles.close}
            onClick={onClose}
          />
        ) : null}
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Ariakit.Dialog>
  );
}
