import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuItemCheck,
  MenuItemRadio,
  MenuSeparator,
  useMenuStore,
} from '@ariakit/react';
import { ChevronDown, ListFilter } from 'lucide-react';
import { Badge } from '../Badge';
import { Button, type ButtonSize } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilterMenu.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  /** Unique among the groups; names the radio group. */
  id: string;
  label: string;
  /** The chosen option's value. */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export interface FilterMenuProps {
  /** The button's text, e.g. "Filters". */
  label: string;
  groups: readonly FilterGroup[];
  /** How many filters differ from their defaults; shown as a badge on the button when above 0. */
  activeCount: number;
  /** What the count means, read by screen readers after the button text. @default (n) => `${n} active` */
  activeCountLabel?: (count: number) => string;
  /** Text of the menu item that resets every filter; shown with `onClear` while filters are active. */
  clearLabel?: string;
  onClear?: () => void;
  size?: ButtonSize;
}

const defaultCountLabel = (count: number) => `${count} active`;

/**
 * A button opening a menu of single-choice filter groups (radio items). The
 * menu stays open while choosing so several filters can be set; Escape
 * closes it and returns focus to the button.
 */
export function FilterMenu({
  label,
  groups,
  activeCount,
  activeCountLabel = defaultCountLabel,
  clearLabel,
  onClear,
  size = 'medium',
}: FilterMenuProps) {
  const values = Object.fromEntries(groups.map((group) => [group.id, group.value]));
  const menu = useMenuStore({
    values,
    setValues: (next) => {
      for (const group of groups) {
        const chosen = next[group.id];
        if (typeof chosen === 'string' && chosen !== group.value) group.onChange(chosen);
      }
    },
  });
  const showClear = Boolean(onClear && clearLabel && activeCount > 0);

  return (
    <>
      <MenuButton store={menu} render={<Button variant="secondary" size={size} />}>
        <ListFilter className={styles.buttonIcon} aria-hidden="true" focusable="false" />
        {label}
        {activeCount > 0 ? (
          <>
            {' '}
            <Badge tone="info">
              <span aria-hidden="true">{activeCount}</span>
              <VisuallyHidden>{activeCountLabel(activeCount)}</VisuallyHidden>
            </Badge>
          </>
        ) : null}
        <ChevronDown className={styles.buttonIcon} aria-hidden="true" focusable="false" />
      </MenuButton>
      <Menu store={menu} gutter={4} unmountOnHide className={styles.menu}>
        {groups.map((group) => (
          <MenuGroup key={group.id} className={styles.group}>
            <MenuGroupLabel className={styles.groupLabel}>{group.label}</MenuGroupLabel>
            {group.options.map((option) => (
              <MenuItemRadio key={option.value} name={group.id} value={option.value} className={styles.item}>
                <MenuItemCheck className={styles.check} />
                {option.label}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        ))}
        {showClear ? (
          <>
            <MenuSeparator className={styles.separator} />
            <MenuItem className={styles.item} onClick={onClear}>
              <span className={styles.check} aria-hidden="true" />
              {clearLabel}
            </MenuItem>
          </>
        ) : null}
      </Menu>
    </>
  );
}
