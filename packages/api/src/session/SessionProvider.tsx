import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '../client';
import type { User } from '../schema';
import {
  TOKEN_STORAGE_KEY,
  createSessionStore,
  type SessionStatus,
  type SessionStore,
  type TokenStorage,
} from './store';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  token: string | null;
  login(email: string, password: string): Promise<User>;
  logout(): void;
  refresh(): Promise<void>;
  /** Continues the session under a token the server just gave (after a password change). */
  adoptToken(token: string): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);
/**
 * The API client of useApiClient. Exported so a part of the tree that loads
 * later (the screens that read data) can provide one the tree above left out.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

export interface SessionProviderProps {
  /** Left out when the screens below provide it themselves (ApiClientContext); then `store` is required. */
  client?: ApiClient | undefined;
  /** Defaults to localStorage; must be the storage the client's getToken reads. */
  storage?: TokenStorage | undefined;
  /** A stored token was refused: show the session-expired toast (SPEC §4). */
  onExpired?: (() => void) | undefined;
  /**
   * A store made (and usually started) before the tree mounts, so the profile is on its way
   * while the screen's code and translations load; it must use the same client and storage.
   */
  store?: SessionStore | undefined;
  children: ReactNode;
}

/**
 * SPEC §4's session for a React tree. Signing out (or an expired token)
 * clears the React Query cache when one is mounted above, so the next user
 * never sees the previous one's data.
 */
export function SessionProvider({ client, storage, onExpired, store: given, children }: SessionProviderProps) {
  const queryClient = useContext(QueryClientContext);
  const store = useMemo(() => {
    if (given) return given;
    if (!client) throw new Error('<SessionProvider> needs a client or a store');
    return createSessionStore({ client, storage: storage ?? null });
  }, [given, client, storage]);

  // Declared before the start effect, so the callbacks are in place when the profile fetch settles.
  useEffect(() => {
    store.setCallbacks({ onExpired, onSignedOut: () => queryClient?.clear() });
  }, [store, onExpired, queryClient]);

  useEffect(() => {
    void store.start();
  }, [store]);

  // Another tab signing in or out changes the stored token.
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) store.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      login: store.login,
      logout: store.logout,
      refresh: store.refresh,
      adoptToken: store.adoptToken,
    }),
    [state, store],
  );

  return (
    <ApiClientContext.Provider value={client ?? null}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </ApiClientContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a <SessionProvider> above it');
  return value;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs a <SessionProvider> above it');
  return client;
}
