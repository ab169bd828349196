import type { ComponentProps } from 'react';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text for screen readers only: labels and hints whose meaning sighted users get from an icon or colour. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${styles.root} ${className}` : styles.root} />;
}
