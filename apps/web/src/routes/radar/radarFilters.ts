import {
  type ActivityEventType,
  type ActivityFilters,
  type ChangeClassificationKind,
  changeClassificationKinds,
} from '@spyglass/api/schema';

/** The kinds of event a reader narrows the feed to, each a set of event types. */
export const typeGroups = {
  changes: ['page_changed'],
  alerts: ['content_alert'],
  competitors: ['competitor_created', 'competitor_updated', 'competitor_deleted'],
  websites: ['website_created', 'website_updated', 'website_deleted'],
  pages: ['page_created', 'page_updated', 'page_deleted'],
} as const satisfies Record<string, readonly ActivityEventType[]>;
export type TypeGroup = keyof typeof typeGroups;
export const typeGroupNames = Object.keys(typeGroups) as TypeGroup[];

/** What the reader chose, as the URL keeps it (so a filtered feed can be bookmarked and shared). */
export interface RadarFilters {
  q: string;
  type: TypeGroup | '';
  competitor: string;
  page: string;
  /** First and last day shown, yyyy-MM-dd in the reader's calendar; '' for open-ended. */
  from: string;
  to: string;
  kind: ChangeClassificationKind | '';
}

export const noFilters: RadarFilters = { q: '', type: '', competitor: '', page: '', from: '', to: '', kind: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in a URL's query; anything unreadable is left out rather than sent to be refused. */
export function filtersFromSearch(search: URLSearchParams): RadarFilters {
  const type = search.get('type') ?? '';
  const kind = search.get('kind') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const id = (name: string) => {
    const value = search.get(name) ?? '';
    return UUID.test(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    type: (typeGroupNames as string[]).includes(type) ? (type as TypeGroup) : '',
    competitor: id('competitor'),
    page: id('page'),
    from: day('from'),
    to: day('to'),
    kind: (changeClassificationKinds as readonly string[]).includes(kind) ? (kind as ChangeClassificationKind) : '',
  };
}

/** The query a URL keeps for the filters: only those set, in a stable order. */
export function searchFromFilters(filters: RadarFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', 'type', 'competitor', 'page', 'from', 'to', 'kind'] as const) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** Local midnight of a yyyy-MM-dd day, as an instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/** The filters as the API takes them: days become the instants that bound them in the reader's time zone. */
export function toApiFilters(filters: RadarFilters): ActivityFilters {
  const api: ActivityFilters = {};
  if (filters.q.trim()) api.q = filters.q.trim();
  if (filters.type) api.type = [...typeGroups[filters.type]];
  if (filters.competitor) api.competitor_id = filters.competitor;
  if (filters.page) api.page_id = filters.page;
  if (filters.from) api.since = startOfDay(filters.from).toISOString();
  if (filters.to) {
    const end = startOfDay(filters.to);
    end.setDate(end.getDate() + 1);
    api.until = end.toISOString();
  }
  if (filters.kind) api.kind = filters.kind;
  return api;
}

/** How many filters besides the search are set (the filter button's badge). */
export function activeFilterCount(filters: RadarFilters): number {
  return (['type', 'competitor', 'page', 'from', 'to', 'kind'] as const).filter((key) => filters[key] !== '').length;
}

export const isFiltered = (filters: RadarFilters) => activeFilterCount(filters) > 0 || filters.q.trim() !== '';
