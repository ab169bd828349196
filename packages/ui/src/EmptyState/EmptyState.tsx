import type { ComponentProps, ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A decorative icon, hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /**
   * The title's heading level in the page outline. @default 2
   * Use 1 when the empty state is the whole screen (a not-found page), so the page still has its h1.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** What a list shows when it has nothing yet, and how to start. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
