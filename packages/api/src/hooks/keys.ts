import type { PagingParams } from '../client';

/**
 * One key factory per resource (STYLE: TanStack Query docs), so invalidation
 * names what it refreshes. `lists()` prefixes every list of the resource,
 * `list(parentId)` one parent's list, `detail(id)` one row.
 */
function resourceKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (parentId?: string | null) => [resource, 'list', parentId ?? null] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

/** Paging normalised so `{ limit: 50 }` and `{ limit: 50, offset: undefined }` share a cache entry. */
const pagingKey = (paging?: PagingParams) => ({ limit: paging?.limit ?? null, offset: paging?.offset ?? null });

export const projectKeys = resourceKeys('projects');
export const competitorKeys = resourceKeys('competitors');
export const websiteKeys = resourceKeys('websites');
export const userKeys = { ...resourceKeys('users'), me: () => ['users', 'me'] as const };

export const pageKeys = {
  ...resourceKeys('pages'),
  /** A page's change history; without paging it prefixes every page of it. */
  changes: (pageId: string, paging?: PagingParams) =>
    paging ? (['pages', 'changes', pageId, pagingKey(paging)] as const) : (['pages', 'changes', pageId] as const),
};

/**
 * Activity lists are keyed by their parent's id (a project or a competitor:
 * ids are UUIDs, so they never collide); without paging the key prefixes
 * every page of that parent's timeline.
 */
export const activityKeys = {
  ...resourceKeys('activity'),
  list: (parentId: string, paging?: PagingParams) =>
    paging ? (['activity', 'list', parentId, pagingKey(paging)] as const) : (['activity', 'list', parentId] as const),
};
