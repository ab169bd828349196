import { lazyDialog } from '../../lib/lazyDialog';

/** The preferences dialog, its code loaded when idle or first opened (see lazyDialog). */
export const PreferencesDialog = lazyDialog(() =>
  import('./PreferencesDialog').then((module) => module.PreferencesDialog),
);
