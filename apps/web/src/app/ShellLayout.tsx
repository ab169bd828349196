import { AppShell } from '@spyglass/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../features/layout/AppFooter';
import { AppHeader } from '../features/layout/AppHeader';
import { AppSidebar } from '../features/layout/AppSidebar';
import { PreferencesDialog } from '../features/layout/dialogs';
import { useSidebarCollapsed } from '../features/layout/useSidebarCollapsed';
import { useDateLocale } from '../lib/dateLocale';
import { CreateProjectDialog } from '../features/projects/dialogs';
import { QueryScope } from './QueryScope';

/** The signed-in shell: sidebar, header, footer around the current screen. */
export default function ShellLayout() {
  return (
    <QueryScope>
      <Shell />
    </QueryScope>
  );
}

function Shell() {
  const { t } = useTranslation();
  // The screens' dates need their language's locale. The shell waits for it as it first renders
  // (a transition, which keeps what the page shows), so a screen whose data arrives later never
  // suspends on it in an update, which would blank the page until it came.
  useDateLocale();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [creating, setCreating] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  return (
    <AppShell
      skipLinkLabel={t('nav.skipToContent')}
      sidebar={
        <AppSidebar
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          onNewProject={() => setCreating(true)}
          onPreferences={() => setPreferencesOpen(true)}
        />
      }
      header={<AppHeader onPreferences={() => setPreferencesOpen(true)} />}
      footer={<AppFooter />}
    >
      <Outlet />
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
      <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
    </AppShell>
  );
}
