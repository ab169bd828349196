import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiClient } from '@spyglass/api/client';
import * as hooks from '@spyglass/api/hooks';
import { TOKEN_STORAGE_KEY } from '@spyglass/api/session';
import type { QueryClient } from '@tanstack/react-query';
import { type LoadedRouteData, createRoutes } from '../app/router';
import { startReads } from '../app/startReads';
import { type TestEnvironmentOptions, createTestEnvironment } from './providers';

export type RenderRouteOptions = TestEnvironmentOptions & {
  /** Navigation state of the first entry (e.g. the banner passed from register to login). */
  state?: unknown;
};

/** What the route loaders read with, as appData.ts gives it, made of a test's own clients. */
export function loadedRouteData(queryClient: QueryClient, apiClient: ApiClient): LoadedRouteData {
  return { queryClient, apiClient, hooks, startReads: (reads) => startReads(queryClient, reads) };
}

/**
 * Mounts the whole app's route tree in a memory router at `path`, with the
 * real providers over the MSW mock backend: the way a person arrives on a URL.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const env = createTestEnvironment(options);
  const [pathname = path, search] = path.split('?');
  const storage = options.storage ?? window.localStorage;
  // The loaders read with this environment's clients, so a screen finds what they started.
  const routes = createRoutes({
    token: () => storage.getItem(TOKEN_STORAGE_KEY),
    load: async () => loadedRouteData(env.queryClient, env.apiClient),
    translations: (namespaces) => void env.i18n.loadNamespaces([...namespaces]),
    // Screens are tested in their loading state and with their data, so their reads never wait.
    waitForReads: () => false,
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state: options.state }],
  });
  const user = userEvent.setup();
  const result: RenderResult = render(env.wrap(<RouterProvider router={router} />));
  return { ...result, ...env, router, user };
}

export type RenderScreenOptions = TestEnvironmentOptions & {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the screen is mounted under, so `useParams` works (e.g. '/:projectId'). */
  path?: string;
  state?: unknown;
};

/** Mounts one screen or component with the real providers, inside a MemoryRouter. */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const env = createTestEnvironment(options);
  const route = options.route ?? '/';
  const user = userEvent.setup();
  const result = render(
    env.wrap(
      <MemoryRouter initialEntries={[{ pathname: route, state: options.state }]}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return { ...result, ...env, user };
}
