import { TOKEN_STORAGE_KEY } from '@spyglass/api/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createDeferredApiClient } from './lib/deferredApiClient';
import { i18n, initI18n } from './lib/i18n';

async function start() {
  // `npm run dev:mock`: the whole API answers from the in-browser mock backend.
  // The branch is dropped from production builds (MODE is replaced at build time).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@spyglass/api/mocks/browser');
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  }

  void initI18n();
  const apiClient = createDeferredApiClient({
    envUrl: import.meta.env.VITE_API_URL,
    getToken: () => window.localStorage.getItem(TOKEN_STORAGE_KEY),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} apiClient={apiClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
  // Analytics is production-only and off unless configured (SPEC §1); its code loads only then.
  if (import.meta.env.PROD) void import('./lib/analytics').then(({ startAnalytics }) => startAnalytics());
}

void start();
