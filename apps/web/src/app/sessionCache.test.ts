import type { User } from '@spyglass/api/schema';
import { type SessionClient, createMemoryStorage, createSessionStore } from '@spyglass/api/session';
import { describe, expect, it, vi } from 'vitest';
import { onPersonChange } from './sessionCache';

const person = (id: string) => ({ id, email: `${id}@example.com` }) as User;

/** A session over a client that answers the profile of whoever the token names. */
function session(token: string | null) {
  const storage = createMemoryStorage(token ? { 'spyglass.access_token': token } : {});
  const client: SessionClient = {
    getCurrentUser: async () => person(String(storage.getItem('spyglass.access_token')).split(':')[0] ?? ''),
    login: async (email) => ({ access_token: `${email}:1`, token_type: 'bearer' }),
    logout: async () => true,
  };
  const store = createSessionStore({ client, storage });
  const clear = vi.fn();
  onPersonChange(store, clear);
  return { store, storage, clear };
}

describe('onPersonChange: when the app empties its cache', () => {
  it('on a sign-out', async () => {
    const { store, clear } = session('ada:1');
    await store.start();
    expect(clear).not.toHaveBeenCalled();
    store.logout();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('when a stored token turns out expired', async () => {
    const store = createSessionStore({
      client: { getCurrentUser: () => Promise.reject(new Error('401')), login: vi.fn(), logout: vi.fn() },
      storage: createMemoryStorage({ 'spyglass.access_token': 'ada:1' }),
    });
    const clear = vi.fn();
    onPersonChange(store, clear);
    await store.start();
    expect(store.getState().status).toBe('anonymous');
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('when another person signs in in another tab, but not for a new token of the same person', async () => {
    const { store, storage, clear } = session('ada:1');
    await store.start();
    await store.adoptToken('ada:2');
    expect(clear).not.toHaveBeenCalled();
    storage.setItem('spyglass.access_token', 'bob:1');
    store.syncFromStorage();
    await vi.waitFor(() => expect(store.getState().user?.id).toBe('bob'));
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('not when a signed-out visitor signs in', async () => {
    const { store, clear } = session(null);
    await store.login('ada', 'secret');
    expect(store.getState().user?.id).toBe('ada');
    expect(clear).not.toHaveBeenCalled();
  });
});
