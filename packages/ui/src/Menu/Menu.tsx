import * as Ariakit from '@ariakit/react';
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { IconButton } from '../IconButton';
import * as styles from './Menu.css';

export const menuItemTones = ['default', 'destructive'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuProps {
  /**
   * The accessible name of the button (e.g. "Website actions"). Without
   * `buttonText` the button shows only the icon and this is its name and tooltip.
   */
  label: string;
  /** The button's icon; defaults to a horizontal ellipsis. */
  icon?: ReactNode;
  /** Visible button text; when set, the button shows it with a chevron. */
  buttonText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  placement?: Ariakit.MenuProviderProps['placement'];
  children: ReactNode;
}

/** A button that opens a list of actions; arrow keys move, Enter/Space choose, Escape closes (Ariakit Menu). */
export function Menu({
  label,
  icon,
  buttonText,
  variant,
  size = 'medium',
  placement = 'bottom-end',
  children,
}: MenuProps) {
  const trigger = buttonText ? (
    <Button variant={variant ?? 'secondary'} size={size} aria-label={label === buttonText ? undefined : label} />
  ) : (
    <IconButton label={label} icon={icon ?? <MoreHorizontal />} variant={variant ?? 'ghost'} size={size} />
  );
  return (
    // Arrow keys wrap from the last item to the first and back.
    <Ariakit.MenuProvider placement={placement} focusLoop>
      <Ariakit.MenuButton render={trigger}>
        {buttonText ? (
          <>
            {icon ? (
              <span className={styles.itemIcon} aria-hidden="true">
                {icon}
              </span>
            ) : null}
            {buttonText}
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </>
        ) : undefined}
      </Ariakit.MenuButton>
      {/* Rendered in place, not portalled: Tab then leaves the menu to the element after its button,
          without the focus sentinels a portal needs (which axe flags as focusable yet aria-hidden). */}
      <Ariakit.Menu gutter={4} className={styles.menu} unmountOnHide>
        {children}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** Destructive items (delete) are drawn in the danger colour. */
  tone?: MenuItemTone;
  disabled?: boolean;
}

export function MenuItem({ children, onSelect, icon, tone = 'default', disabled }: MenuItemProps) {
  return (
    <Ariakit.MenuItem className={styles.item} data-tone={tone} disabled={disabled} onClick={onSelect}>
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </Ariakit.MenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Ariakit.MenuSeparator className={styles.separator} />;
}
