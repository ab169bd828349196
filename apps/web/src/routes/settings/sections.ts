import { paths } from '../../lib/paths';

/**
 * The sections of a project's settings, in the order the section nav shows
 * them. Each is a child route of the settings layout (router.tsx) whose path
 * is its `segment` (the first is the index); its label is `settings:sections.{id}`.
 */
export const settingsSections = [
  { id: 'project', segment: '' },
  { id: 'notifications', segment: 'notifications' },
  { id: 'digest', segment: 'digest' },
  { id: 'import', segment: 'import' },
  { id: 'export', segment: 'export' },
  { id: 'members', segment: 'members' },
] as const;

export type SettingsSection = (typeof settingsSections)[number];

export const settingsSectionPath = (projectId: string, section: SettingsSection) =>
  paths.settings(projectId, section.segment || undefined);
