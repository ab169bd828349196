export { CompetitorBrowser, type CompetitorBrowserProps } from './CompetitorBrowser';
export { CompetitorCard } from './CompetitorCard';
export { CompetitorDetailsCard } from './CompetitorDetailsCard';
export { CreateCompetitorDialog, EditCompetitorDialog } from './dialogs';
export { CompetitorStatusBadge } from './CompetitorStatusBadge';
export { DeleteCompetitorDialog } from './DeleteCompetitorDialog';
export {
  activeFilterCount,
  filterCompetitors,
  industriesOf,
  noFilters,
  type CompetitorFilters,
} from './competitorFilters';
