import { lazyDialog } from '../../lib/lazyDialog';

/** The new-team dialog, its code loaded when idle or first opened (see lazyDialog). */
export const CreateTeamDialog = lazyDialog(() =>
  import('./CreateTeamDialog').then((module) => module.CreateTeamDialog),
);
