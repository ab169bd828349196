export { Sidebar, type SidebarItem, type SidebarLinkProps, type SidebarProps } from './Sidebar';
