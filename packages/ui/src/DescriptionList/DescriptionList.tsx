import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionListProps {
  /** DescriptionItem elements. */
  children: ReactNode;
}

/** Facts about one thing as term and description pairs (a `dl`), each term above its value. */
export function DescriptionList({ children }: DescriptionListProps) {
  return <dl className={styles.list}>{children}</dl>;
}

export interface DescriptionItemProps {
  term: ReactNode;
  children: ReactNode;
  /** The value stands in for a missing one ("No description", "Never checked"): muted and italic. */
  muted?: boolean;
}

/** One term and its description; line breaks in the text are kept. */
export function DescriptionItem({ term, children, muted = false }: DescriptionItemProps) {
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={muted ? styles.muted : styles.description}>{children}</dd>
    </div>
  );
}
