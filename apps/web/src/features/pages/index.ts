export { PagesCard } from './PagesCard';
export { PageItem, RECENT_CHANGE_MS } from './PageItem';
export { AddPageDialog, EditPageDialog } from './PageFormDialog';
export { PageHistoryDialog } from './PageHistoryDialog';
export { describeCheck } from './checkOutcome';
export { parseKeywords } from './validationMessages';
