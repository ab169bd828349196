import type { ReactNode } from 'react';
import * as styles from './FullPageMessage.css';

/** A centred line of text for states before any screen can show (auth check, suspense). */
export function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root} role="status">
      {children}
    </div>
  );
}
