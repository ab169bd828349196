/**
 * Whether the user last used the keyboard or a pointer, tracked the way
 * Ariakit's focusable elements track it: so that focus moved by a script after
 * a click (a dialog opening on its close button) does not count as keyboard
 * focus and does not pop up that button's tooltip. Buttons install it, since
 * a plain <button> no longer brings Ariakit's own tracking with it.
 */
let keyboard = true;
let installed = false;

export function trackInputModality(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'mousedown',
    (event) => {
      // A click on what already has keyboard focus keeps the keyboard modality, as in Ariakit.
      if (!(event.target instanceof Element && event.target.hasAttribute('data-focus-visible'))) keyboard = false;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboard = true;
    },
    true,
  );
}

export function isKeyboardModality(): boolean {
  return keyboard;
}
