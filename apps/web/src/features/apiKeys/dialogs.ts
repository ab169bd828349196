import { lazyDialog } from '../../lib/lazyDialog';

/** The create-key form, its code loaded when idle or first opened (see lazyDialog). */
export const CreateApiKeyDialog = lazyDialog(() =>
  import('./CreateApiKeyDialog').then((module) => module.CreateApiKeyDialog),
);
