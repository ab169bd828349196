import { AppShell } from '@spyglass/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppFooter } from '../features/layout/AppFooter';
import { AppHeader } from '../features/layout/AppHeader';
import { AppSidebar } from '../features/layout/AppSidebar';
import { PreferencesDialog } from '../features/layout/dialogs';
import { useSidebarCollapsed } from '../features/layout/useSidebarCollapsed';
import { loadDateLocale } from '../lib/dateLocale';
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
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The screens' dates need their language's locale: ask for it while their data loads.
  useEffect(() => void loadDateLocale(language).catch(() => undefined), [language]);
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
