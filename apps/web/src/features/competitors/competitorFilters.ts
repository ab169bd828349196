import type { Competitor } from '@spyglass/api/schema';

export const statusFilters = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The dashboard's three filters (SPEC §4); '' means "any industry". */
export type CompetitorFilters = { search: string; status: StatusFilter; industry: string };

export const noFilters: CompetitorFilters = { search: '', status: 'all', industry: '' };

/** SPEC §5: the search matches the name or the description, case-insensitively. */
function matchesSearch(competitor: Competitor, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [competitor.name, competitor.description ?? ''].some((text) => text.toLocaleLowerCase().includes(needle));
}

export function filterCompetitors(competitors: readonly Competitor[], filters: CompetitorFilters): Competitor[] {
  return competitors.filter(
    (competitor) =>
      matchesSearch(competitor, filters.search) &&
      (filters.status === 'all' || competitor.is_active === (filters.status === 'active')) &&
      (filters.industry === '' || competitor.industry?.trim() === filters.industry),
  );
}

/** SPEC §5: the distinct non-empty industries of the loaded competitors, sorted for the menu. */
export function industriesOf(competitors: readonly Competitor[], locale?: string): string[] {
  const names = new Set<string>();
  for (const competitor of competitors) {
    const industry = competitor.industry?.trim();
    if (industry) names.add(industry);
  }
  return [...names].sort((a, b) => a.localeCompare(b, locale, { sensitivity: 'base' }));
}

/** How many of the three filters narrow the list: the badge on the filter button. */
export function activeFilterCount(filters: CompetitorFilters): number {
  return Number(filters.search.trim() !== '') + Number(filters.status !== 'all') + Number(filters.industry !== '');
}
