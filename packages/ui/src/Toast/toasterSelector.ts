/**
 * Marks toast regions. Dialogs pass the matching elements to Ariakit's
 * getPersistentElements so toasts stay readable and closable over a modal.
 */
export const TOASTER_ATTRIBUTE = 'data-spyglass-toaster';
export const TOASTER_SELECTOR = `[${TOASTER_ATTRIBUTE}]`;
