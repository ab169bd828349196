import type { DefaultOptions } from '@tanstack/react-query';

/** SPEC §7: data is fresh for 5 minutes and a failed query is retried once. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** Pass as `new QueryClient({ defaultOptions: queryClientDefaults })`. */
export const queryClientDefaults = {
  queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1 },
} satisfies DefaultOptions;
