import type { ApiClient } from '@spyglass/api/client';
import { SessionProvider } from '@spyglass/api/session';
import { Toaster, toast } from '@spyglass/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

export type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
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

function AppToaster() {
  const { t } = useTranslation();
  return <Toaster label={t('toast.region')} closeLabel={t('actions.close')} />;
}

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

/**
 * Everything a screen needs around it: translations (suspending until the
 * first namespaces arrive), React Query, the session and the toast region.
 * The app, the tests and the stories all mount this same tree.
 */
export function AppProviders({ i18n, queryClient, apiClient, storage, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Nothing can be said before the translations arrive, so the fallback is an empty busy region. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <DocumentLanguage />
        <QueryClientProvider client={queryClient}>
          <Session apiClient={apiClient} storage={storage}>
            {children}
          </Session>
          <AppToaster />
        </QueryClientProvider>
      </Suspense>
    </I18nextProvider>
  );
}
