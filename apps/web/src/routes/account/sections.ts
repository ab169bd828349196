import { paths } from '../../lib/paths';

/**
 * The sections of the signed-in person's account settings, in the order the
 * section nav shows them. Each is a child route of the account layout
 * (router.tsx) whose path is its `segment` (the first is the index); its
 * label is `settings:account.sections.{id}`.
 */
export const accountSections = [
  { id: 'profile', segment: '' },
  { id: 'password', segment: 'password' },
  { id: 'apiKeys', segment: 'api-keys' },
  { id: 'team', segment: 'team' },
  { id: 'delete', segment: 'delete' },
] as const;

export type AccountSection = (typeof accountSections)[number];

export const accountSectionPath = (section: AccountSection) => paths.account(section.segment || undefined);
