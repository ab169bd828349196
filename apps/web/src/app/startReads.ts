import type { QueryClient } from '@tanstack/react-query';
import type { QueryOptions } from './router';

/** How long the page's first screen waits for its reads before it is drawn in its loading state. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Starts a screen's first reads in `queryClient`, as its route's loader names them. Resolves
 * once they are in (failed ones included: the screen says so), or after FIRST_SCREEN_WAIT_MS,
 * for the loader that waits for them (router.tsx, `waitForReads`). It loads with the clients,
 * not with the router, so /login's first files go without it.
 */
export function startReads(queryClient: QueryClient, reads: readonly QueryOptions[]): Promise<void> {
  const started = Promise.all(
    reads.map((options) => queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS)));
  // Every loader starts its reads here, waiting or not: the timer goes with the reads.
  return Promise.race([started, timeUp]).then(() => clearTimeout(timer));
}
