export { ExportCard } from './ExportCard';
export { FeedCard } from './FeedCard';
