import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Sidebar.css';

export interface SidebarItem {
  id: string;
  label: string;
  /** A decorative icon; the label names the link, also when collapsed. */
  icon: ReactNode;
  href: string;
  /** The current page: marked with aria-current="page". */
  active?: boolean;
  /** Shown but not a link (e.g. a section without a route yet). */
  disabled?: boolean;
  /** A short count beside the label (e.g. "12", "99+"), on the icon while collapsed. */
  badge?: string;
  /** What the badge means, said with the link's name (e.g. "12 unread"). */
  badgeLabel?: string;
}

export interface SidebarLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  /** A tooltip with the label while collapsed, when only the icon shows. */
  title?: string;
}

export interface SidebarProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The toggle's name while expanded, e.g. "Collapse sidebar". */
  collapseLabel: string;
  /** The toggle's name while collapsed, e.g. "Expand sidebar". */
  expandLabel: string;
  /** The nav landmark's name, e.g. "Main navigation". */
  label: string;
  items: readonly SidebarItem[];
  /** Renders each link, so the app can use its router's Link; defaults to <a>. */
  renderLink?: (props: SidebarLinkProps) => ReactNode;
  /** Above the links, e.g. the new-project button. */
  top?: ReactNode;
  /** Below the links, e.g. the preferences button. */
  bottom?: ReactNode;
}

const defaultRenderLink = ({ children, ...props }: SidebarLinkProps) => <a {...props}>{children}</a>;

/**
 * The app's navigation: 16rem wide, or 4rem with icons only. Collapsed labels
 * stay in the accessibility tree, so links keep their names.
 */
export function Sidebar({
  collapsed,
  onCollapsedChange,
  collapseLabel,
  expandLabel,
  label,
  items,
  renderLink = defaultRenderLink,
  top,
  bottom,
}: SidebarProps) {
  return (
    <nav aria-label={label} className={styles.sidebar} data-collapsed={collapsed ? '' : undefined}>
      {top ? <div className={styles.slot}>{top}</div> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const content = (
            <>
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              {collapsed ? (
                <VisuallyHidden>{item.label}</VisuallyHidden>
              ) : (
                <span className={styles.label}>{item.label}</span>
              )}
              {item.badge ? (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {item.badge}
                  </span>
                  <VisuallyHidden>{`, ${item.badgeLabel ?? item.badge}`}</VisuallyHidden>
                </>
              ) : null}
            </>
          );
          return (
            <li key={item.id}>
              {item.disabled ? (
                <span className={styles.link} aria-disabled="true" title={collapsed ? item.label : undefined}>
                  {content}
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  className: styles.link,
                  children: content,
                  'aria-current': item.active ? 'page' : undefined,
                  title: collapsed ? [item.label, item.badgeLabel].filter(Boolean).join(', ') : undefined,
                })
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {bottom}
        <IconButton
          label={collapsed ? expandLabel : collapseLabel}
          icon={collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          aria-expanded={!collapsed}
          className={styles.toggle}
          onClick={() => onCollapsedChange(!collapsed)}
        />
      </div>
    </nav>
  );
}
