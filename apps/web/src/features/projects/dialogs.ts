import { lazyDialog } from '../../lib/lazyDialog';

/** The project form dialogs, their code loaded when idle or first opened (see lazyDialog). */
export const CreateProjectDialog = lazyDialog(() =>
  import('./ProjectFormDialog').then((module) => module.CreateProjectDialog),
);
export const EditProjectDialog = lazyDialog(() =>
  import('./ProjectFormDialog').then((module) => module.EditProjectDialog),
);
