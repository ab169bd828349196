import { lazyDialog } from '../../lib/lazyDialog';

/** The channel form dialogs, their code loaded when idle or first opened (see lazyDialog). */
export const AddChannelDialog = lazyDialog(() =>
  import('./ChannelFormDialog').then((module) => module.AddChannelDialog),
);
export const EditChannelDialog = lazyDialog(() =>
  import('./ChannelFormDialog').then((module) => module.EditChannelDialog),
);
