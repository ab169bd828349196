import { ApiClientContext } from '@spyglass/api/session';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { apiClient, queryClient } from './appData';

/**
 * Provides the API client and React Query where data is read: the signed-in
 * shell and the public screens that call the API. Both then stay out of the
 * login screen's JavaScript. The cache is the app's one (appData.ts), which
 * the route loaders fill before the screen renders. A client provided above
 * (tests, stories) is used as is.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const providedQueries = useContext(QueryClientContext);
  const providedApi = useContext(ApiClientContext);
  const withApi = providedApi ? (
    children
  ) : (
    <ApiClientContext.Provider value={apiClient}>{children}</ApiClientContext.Provider>
  );
  if (providedQueries) return withApi;
  return <QueryClientProvider client={queryClient}>{withApi}</QueryClientProvider>;
}
