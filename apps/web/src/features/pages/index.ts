export { PagesCard } from './PagesCard';
export { PageItem, RECENT_CHANGE_MS } from './PageItem';
export { AddPageDialog, EditPageDialog, FullPageScreenshotDialog, PageHistoryDialog } from './dialogs';
export { describeCheck } from './checkOutcome';
export { parseKeywords } from './keywords';
