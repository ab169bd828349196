export { PagesCard } from './PagesCard';
export { PageItem, RECENT_CHANGE_MS } from './PageItem';
export { AddPageDialog, ChangeDialog, EditPageDialog, FullPageScreenshotDialog, PageHistoryDialog } from './dialogs';
export type { ChangeRef } from './ChangeDialog';
export { describeCheck } from './checkOutcome';
export { parseKeywords } from './keywords';
