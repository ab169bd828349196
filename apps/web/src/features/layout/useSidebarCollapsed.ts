import { breakpoints } from '@spyglass/ui/theme';
import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'spyglass.sidebar.collapsed';

/** Phones start with the narrow sidebar, so the content keeps the screen's width. */
function narrowScreen(): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia(`(min-width: ${breakpoints.medium}px)`).matches;
}

/** Whether the sidebar is narrow; the user's choice is remembered in this browser. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      const saved = window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
      return saved === null ? narrowScreen() : saved === 'true';
    } catch {
      return narrowScreen();
    }
  });
  const update = useCallback((value: boolean) => {
    setCollapsed(value);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(value));
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, []);
  return [collapsed, update];
}
