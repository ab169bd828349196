import type { ApiClient } from '@spyglass/api/client';
import { SessionProvider } from '@spyglass/api/session';
import { toast } from '@spyglass/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, lazy, useCallback, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

export type AppProvidersProps = {
  i18n: I18n;
  /** Tests and stories pass theirs; the app lets each data screen make one (see QueryScope). */
  queryClient?: QueryClient;
  apiClient: ApiClient;
  /** Where the session keeps its token; the browser's localStorage by default. */
  storage?: Storage;
  children: ReactNode;
};

/** Keeps <html lang> in step with the interface language (screen readers, hyphenation). */
function DocumentLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/**
 * The toast region loads after the first screen: toasts raised before it
 * arrives wait in the store and show as soon as it mounts.
 */
const AppToaster = lazy(() => import('./AppToaster'));

function Session({ apiClient, storage, children }: Pick<AppProvidersProps, 'apiClient' | 'storage' | 'children'>) {
  const { t } = useTranslation();
  // SPEC §4: a stored token that no longer works ends the session with a destructive toast;
  // the route guard then sends the user to /login.
  const onExpired = useCallback(() => {
    toast({ title: t('session.expiredTitle'), description: t('session.expiredDescription'), variant: 'destructive' });
  }, [t]);
  return (
    <SessionProvider client={apiClient} storage={storage} onExpired={onExpired}>
      {children}
    </SessionProvider>
  );
}

function OptionalQueryClient({ client, children }: { client: QueryClient | undefined; children: ReactNode }) {
  return client ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : children;
}

/**
 * Everything a screen needs around it: translations (suspending until the
 * first namespaces arrive), the session and the toast region, and React Query
 * when a client is given.
 * The app, the tests and the stories all mount this same tree.
 */
export function AppProviders({ i18n, queryClient, apiClient, storage, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Nothing can be said before the translations arrive, so the fallback is an empty busy region. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <DocumentLanguage />
        <OptionalQueryClient client={queryClient}>
          <Session apiClient={apiClient} storage={storage}>
            {children}
          </Session>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </OptionalQueryClient>
      </Suspense>
    </I18nextProvider>
  );
}
