export { AppFooter } from './AppFooter';
export { AppHeader } from './AppHeader';
export { AppSidebar, useCurrentProjectId, type AppSidebarProps } from './AppSidebar';
export { LanguageSelect } from './LanguageSelect';
export { PreferencesDialog } from './dialogs';
export { useSidebarCollapsed } from './useSidebarCollapsed';
