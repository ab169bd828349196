import {
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
  type SyntheticEvent,
  cloneElement,
  isValidElement,
  useEffect,
} from 'react';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';
import { trackInputModality } from './inputModality';

type RenderedProps = { className?: string; style?: object; children?: unknown; [prop: string]: unknown };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and blocks activation. The button stays
   * focusable so keyboard users do not lose their place while it works.
   */
  loading?: boolean;
  /** Disabled, yet still focusable and announced (aria-disabled): the default while loading. */
  accessibleWhenDisabled?: boolean;
  /** The element to render instead of a <button>, such as a router link; it receives the button's props. */
  render?: ReactElement<RenderedProps>;
}

/** A press on a button that is disabled but still focusable does nothing: no action, no form submission. */
function blockActivation(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * The action button. Pass `render={<Link to="..." />}` to give a router link the same look.
 * A plain <button> (no behaviour library): it sits on the first screen of every page.
 */
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
  onClick,
  onMouseDown,
  ...props
}: ButtonProps) {
  useEffect(trackInputModality, []);
  const classes = `${styles.base} ${styles.variant[variant]} ${styles.size[size]}`;
  const inactive = Boolean(disabled || loading);
  // Focusable while inactive: the attribute stays off and the press is refused instead.
  const focusable = inactive && (accessibleWhenDisabled ?? loading);
  // A link has no `disabled`: refusing the press is the only way to disable it.
  const refusePress = focusable || (inactive && render !== undefined);
  const own = {
    ...props,
    className: className ? `${classes} ${className}` : classes,
    'aria-busy': loading || undefined,
    'aria-disabled': refusePress || undefined,
    'data-variant': variant,
    onClick: refusePress ? blockActivation : onClick,
    // Nor does pressing it move focus there, as with any disabled control.
    onMouseDown: refusePress ? blockActivation : onMouseDown,
    children: (
      <>
        {loading ? <SpinnerGraphic size="small" /> : null}
        {children}
      </>
    ),
  };
  if (isValidElement(render)) {
    const rendered = render.props;
    const merged: RenderedProps = { ...own, ...rendered, children: rendered.children ?? own.children };
    if (rendered.className) merged.className = `${own.className} ${rendered.className}`;
    if (rendered.style) merged.style = { ...props.style, ...rendered.style };
    const renderedClick = rendered.onClick as ((event: MouseEvent) => void) | undefined;
    if (renderedClick && !refusePress) {
      merged.onClick = (event: MouseEvent<HTMLButtonElement>) => {
        renderedClick(event);
        if (!event.defaultPrevented) onClick?.(event);
      };
    }
    return cloneElement(render, merged);
  }
  return (
    <button
      {...own}
      // A native <button> defaults to submit; ours does not unless asked, so forms never submit by surprise.
      type={type ?? 'button'}
      disabled={inactive && !focusable}
    />
  );
}
