import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

export interface ButtonProps extends AriakitButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and blocks activation. The button stays
   * focusable so keyboard users do not lose their place while it works.
   */
  loading?: boolean;
}

/** The action button. Pass `render={<Link to="..." />}` to give a router link the same look. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  accessibleWhenDisabled,
  className,
  children,
  type,
  render,
  ...props
}: ButtonProps) {
  const classes = styles.button({ variant, size });
  return (
    <AriakitButton
      {...props}
      render={render}
      // A native <button> defaults to submit; ours does not unless asked, so forms never submit by surprise.
      type={type ?? (render ? undefined : 'button')}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || loading}
      accessibleWhenDisabled={accessibleWhenDisabled ?? loading}
      aria-busy={loading || undefined}
      data-variant={variant}
    >
      {loading ? <SpinnerGraphic size="small" /> : null}
      {children}
    </AriakitButton>
  );
}
