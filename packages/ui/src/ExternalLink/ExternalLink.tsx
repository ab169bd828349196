import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ExternalLink.css';

export interface ExternalLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel' | 'href'> {
  href: string;
  children: ReactNode;
  /** Read after the link text so nobody is surprised by the new tab, e.g. "(opens in a new tab)". */
  newTabHint: string;
}

/** A link to another site: opens in a new tab, without giving that site a handle on this one. */
export function ExternalLink({ href, children, newTabHint, className, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {children} <ExternalLinkIcon className={styles.icon} aria-hidden="true" focusable="false" />
      <VisuallyHidden>{newTabHint}</VisuallyHidden>
    </a>
  );
}
