import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, resolved like the router's own links (relative to the route). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state the next screen reads (e.g. where to return after signing in). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address) that navigates
 * inside the app on a plain click. It is built on the two hooks React Router exports for
 * custom links, because the router's `Link` also carries framework-mode prefetching
 * (route modules and their data links) that this app never uses and that would ride
 * along on the first screen.
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
