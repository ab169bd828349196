import { scenarios } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render';
import { preloadRouteModules } from './router';

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
