export { AppFooter } from './AppFooter';
export { AppHeader } from './AppHeader';
export { AppSidebar, useCurrentProjectId, type AppSidebarProps } from './AppSidebar';
export { LanguageSelect } from './LanguageSelect';
export { PreferencesDialog } from './PreferencesDialog';
export { useSidebarCollapsed } from './useSidebarCollapsed';
