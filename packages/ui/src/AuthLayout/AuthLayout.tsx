import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The form card (login, register, forgot password). */
  children: ReactNode;
  /** Above the form, e.g. the product logo. */
  brand?: ReactNode;
  panelTitle: string;
  panelDescription: string;
  readMoreLabel: string;
  /** Where "read more" goes; renders a link. */
  readMoreHref?: string;
  /** What "read more" does when there is no href; renders a button. */
  onReadMore?: () => void;
  /** The heading level of the panel title. Default 2 (the form card has the h1). */
  panelHeadingLevel?: 2 | 3;
}

/** The public pages' frame: the form on the left, a branding panel on the right from the medium breakpoint. */
export function AuthLayout({
  children,
  brand,
  panelTitle,
  panelDescription,
  readMoreLabel,
  readMoreHref,
  onReadMore,
  panelHeadingLevel = 2,
}: AuthLayoutProps) {
  const titleId = useId();
  const Heading = `h${panelHeadingLevel}` as const;
  const readMoreContent = (
    <>
      {readMoreLabel}
      <ArrowRight size={16} aria-hidden="true" />
    </>
  );
  return (
    <div className={styles.root}>
      <main className={styles.main}>
        <div className={styles.content}>
          {brand}
          {children}
        </div>
      </main>
      <aside className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.rings} aria-hidden="true" />
        <div className={styles.panelContent}>
          <Heading id={titleId} className={styles.panelTitle}>
            {panelTitle}
          </Heading>
          <p className={styles.panelDescription}>{panelDescription}</p>
          {readMoreHref ? (
            // Ariakit's render prop fills the anchor with the button's children.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            <Button variant="secondary" render={<a href={readMoreHref} />}>
              {readMoreContent}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onReadMore}>
              {readMoreContent}
            </Button>
          )}
        </div>
      </aside>
    </div>
  );
}
