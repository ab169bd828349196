import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '../client';
import { createMemoryStorage, SessionProvider, TOKEN_STORAGE_KEY } from '../session';
import { demoToken } from '../mocks';
import { TEST_BASE_URL } from './client';

/** A fresh QueryClient per test that never retries, so failures show at once. */
export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 }, mutations: { retry: false } },
  });

/** The providers a screen has, over the mock backend; signed in as the demo user unless told otherwise. */
export function createWrapper({ signedIn = true, onExpired }: { signedIn?: boolean; onExpired?: () => void } = {}) {
  const storage = createMemoryStorage(signedIn ? { [TOKEN_STORAGE_KEY]: demoToken } : {});
  const queryClient = createTestQueryClient();
  const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => storage.getItem(TOKEN_STORAGE_KEY) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={client} storage={storage} onExpired={onExpired}>
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
  return { wrapper, queryClient, storage, client };
}
