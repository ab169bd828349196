import { endpoints, queryParams, type PagingParams, type ReadName } from '../endpoints';

type KeyPart = string | null | { limit: number | null; offset: number | null } | Record<string, string>;

/** Paging normalised so `{ limit: 50 }` and `{ limit: 50, offset: undefined }` share a cache entry. */
const pagingKey = (paging?: PagingParams) => ({ limit: paging?.limit ?? null, offset: paging?.offset ?? null });

/** A read's query as part of its key: the fields set, as they travel (so equal queries share a cache entry). */
const queryKeyPart = (query?: Record<string, unknown>) => Object.fromEntries(queryParams(query));

/**
 * A query key: `[resource, kind, ...ids]`, then the paging of a paged read,
 * then the query of a read that takes one.
 * A list always names its parent (null when it has none), so a list key
 * without parent and one with a parent never collide.
 */
function keyOf(
  [resource, kind]: readonly [string, string],
  ids: readonly (string | null | undefined)[],
  paging?: { paging: PagingParams | undefined },
  query?: { query: Record<string, unknown> | undefined },
): readonly KeyPart[] {
  const named = ids.length === 0 && kind === 'list' ? [null] : ids.map((id) => id ?? null);
  return [
    resource,
    kind,
    ...named,
    ...(paging ? [pagingKey(paging.paging)] : []),
    ...(query ? [queryKeyPart(query.query)] : []),
  ];
}

/** The key of a read from the endpoint table: its key, its ids, its paging and its query when it takes them. */
export function queryKeyOf(
  name: ReadName,
  ids: readonly (string | null | undefined)[] = [],
  paging?: PagingParams,
  query?: Record<string, unknown>,
) {
  const spec = endpoints[name];
  return keyOf(spec.key, ids, 'paging' in spec ? { paging } : undefined, 'query' in spec ? { query } : undefined);
}

/**
 * One key factory per resource (STYLE: TanStack Query docs), so invalidation
 * names what it refreshes. `lists()` prefixes every list of the resource,
 * `list(parentId)` one parent's list, `detail(id)` one row; the same keys
 * the table's reads get from queryKeyOf.
 */
function resourceKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (parentId?: string | null) => keyOf([resource, 'list'], [parentId]),
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => keyOf([resource, 'detail'], [id]),
  };
}

export const projectKeys = resourceKeys('projects');
export const competitorKeys = resourceKeys('competitors');
export const websiteKeys = resourceKeys('websites');
export const userKeys = { ...resourceKeys('users'), me: () => queryKeyOf('getCurrentUser') };

export const pageKeys = {
  ...resourceKeys('pages'),
  /** A page's change history; without paging it prefixes every page of it. */
  changes: (pageId: string, paging?: PagingParams) =>
    paging ? queryKeyOf('listPageChanges', [pageId], paging) : (['pages', 'changes', pageId] as const),
};

/**
 * Activity lists are keyed by their parent's id (a project or a competitor:
 * ids are UUIDs, so they never collide); without paging the key prefixes
 * every page of that parent's timeline. Both activity reads of the table
 * share one key.
 */
export const activityKeys = {
  ...resourceKeys('activity'),
  list: (parentId: string, paging?: PagingParams) =>
    paging ? queryKeyOf('getCompetitorActivity', [parentId], paging) : (['activity', 'list', parentId] as const),
  /** A project's feed as Radar loads it, page after page, for one set of filters (under the project's list key). */
  feed: (projectId: string, filters: Record<string, unknown> = {}) =>
    ['activity', 'list', projectId, 'feed', queryKeyPart(filters)] as const,
  /** A project's changes per day (under the project's list key, so whatever refreshes its feed refreshes them). */
  stats: (projectId: string) => ['activity', 'list', projectId, 'stats'] as const,
};

/** Discoveries by id. */
export const discoveryKeys = resourceKeys('discoveries');

/** A project's notification channels, one channel, and a channel's delivery log. */
export const channelKeys = {
  ...resourceKeys('channels'),
  deliveries: (channelId: string) => ['channels', 'deliveries', channelId] as const,
};

/** The signed-in person's API keys. */
export const apiKeyKeys = resourceKeys('apiKeys');

/** Whether a project has a feed link. */
export const feedTokenKeys = {
  all: ['feedToken'] as const,
  detail: (projectId: string) => queryKeyOf('getFeedToken', [projectId]),
};

/** A project's digest settings and its preview. */
export const digestKeys = {
  all: ['digest'] as const,
  settings: (projectId: string) => queryKeyOf('getDigestSettings', [projectId]),
  preview: (projectId: string) => queryKeyOf('previewDigest', [projectId]),
};

/** The caller's teams, and one team's members and pending invitations. */
export const teamKeys = {
  ...resourceKeys('teams'),
  members: (teamId: string) => queryKeyOf('listMembers', [teamId]),
  invitations: (teamId: string) => queryKeyOf('listInvitations', [teamId]),
};
