import type { ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps {
  /** Left side, e.g. the page title or breadcrumbs. */
  start?: ReactNode;
  /** Middle, takes the free space (e.g. a search box). */
  children?: ReactNode;
  /** Right side, e.g. language switcher, profile and logout. */
  end?: ReactNode;
}

/** The top bar of the signed-in shell (the page's banner landmark). */
export function Header({ start, children, end }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.slot}>{start}</div>
      {children ? <div className={styles.center}>{children}</div> : null}
      <div className={styles.slot}>{end}</div>
    </header>
  );
}
