import type { ComponentProps } from 'react';
import * as styles from './Badge.css';
import type { BadgeTone } from './badgeTones';

export interface BadgeProps extends ComponentProps<'span'> {
  /** @default 'neutral' */
  tone?: BadgeTone;
}

/** A short status or count label. Its text carries the meaning; the tone only reinforces it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  const classes = `${styles.root} ${styles.tone[tone]}`;
  return <span {...props} data-tone={tone} className={className ? `${classes} ${className}` : classes} />;
}
