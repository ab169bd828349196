import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentProps } from 'react';
import * as styles from './Skeleton.css';

export type SkeletonRadius = keyof typeof styles.radius;

export interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** CSS length or a number of pixels. @default '100%' */
  width?: string | number;
  /** CSS length or a number of pixels. @default '1rem' */
  height?: string | number;
  /** @default 'medium' */
  radius?: SkeletonRadius;
}

const toLength = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape while content loads. It is hidden from assistive
 * technology: announce the loading state once, nearby (e.g. aria-busy on the region or a Spinner).
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius = 'medium',
  className,
  style,
  ...props
}: SkeletonProps) {
  const classes = `${styles.root} ${styles.radius[radius]}`;
  return (
    <span
      aria-hidden="true"
      {...props}
      className={className ? `${classes} ${className}` : classes}
      style={{
        ...assignInlineVars({ [styles.widthVar]: toLength(width), [styles.heightVar]: toLength(height) }),
        ...style,
      }}
    />
  );
}
