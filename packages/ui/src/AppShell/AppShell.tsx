import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** Usually a <Sidebar />. */
  sidebar?: ReactNode;
  /** Usually a <Header />. */
  header?: ReactNode;
  /** Usually a <Footer />. */
  footer?: ReactNode;
  /** The page content, rendered in the main landmark. */
  children: ReactNode;
  /** The text of the skip link that jumps to the content, e.g. "Skip to content". */
  skipLinkLabel: string;
  /** The id of the main element (the skip link's target). */
  mainId?: string;
}

/** The signed-in page frame: a skip link, the sidebar, then header, main content and footer. */
export function AppShell({ sidebar, header, footer, children, skipLinkLabel, mainId = 'main-content' }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      {sidebar ? <div className={styles.sidebar}>{sidebar}</div> : <div />}
      <div className={styles.column}>
        {header}
        {/* tabIndex -1 lets the skip link move focus here, not just scroll. */}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}
