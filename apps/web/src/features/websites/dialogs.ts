import { lazyDialog } from '../../lib/lazyDialog';

/** The website form dialogs, their code loaded when idle or first opened (see lazyDialog). */
export const AddWebsiteDialog = lazyDialog(() =>
  import('./WebsiteFormDialog').then((module) => module.AddWebsiteDialog),
);
export const EditWebsiteDialog = lazyDialog(() =>
  import('./WebsiteFormDialog').then((module) => module.EditWebsiteDialog),
);
