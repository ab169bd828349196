import type { ApiClient } from '@spyglass/api/client';
import { type SessionClient, createSessionStore } from '@spyglass/api/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { onPersonChange } from './app/sessionCache';
import { startFonts } from './lib/fonts';
import { defaultNamespace, i18n, initI18n, namespaces } from './lib/i18n';
import { whenIdle } from './lib/whenIdle';

async function start() {
  // `npm run dev:mock`: the whole API answers from the in-browser mock backend.
  // The branch is dropped from production builds (MODE is replaced at build time).
  if (import.meta.env.MODE === 'mock') {
    const { worker } = await import('@spyglass/api/mocks/browser');
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  }

  // The session's calls load the API client on first use (lib/apiClient.ts): a signed-out
  // visitor on /login makes none until they submit the form, and goes without zod till then.
  let loaded: ApiClient | undefined;
  const apiClient = async () => (loaded ??= (await import('./lib/apiClient')).apiClient);
  const sessionClient: SessionClient = {
    getCurrentUser: async (...args) => (await apiClient()).getCurrentUser(...args),
    login: async (...args) => (await apiClient()).login(...args),
    // Called at once when the client is in (it is, once a session has loaded its profile): the call
    // reads the token as it starts, and the session forgets the token right after asking.
    logout: (...args) => (loaded ? loaded.logout(...args) : apiClient().then((client) => client.logout(...args))),
  };
  // What the first screen waits for starts at once and loads side by side: a stored session
  // asks for its profile (SPEC §4), the router fetches the current route's code and starts its
  // reads as it is made, and the translations load.
  const sessionStore = createSessionStore({ client: sessionClient });
  void sessionStore.start();
  startFonts();
  // The next person to sign in never sees the last one's data.
  onPersonChange(sessionStore, () => void import('./app/appData').then(({ queryClient }) => queryClient.clear()));
  // `common` first, which every screen speaks; the router's loaders add what the first screen
  // speaks besides (its namespaces load with it, not all nine), and the rest follow once the
  // first screen is up, before another screen needs them.
  const translations = initI18n(i18n, [defaultNamespace]);
  const router = await createAppRouter({
    token: () => sessionStore.getState().token,
    translations: (wanted) => void i18n.loadNamespaces([...wanted]),
  });
  // The page's own loading mark (index.html) stays until the first screen can be said: rendering
  // earlier would only swap it for an empty suspense fallback.
  await translations.catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = createRoot(root);
  // A transition lets React yield to the browser while it builds the first screen, instead of
  // holding the main thread (and any tap on the page) for the whole render.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders i18n={i18n} sessionStore={sessionStore}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  whenIdle(() => void i18n.loadNamespaces([...namespaces]), { afterFirstScreen: true });
  // Analytics is production-only and off unless configured (SPEC §1); its code loads only then,
  // and not before the first screen has painted.
  if (import.meta.env.PROD)
    whenIdle(() => void import('./lib/analytics').then(({ startAnalytics }) => startAnalytics()), {
      afterFirstScreen: true,
    });
}

void start();
