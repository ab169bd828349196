export {
  Menu,
  MenuItem,
  MenuSeparator,
  menuItemTones,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
} from './Menu';
