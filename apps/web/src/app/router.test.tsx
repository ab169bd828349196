import { createApiClient } from '@spyglass/api/client';
import * as hooks from '@spyglass/api/hooks';
import { competitorKeys, projectKeys, websiteKeys } from '@spyglass/api/hooks';
import { scenarios, seededIds, signInAsDemo } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '../lib/paths';
import { TEST_API_BASE_URL, createTestQueryClient } from '../testing/providers';
import { loadedRouteData, renderRoute } from '../testing/render';
import { type RouteData, createAppRouter, createRoutes, preloadRouteModules } from './router';
import { FIRST_SCREEN_WAIT_MS } from './startReads';

const pathOf = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.pathname;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);
describe('route guards (SPEC §2, §6)', () => {
  it.each(['/dashboard', '/', '/some-project', '/some-project/competitors'])(
    'sends an anonymous visitor from %s to /login',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(pathOf(router)).toBe('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    },
  );

  it.each(['/login', '/register', '/forgot-password'])('bounces a signed-in user from %s to /', async (path) => {
    const { router } = renderRoute(path, { signedIn: true });
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it('shows a plain Loading... while the stored session is checked', async () => {
    server.use(
      http.get('*/api/v1/users/me', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/dashboard', { signedIn: true });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('ends an expired session with a destructive toast and goes to /login', async () => {
    server.use(...scenarios.expiredToken());
    const { router } = renderRoute('/dashboard', { signedIn: true });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    const toasts = await screen.findByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Your session has expired')).toBeInTheDocument();
  });

  it('redirects any unknown deeper path to / (then to /login when signed out)', async () => {
    const { router } = renderRoute('/a/b/c/d/e/f');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('redirects /projects/{id} to /{id}', async () => {
    const { router } = renderRoute('/projects/123e4567-e89b-12d3-a456-426614174000', { signedIn: true });
    await waitFor(() => expect(pathOf(router)).toBe('/123e4567-e89b-12d3-a456-426614174000'));
  });

  it('shows the project-not-found message with a way back for an unknown project', async () => {
    const { user, router } = renderRoute('/123e4567-e89b-12d3-a456-426614174000', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to projects' }));
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('leads from the sidebar to the project’s Radar and Recon', async () => {
    const { user, router } = renderRoute('/', { signedIn: true });
    // The sidebar selects the first project once the list has loaded; Radar's link says what is unread.
    await user.click(await screen.findByRole('link', { name: /^Radar, \d+ unread$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Radar' })).toBeInTheDocument();
    expect(pathOf(router)).toMatch(/\/radar$/);
    await user.click(screen.getByRole('link', { name: 'Recon' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recon' })).toBeInTheDocument();
    expect(pathOf(router)).toMatch(/\/recon$/);
  });
});

describe('logout', () => {
  it('clears the session, says so and returns to /login', async () => {
    const { user, router } = renderRoute('/dashboard', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
    expect(window.localStorage.getItem('spyglass.access_token')).toBeNull();
  });

  it('asks the server to end the session, with the token it held', async () => {
    const ended: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/logout', ({ request }) => {
        ended.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderRoute('/dashboard', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(ended).toEqual([expect.stringMatching(/^Bearer \S+$/)]));
  });
});

/** The routes of the tree, each with its whole pattern (a child's path is relative to its parent's). */
function routesByPattern(tree: RouteObject[], parent = '', into = new Map<string, RouteObject[]>()) {
  for (const route of tree) {
    const pattern =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    into.set(pattern, [...(into.get(pattern) ?? []), route]);
    if (route.children) routesByPattern(route.children, pattern, into);
  }
  return into;
}

/** The layout route (no path of its own) whose children include the screen at `pattern`: the shell for the dashboard. */
function layoutOf(byPattern: Map<string, RouteObject[]>, pattern: string) {
  return [...byPattern.values()]
    .flat()
    .find((route) => route.path === undefined && route.children?.some((child) => child.path === pattern));
}

describe("route loaders: a screen's first reads start beside its code", () => {
  const projectId = seededIds.projects.payments;
  const competitorId = seededIds.competitors.ledgerly;
  const websiteId = seededIds.websites.ledgerly;

  function loaderEnvironment(token: string | null, { waitForReads = false } = {}) {
    const queryClient = createTestQueryClient();
    const apiClient = createApiClient({ baseUrl: TEST_API_BASE_URL, getToken: () => token });
    const load = vi.fn(async () => loadedRouteData(queryClient, apiClient));
    const translations = vi.fn();
    const data: RouteData = { token: () => token, load, translations, waitForReads: () => waitForReads };
    return { queryClient, load, translations, byPattern: routesByPattern(createRoutes(data)) };
  }

  /** Runs every loader of the routes a URL matches (layouts and screen), as the router does on a visit. */
  function visit(routes: RouteObject[] | undefined, url: string, params: Record<string, string>) {
    const args = { params, request: new Request(`http://localhost${url}`), context: undefined } as LoaderFunctionArgs;
    return (routes ?? []).map((route) => (typeof route.loader === 'function' ? route.loader(args) : undefined));
  }

  it('fills the cache the screen reads with its hooks, and returns without waiting for the answers', async () => {
    const { queryClient, byPattern } = loaderEnvironment(signInAsDemo(window.localStorage));
    const url = paths.website(projectId, competitorId, websiteId);
    const results = visit(byPattern.get(routePatterns.website), url, { projectId, competitorId, websiteId });
    expect(results).toEqual([null]);
    for (const key of [projectKeys.detail(projectId), websiteKeys.detail(websiteId)])
      await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    const shell = layoutOf(byPattern, routePatterns.dashboard);
    visit(shell ? [shell] : [], url, {});
    await waitFor(() => expect(queryClient.getQueryState(projectKeys.list())?.status).toBe('success'));
    expect(queryClient.getQueryState(competitorKeys.detail(competitorId))).toBeUndefined();
  });

  it("waits for the page's first screen's reads, so that screen is drawn once, with its data", async () => {
    const { queryClient, byPattern } = loaderEnvironment(signInAsDemo(window.localStorage), { waitForReads: true });
    const [waiting] = visit(byPattern.get(routePatterns.project), paths.project(projectId), { projectId });
    expect(waiting).toBeInstanceOf(Promise);
    expect(queryClient.getQueryState(projectKeys.detail(projectId))?.status).not.toBe('success');
    await waiting;
    expect(queryClient.getQueryState(projectKeys.detail(projectId))?.status).toBe('success');
  });

  it('draws the first screen in its loading state when its reads take longer than the wait', async () => {
    server.use(
      http.get('*/api/v1/projects/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { byPattern } = loaderEnvironment(signInAsDemo(window.localStorage), { waitForReads: true });
      const [waiting] = visit(byPattern.get(routePatterns.project), paths.project(projectId), { projectId });
      let settled = false;
      void Promise.resolve(waiting).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 100);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the sidebar's unread count with a project's screens, and none outside a project", async () => {
    const { queryClient, byPattern } = loaderEnvironment(signInAsDemo(window.localStorage));
    const shell = layoutOf(byPattern, routePatterns.dashboard);
    const unread = hooks.unreadActivityQueryOptions(
      createApiClient({ baseUrl: TEST_API_BASE_URL, getToken: () => null }),
      projectId,
    );
    visit(shell ? [shell] : [], paths.dashboard, {});
    await waitFor(() => expect(queryClient.getQueryState(projectKeys.list())?.status).toBe('success'));
    expect(queryClient.getQueryState(unread.queryKey)).toBeUndefined();
    visit(shell ? [shell] : [], paths.project(projectId), { projectId });
    await waitFor(() => expect(queryClient.getQueryState(unread.queryKey)?.status).toBe('success'));
    expect(queryClient.getQueryData<{ unread: number }>(unread.queryKey)?.unread).toEqual(expect.any(Number));
  });

  it('reads nothing, and loads no client, without a session (SPEC §6)', () => {
    const { load, byPattern } = loaderEnvironment(null);
    visit(byPattern.get(routePatterns.project), paths.project(projectId), { projectId });
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the translations a screen speaks beside its code: the project page its own, login only auth', () => {
    // Without a session, so no read leaves this test running.
    const { translations, byPattern } = loaderEnvironment(null);
    visit(byPattern.get(routePatterns.project), paths.project(projectId), { projectId });
    expect(translations.mock.calls.flat(2).sort()).toEqual(['activity', 'projects']);
    translations.mockClear();
    const loginLayout = layoutOf(byPattern, routePatterns.login);
    visit(loginLayout ? [loginLayout] : [], paths.login, {});
    expect(translations.mock.calls.flat(2)).toEqual(['auth']);
  });

  it('asks for each of the project page’s first reads once: the screen finds what its loaders started', async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'GET') requested.push(new URL(request.url).pathname + new URL(request.url).search);
    };
    server.events.on('request:start', record);
    try {
      renderRoute(paths.project(projectId), { signedIn: true });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      const project = `/api/v1/projects/${projectId}`;
      await waitFor(() => expect(requested).toContain(project));
      expect(requested.filter((url) => url === project)).toHaveLength(1);
      expect(requested.filter((url) => url === '/api/v1/projects/')).toHaveLength(1);
      // The sidebar's Radar badge: started by the shell's loader, found by the sidebar.
      const unread = `${project}/activity/?limit=1`;
      await waitFor(() => expect(requested).toContain(unread));
      expect(requested.filter((url) => url === unread)).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});

/** Resolves once the router's first navigation has settled: the first screen's code and reads are in. */
function firstNavigation(router: Awaited<ReturnType<typeof createAppRouter>>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

describe('the app router', () => {
  it("asks for the first screen's translations before it makes the router, whose first navigation is the longer work", async () => {
    window.history.replaceState(null, '', paths.project(seededIds.projects.payments));
    const asked: string[][] = [];
    const making = createAppRouter({ token: () => null, translations: (namespaces) => asked.push([...namespaces]) });
    // Before the router exists: only the early request has been made.
    expect(asked).toEqual([['projects', 'activity']]);
    const router = await making;
    router.dispose();
  });

  it('waits for the reads of its first navigation only: a later screen shows its own loading state', async () => {
    const payments = seededIds.projects.payments;
    const retail = seededIds.projects.retail;
    const token = signInAsDemo(window.localStorage);
    window.history.replaceState(null, '', paths.project(payments));
    const router = await createAppRouter({ token: () => token, translations: () => undefined });
    try {
      await firstNavigation(router);
      const { queryClient } = await import('./appData');
      expect(queryClient.getQueryState(projectKeys.detail(payments))?.status).toBe('success');

      // The other project's answer is held back until the test lets it go; the wait's own
      // time limit never runs out here, so a loader that waited would hold the visit forever.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get(`*/api/v1/projects/${retail}`, async () => {
          await released;
          return HttpResponse.json({});
        }),
      );
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      await router.navigate(paths.project(retail));
      expect(router.state.location.pathname).toBe(paths.project(retail));
      expect(queryClient.getQueryState(projectKeys.detail(retail))?.status).toBe('pending');
      release();
    } finally {
      vi.useRealTimers();
      router.dispose();
    }
  });
});
