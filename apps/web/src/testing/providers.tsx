import { type ApiClient, createApiClient } from '@spyglass/api/client';
import { signInAsDemo } from '@spyglass/api/mocks';
import { TOKEN_STORAGE_KEY } from '@spyglass/api/session';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import type { Language } from '../lib/i18nConfig';
import { createTestI18n } from './i18n';

/** The mock backend answers any origin; this is the address the dev app uses. */
export const TEST_API_BASE_URL = 'http://localhost:8000';

export type TestEnvironment = {
  i18n: I18n;
  queryClient: QueryClient;
  apiClient: ApiClient;
  wrap: (children: ReactNode) => ReactElement;
};

export type TestEnvironmentOptions = {
  /** Stores the mock backend's demo token first, so the session starts signed in. */
  signedIn?: boolean;
  language?: Language;
  i18n?: I18n;
  storage?: Storage;
};

/** A fresh QueryClient that never retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000 }, mutations: { retry: false } },
  });
}

/** The app's providers over the mock backend, for tests and stories alike. */
export function createTestEnvironment(options: TestEnvironmentOptions = {}): TestEnvironment {
  const storage = options.storage ?? window.localStorage;
  storage.removeItem(TOKEN_STORAGE_KEY);
  if (options.signedIn) signInAsDemo(storage);
  const i18n = options.i18n ?? createTestI18n(options.language ?? 'en');
  const queryClient = createTestQueryClient();
  const apiClient = createApiClient({ baseUrl: TEST_API_BASE_URL, getToken: () => storage.getItem(TOKEN_STORAGE_KEY) });
  return {
    i18n,
    queryClient,
    apiClient,
    wrap: (children) => (
      <AppProviders i18n={i18n} queryClient={queryClient} apiClient={apiClient} storage={storage}>
        {children}
      </AppProviders>
    ),
  };
}
