import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'spyglass.sidebar.collapsed';

/** Whether the sidebar is narrow; remembered in this browser. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
    } catch {
      return false;
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
