import { useProjects, useUnreadActivity } from '@spyglass/api/hooks';
import { Button, IconButton, Select, Sidebar, type SidebarItem } from '@spyglass/ui';
import {
  FolderKanban,
  Home,
  LayoutDashboard,
  Plus,
  Radar,
  ScanSearch,
  Settings,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { paths } from '../../lib/paths';
import { useCurrentTeamAccess } from '../teams/useProjectAccess';
import * as styles from './layout.css';

export type AppSidebarProps = {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onNewProject: () => void;
  onPreferences: () => void;
};

/**
 * The current project: the one in the URL, else the first project once the list
 * has loaded (SPEC §2: the sidebar selects the first project automatically).
 */
export function useCurrentProjectId(): string | undefined {
  const { projectId } = useParams();
  const { data } = useProjects();
  if (projectId && data?.data.some((project) => project.id === projectId)) return projectId;
  return projectId ?? data?.data[0]?.id;
}

/** Sidebar: dashboard, the project list, the current project's sections and the project switcher. */
export function AppSidebar({ collapsed, onCollapsedChange, onNewProject, onPreferences }: AppSidebarProps) {
  const { t, i18n } = useTranslation();
  // A viewer of the current team cannot add to it; the home page says why.
  const { canEdit } = useCurrentTeamAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useProjects();
  const projects = data?.data ?? [];
  const currentId = useCurrentProjectId();
  const { unread, unreadCapped } = useUnreadActivity(currentId);
  const icon = (Icon: typeof Home) => <Icon aria-hidden size={18} />;

  const projectItems: SidebarItem[] = currentId
    ? [
        { id: 'project', label: t('nav.projectHome'), icon: icon(Home), href: paths.project(currentId) },
        { id: 'competitors', label: t('nav.competitors'), icon: icon(Users), href: paths.competitors(currentId) },
        { id: 'recon', label: t('nav.recon'), icon: icon(ScanSearch), href: paths.recon(currentId) },
        {
          id: 'radar',
          label: t('nav.radar'),
          icon: icon(Radar),
          href: paths.radar(currentId),
          ...(unread
            ? {
                badge: unread > 99 ? '99+' : String(unread),
                // A count that stopped at the cap is "more than" it, said as such.
                badgeLabel: unreadCapped
                  ? t('nav.unreadCapped', { value: new Intl.NumberFormat(i18n.language).format(unread) })
                  : t('nav.unread', { count: unread }),
              }
            : {}),
        },
        { id: 'settings', label: t('nav.settings'), icon: icon(Settings), href: paths.settings(currentId) },
      ]
    : [];
  const items: SidebarItem[] = [
    { id: 'dashboard', label: t('nav.dashboard'), icon: icon(LayoutDashboard), href: paths.dashboard },
    { id: 'projects', label: t('nav.projects'), icon: icon(FolderKanban), href: paths.home },
    ...projectItems,
  ].map((item) => ({
    ...item,
    // The deepest matching section is the active one (competitors over project home); sections with
    // addresses below them (a competitor, a settings section) stay active there.
    active:
      item.href === pathname ||
      ((item.id === 'competitors' || item.id === 'settings') && pathname.startsWith(`${item.href}/`)),
  }));

  return (
    <Sidebar
      label={t('nav.label')}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      collapseLabel={t('nav.collapse')}
      expandLabel={t('nav.expand')}
      items={items}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      top={
        collapsed ? (
          <IconButton
            label={t('nav.newProject')}
            icon={<Plus aria-hidden size={18} />}
            disabled={!canEdit}
            onClick={onNewProject}
          />
        ) : (
          <div className={styles.sidebarTop}>
            {projects.length > 0 && currentId ? (
              <Select
                label={t('nav.currentProject')}
                name="current-project"
                options={projects.map((project) => ({ value: project.id, label: project.name }))}
                value={currentId}
                onChange={(id) => navigate(paths.project(id))}
              />
            ) : (
              <p className={styles.muted}>{t('nav.noProject')}</p>
            )}
            <Button disabled={!canEdit} onClick={onNewProject}>
              <Plus aria-hidden size={16} />
              {t('nav.newProject')}
            </Button>
          </div>
        )
      }
      bottom={
        collapsed ? (
          <IconButton
            label={t('nav.preferences')}
            icon={<SlidersHorizontal aria-hidden size={18} />}
            variant="ghost"
            onClick={onPreferences}
          />
        ) : (
          <Button variant="ghost" onClick={onPreferences}>
            <SlidersHorizontal aria-hidden size={16} />
            {t('nav.preferences')}
          </Button>
        )
      }
    />
  );
}
