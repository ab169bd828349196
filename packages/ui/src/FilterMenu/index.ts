export { FilterMenu, type FilterGroup, type FilterMenuProps, type FilterOption } from './FilterMenu';
