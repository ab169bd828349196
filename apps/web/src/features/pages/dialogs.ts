import { lazyDialog } from '../../lib/lazyDialog';

/**
 * The page dialogs (form, change history, one change, full-page screenshot), their code
 * loaded when idle or first opened (see lazyDialog).
 */
export const AddPageDialog = lazyDialog(() => import('./PageFormDialog').then((module) => module.AddPageDialog));
export const EditPageDialog = lazyDialog(() => import('./PageFormDialog').then((module) => module.EditPageDialog));
export const PageHistoryDialog = lazyDialog(() =>
  import('./PageHistoryDialog').then((module) => module.PageHistoryDialog),
);
export const ChangeDialog = lazyDialog(() => import('./ChangeDialog').then((module) => module.ChangeDialog));
export const FullPageScreenshotDialog = lazyDialog(() =>
  import('./FullPageScreenshotDialog').then((module) => module.FullPageScreenshotDialog),
);
