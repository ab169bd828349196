import { lazyDialog } from '../../lib/lazyDialog';

/** The competitor form dialogs, their code loaded when idle or first opened (see lazyDialog). */
export const CreateCompetitorDialog = lazyDialog(() =>
  import('./CompetitorFormDialog').then((module) => module.CreateCompetitorDialog),
);
export const EditCompetitorDialog = lazyDialog(() =>
  import('./CompetitorFormDialog').then((module) => module.EditCompetitorDialog),
);
