import type { ComponentProps } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';
import { SpinnerGraphic } from './SpinnerGraphic';
import type { SpinnerSize } from './spinnerSizes';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** What is loading, read by screen readers (e.g. "Loading projects"). */
  label: string;
  size?: SpinnerSize;
}

/** A loading indicator announced as a status with its label. */
export function Spinner({ label, size = 'medium', className, ...props }: SpinnerProps) {
  return (
    <span role="status" {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      <SpinnerGraphic size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
