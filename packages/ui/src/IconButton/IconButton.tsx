import { Tooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { isKeyboardModality } from '../Button/inputModality';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The accessible name, also shown as a tooltip on hover and keyboard focus. */
  label: string;
  /** A decorative icon (hidden from assistive technology; `label` names the button). */
  icon: ReactNode;
}

/** A square button with only an icon; its `label` is required so it is never nameless. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  loading,
  className,
  ...props
}: IconButtonProps) {
  const classes = className ? `${styles.square[size]} ${className}` : styles.square[size];
  return (
    <TooltipProvider>
      <TooltipAnchor
        // Focus a script moves here after a click (a dialog opening) is no reason to show the tooltip.
        onFocusVisible={(event) => {
          if (!isKeyboardModality()) event.preventDefault();
        }}
        render={
          <Button {...props} variant={variant} size={size} loading={loading} className={classes} aria-label={label} />
        }
      >
        {/* While loading, the spinner takes the icon's place. */}
        {loading ? null : (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
      </TooltipAnchor>
      <Tooltip className={styles.tooltip} gutter={6} unmountOnHide>
        {label}
      </Tooltip>
    </TooltipProvider>
  );
}
