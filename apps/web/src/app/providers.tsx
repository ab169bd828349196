import type { ApiClient } from '@spyglass/api/client';
import { SessionProvider, type SessionStore } from '@spyglass/api/session';
import { toast, toastStore } from '@spyglass/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

export type AppProvidersProps = {
  i18n: I18n;
  /** Tests and stories pass theirs; the app's screens that read data provide the app's own (see QueryScope). */
  queryClient?: QueryClient;
  /** Likewise; without one, `sessionStore` is required. */
  apiClient?: ApiClient;
  /** Where the session keeps its token; the browser's localStorage by default. */
  storage?: Storage;
  /** The app starts its session before the first render, so the profile loads beside the screen's code. */
  sessionStore?: SessionStore;
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

const AppToaster = lazy(() => import('./AppToaster'));

/**
 * The toast region loads with the first toast: no screen needs its code (and
 * the tooltips of its close buttons) to paint, and on /login it would pull in
 * code only signed-in screens use. Toasts raised before it arrives wait in the
 * store and show as soon as it mounts.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastStore.getSnapshot().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => {
      if (toastStore.getSnapshot().length > 0) setWanted(true);
    };
    want();
    return toastStore.subscribe(want);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

function Session({
  apiClient,
  storage,
  sessionStore,
  children,
}: Pick<AppProvidersProps, 'apiClient' | 'storage' | 'sessionStore' | 'children'>) {
  const { t } = useTranslation();
  // SPEC §4: a stored token that no longer works ends the session with a destructive toast;
  // the route guard then sends the user to /login.
  const onExpired = useCallback(() => {
    toast({ title: t('session.expiredTitle'), description: t('session.expiredDescription'), variant: 'destructive' });
  }, [t]);
  return (
    <SessionProvider client={apiClient} storage={storage} store={sessionStore} onExpired={onExpired}>
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
export function AppProviders({ i18n, queryClient, apiClient, storage, sessionStore, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Nothing can be said before the translations arrive, so the fallback is an empty busy region. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <DocumentLanguage />
        <OptionalQueryClient client={queryClient}>
          <Session apiClient={apiClient} storage={storage} sessionStore={sessionStore}>
            {children}
          </Session>
          <DeferredToaster />
        </OptionalQueryClient>
      </Suspense>
    </I18nextProvider>
  );
}
