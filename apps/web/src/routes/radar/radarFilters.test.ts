import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, noFilters, searchFromFilters, toApiFilters } from './radarFilters';

const competitor = '5e1d0000-0000-4000-8000-000000000014';

describe('Radar filters in the URL', () => {
  it('read back what they wrote, and leave out the unset ones', () => {
    const filters = { ...noFilters, q: 'enterprise plan', type: 'changes' as const, competitor, from: '2026-03-01' };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(`q=enterprise+plan&type=changes&competitor=${competitor}&from=2026-03-01`);
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('drop what they cannot read instead of sending it to be refused', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('type=explosions&competitor=acme&from=yesterday&to=2026-02-31x&kind=vibes'),
      ),
    ).toEqual(noFilters);
  });

  it('become the API’s filters: type groups to event types, days to the instants that bound them locally', () => {
    const api = toApiFilters({ ...noFilters, q: '  plan ', type: 'pages', from: '2026-03-01', to: '2026-03-01' });
    expect(api.q).toBe('plan');
    expect(api.type).toEqual(['page_created', 'page_updated', 'page_deleted']);
    expect(api.since).toBe(new Date(2026, 2, 1).toISOString());
    expect(api.until).toBe(new Date(2026, 2, 2).toISOString());
    expect(toApiFilters(noFilters)).toEqual({});
  });

  it('count the filters set besides the search', () => {
    expect(activeFilterCount({ ...noFilters, q: 'x' })).toBe(0);
    expect(activeFilterCount({ ...noFilters, type: 'alerts', kind: 'pricing', to: '2026-03-02' })).toBe(3);
  });
});
