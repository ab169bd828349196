import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoCredentials, demoToken, scenarios } from '../mocks';
import { server } from '../mocks/node';
import { projectKeys, useProjects } from '../hooks';
import { createWrapper } from '../testing/render';
import { createApiClient } from '../client';
import { TEST_BASE_URL } from '../testing/client';
import { SessionProvider, TOKEN_STORAGE_KEY, createMemoryStorage, createSessionStore, useSession } from './index';

describe('SPEC §4: the session', () => {
  it('keeps the token under spyglass.access_token', () => {
    expect(TOKEN_STORAGE_KEY).toBe('spyglass.access_token');
  });

  it('is anonymous without a stored token', () => {
    const { wrapper } = createWrapper({ signedIn: false });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ status: 'anonymous', user: null, token: null });
  });

  it('fetches the profile when a token is stored but no user is loaded', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user?.full_name).toBe('Dana Reyes');
  });

  it('ends an expired session: token removed, anonymous, onExpired called', async () => {
    server.use(...scenarios.expiredToken());
    const onExpired = vi.fn();
    const { wrapper, storage } = createWrapper({ onExpired });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('logs in: stores the token and loads the user', async () => {
    const { wrapper, storage } = createWrapper({ signedIn: false });
    const { result } = renderHook(() => useSession(), { wrapper });
    let user: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      user = await result.current.login(demoCredentials.email, demoCredentials.password);
    });
    expect(user?.email).toBe(demoCredentials.email);
    expect(result.current.status).toBe('authenticated');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(result.current.token);
  });

  it('rejects a wrong login with the server sentence and stays anonymous', async () => {
    const { wrapper, storage } = createWrapper({ signedIn: false });
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await expect(result.current.login(demoCredentials.email, 'wrong-password')).rejects.toThrow(
        'Incorrect email or password. Check your credentials.',
      );
    });
    expect(result.current.status).toBe('anonymous');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logs out: token and user cleared, cached data dropped', async () => {
    const { wrapper, storage, queryClient } = createWrapper();
    const { result } = renderHook(() => ({ session: useSession(), projects: useProjects() }), { wrapper });
    await waitFor(() => expect(result.current.projects.data?.count).toBe(2));
    act(() => result.current.session.logout());
    expect(result.current.session).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The mounted list stays, disabled and without the previous user's data.
    expect(queryClient.getQueryData(projectKeys.list())).toBeUndefined();
    expect(result.current.projects.data).toBeUndefined();
  });

  it('logs out on the server too, with the token it held', async () => {
    const ended: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/logout', ({ request }) => {
        ended.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { wrapper, storage } = createWrapper();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    const token = result.current.token;
    act(() => result.current.logout());
    expect(result.current.status).toBe('anonymous');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(ended).toEqual([`Bearer ${token}`]));
  });

  it('still signs out here when the server cannot be reached', async () => {
    server.use(http.post('*/api/v1/logout', () => HttpResponse.error()));
    const { wrapper, storage } = createWrapper();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    act(() => result.current.logout());
    expect(result.current).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('refresh re-fetches the profile and logs out when it fails', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.refresh());
    expect(result.current.status).toBe('authenticated');
    server.use(...scenarios.expiredToken());
    await act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'anonymous', user: null });
  });
});

describe('a session store started before the screen mounts', () => {
  function startedStore() {
    const storage = createMemoryStorage({ [TOKEN_STORAGE_KEY]: demoToken });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => storage.getItem(TOKEN_STORAGE_KEY) });
    const getCurrentUser = vi.spyOn(client, 'getCurrentUser');
    const store = createSessionStore({ client, storage });
    const started = store.start();
    return { storage, client, store, started, getCurrentUser };
  }

  it('is used as given: the profile already on its way is not asked for again', async () => {
    const { client, store, started, getCurrentUser } = startedStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider client={client} store={store}>
        {children}
      </SessionProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(() => started);
    expect(result.current.status).toBe('authenticated');
    expect(result.current.user?.full_name).toBe('Dana Reyes');
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('reports an expiry that happened before the provider mounted, once', async () => {
    server.use(...scenarios.expiredToken());
    const { client, store, started, storage } = startedStore();
    await started;
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const onExpired = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider client={client} store={store} onExpired={onExpired}>
        {children}
      </SessionProvider>
    );
    const { result, rerender } = renderHook(() => useSession(), { wrapper });
    expect(result.current.status).toBe('anonymous');
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    rerender();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
