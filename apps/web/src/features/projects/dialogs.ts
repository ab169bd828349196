import { lazyDialog } from '../../lib/lazyDialog';

/** The project form dialogs, their code loaded when idle or first opened (see lazyDialog). */
export const CreateProjectDialog = lazyDialog(() =>
  import('./CreateProjectDialog').then((module) => module.CreateProjectDialog),
);
export const EditProjectDialog = lazyDialog(() =>
  import('./EditProjectDialog').then((module) => module.EditProjectDialog),
);
