import { queryClientDefaults } from '@spyglass/api/hooks';
import { QueryClient } from '@tanstack/react-query';
import type { QueryOptions } from './router';
import { startReads as startReadsIn } from './startReads';

/**
 * What the app reads data with: its one API client and its one React Query
 * cache, shared by the route loaders (which start a screen's reads) and the
 * screens (QueryScope). Loaded with the first screen that reads data, never
 * on /login; main.tsx empties the cache when the signed-in person changes.
 */
export const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
export const startReads = (reads: readonly QueryOptions[]) => startReadsIn(queryClient, reads);
export { apiClient } from '../lib/apiClient';
export * as hooks from '@spyglass/api/hooks';
