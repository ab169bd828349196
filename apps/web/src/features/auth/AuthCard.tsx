import type { ReactNode } from 'react';
import * as styles from './AuthCard.css';

type AuthCardProps = {
  /** The screen's one heading (h1). */
  title: string;
  subtitle: string;
  /** The way to the other auth screens, below everything else. */
  footer: ReactNode;
  children: ReactNode;
};

/** The frame of every auth screen: heading and subtitle, the screen's content, then its links. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {children}
      <p className={styles.footer}>{footer}</p>
    </div>
  );
}
