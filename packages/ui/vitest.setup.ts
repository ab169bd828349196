import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: without checkVisibility, Ariakit falls back to client
// rects, sees every element as hidden and skips its focus moves (menus,
// dialogs). Count an element as visible unless it or an ancestor is hidden.
if (typeof Element !== 'undefined' && !('checkVisibility' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'checkVisibility', {
    configurable: true,
    value(this: Element) {
      for (let node: Element | null = this as Element; node; node = node.parentElement) {
        if (node instanceof HTMLElement && (node.hidden || getComputedStyle(node).display === 'none')) return false;
      }
      return true;
    },
  });
}

// Nor scrolling: Ariakit scrolls the active item into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => cleanup());
