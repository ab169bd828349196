import * as Ariakit from '@ariakit/react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Tabs.css';

export interface TabsProps {
  /** The tab selected first when uncontrolled; defaults to the first tab. */
  defaultSelectedId?: string;
  /** The selected tab when controlled (e.g. from the URL). */
  selectedId?: string;
  onSelectedIdChange?: (id: string) => void;
  children: ReactNode;
}

/**
 * Tabs with arrow-key navigation (Ariakit Tab). Compose with TabList, Tab and
 * TabPanel; a Tab's `id` pairs it with the TabPanel whose `tabId` matches.
 */
export function Tabs({ defaultSelectedId, selectedId, onSelectedIdChange, children }: TabsProps) {
  return (
    <Ariakit.TabProvider
      defaultSelectedId={defaultSelectedId}
      selectedId={selectedId}
      setSelectedId={onSelectedIdChange ? (id) => id != null && onSelectedIdChange(id) : undefined}
    >
      {children}
    </Ariakit.TabProvider>
  );
}

export interface TabListProps {
  /** The accessible name of the tab list (e.g. "Project sections"). */
  label: string;
  children: ReactNode;
  className?: string;
}

export function TabList({ label, children, className }: TabListProps) {
  return (
    <Ariakit.TabList aria-label={label} className={className ? `${styles.tabList} ${className}` : styles.tabList}>
      {children}
    </Ariakit.TabList>
  );
}

export interface TabProps {
  /** Unique within the Tabs; also the DOM id. */
  id: string;
  children: ReactNode;
  /** A number shown as a small badge after the label (e.g. how many events). */
  count?: number;
  /**
   * What screen readers hear for the count, e.g. "12 events". Without it the
   * number itself is read, so the tab's name is "Activity 12".
   */
  countLabel?: string;
  disabled?: boolean;
}

export function Tab({ id, children, count, countLabel, disabled }: TabProps) {
  return (
    <Ariakit.Tab id={id} disabled={disabled} className={styles.tab}>
      {children}
      {count === undefined ? null : countLabel ? (
        <>
          {' '}
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
          <VisuallyHidden>{countLabel}</VisuallyHidden>
        </>
      ) : (
        <>
          {/* The space keeps the name "Activity 12", not "Activity12". */}{' '}
          <span className={styles.count}>{count}</span>
        </>
      )}
    </Ariakit.Tab>
  );
}

export interface TabPanelProps {
  /** The id of the Tab this panel belongs to. */
  tabId: string;
  children: ReactNode;
  className?: string;
  /** Keep hidden panels out of the DOM (e.g. to defer their data fetching). Default false. */
  unmountOnHide?: boolean;
}

export function TabPanel({ tabId, children, className, unmountOnHide = false }: TabPanelProps) {
  return (
    <Ariakit.TabPanel
      tabId={tabId}
      unmountOnHide={unmountOnHide}
      className={className ? `${styles.panel} ${className}` : styles.panel}
    >
      {children}
    </Ariakit.TabPanel>
  );
}
