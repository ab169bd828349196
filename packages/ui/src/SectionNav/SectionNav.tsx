import type { ReactNode } from 'react';
import * as styles from './SectionNav.css';

export interface SectionNavItem {
  id: string;
  label: string;
  href: string;
  /** The section shown now: marked with aria-current="page". */
  active?: boolean;
}

export interface SectionNavLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

export interface SectionNavProps {
  /** The nav landmark's name, e.g. "Settings sections". */
  label: string;
  items: readonly SectionNavItem[];
  /** Renders each link, so the app can use its router's Link; defaults to <a>. */
  renderLink?: (props: SectionNavLinkProps) => ReactNode;
}

const plainLink = ({ children, ...props }: SectionNavLinkProps) => <a {...props}>{children}</a>;

/**
 * The sections of one screen that each have their own address (settings,
 * account): a named nav landmark with a list of links, the current one marked
 * for assistive technology and drawn apart (not by colour alone: a bar beside it).
 */
export function SectionNav({ label, items, renderLink = plainLink }: SectionNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {renderLink({
              href: item.href,
              className: styles.link,
              children: item.label,
              ...(item.active ? { 'aria-current': 'page' as const } : {}),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
