export { ReadOnlyNotice } from './ReadOnlyNotice';
export { TeamMenuItems } from './TeamMenuItems';
export { CreateTeamDialog } from './dialogs';
export {
  useCurrentTeamAccess,
  useProjectAccess,
  useRouteProjectAccess,
  useTeamAccess,
  type ProjectAccess,
} from './useProjectAccess';
