import type { ApiClient } from '../client';
import type { User } from '../schema';

/** DESIGN "The app": where the bearer token lives in browser storage. */
export const TOKEN_STORAGE_KEY = 'spyglass.access_token';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  token: string | null;
}

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The calls a session makes: a client, or a stand-in that loads one on first use. */
export type SessionClient = Pick<ApiClient, 'getCurrentUser' | 'login' | 'logout'>;

export interface SessionStoreOptions {
  client: SessionClient;
  /** Where the token is kept; localStorage when available, else memory. The client must read the same place. */
  storage?: TokenStorage | null;
  /** A stored token failed the profile fetch: the app says the session expired (SPEC §4). */
  onExpired?: () => void;
  /** The user's data left: the app drops cached answers of the previous user. */
  onSignedOut?: () => void;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** SPEC §4: with a stored token and no user, fetch the profile; failure ends the session as expired. */
  start(): Promise<void>;
  /** SPEC §4: token call, store the token, fetch the profile. Rejects with the ApiError of the failing call. */
  login(email: string, password: string): Promise<User>;
  /** Ends the session on the server and forgets it here at once (the server's answer is not awaited). */
  logout(): void;
  /** Re-fetches the profile; on failure logs out. */
  refresh(): Promise<void>;
  /**
   * Keeps the session going under a new token the server gave (a password change ends every
   * session and answers the token of a new one), then re-fetches the profile.
   */
  adoptToken(token: string): Promise<void>;
  /** Re-reads the stored token (another tab signed in or out). */
  syncFromStorage(): void;
  /**
   * Replaces onExpired and onSignedOut (a React provider's latest callbacks). A session that
   * expired before any onExpired was set (a store started before the screen mounted) is
   * reported to the first one.
   */
  setCallbacks(callbacks: Pick<SessionStoreOptions, 'onExpired' | 'onSignedOut'>): void;
}

/** A Storage that lives in memory: tests, and browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function defaultStorage(): TokenStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Access to localStorage can throw (blocked cookies, sandboxed frames).
  }
  return createMemoryStorage();
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const storage = options.storage ?? defaultStorage();
  let callbacks: Pick<SessionStoreOptions, 'onExpired' | 'onSignedOut'> = {
    onExpired: options.onExpired,
    onSignedOut: options.onSignedOut,
  };
  const listeners = new Set<() => void>();

  const read = (): string | null => {
    try {
      return storage.getItem(TOKEN_STORAGE_KEY) || null;
    } catch {
      return null;
    }
  };
  const write = (token: string | null) => {
    try {
      if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
      else storage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // A storage that refuses writes leaves the session in memory only.
    }
  };

  const initialToken = read();
  let state: SessionState = { status: initialToken ? 'loading' : 'anonymous', user: null, token: initialToken };
  // Each sign-in or sign-out starts a new generation; answers of an older one are dropped.
  let generation = 0;
  let pending: Promise<void> | null = null;
  let unreportedExpiry = false;

  const reportExpiry = () => {
    if (callbacks.onExpired) callbacks.onExpired();
    else unreportedExpiry = true;
  };

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const signOut = () => {
    generation += 1;
    pending = null;
    const hadSession = state.token !== null || state.user !== null;
    write(null);
    set({ status: 'anonymous', user: null, token: null });
    if (hadSession) callbacks.onSignedOut?.();
  };

  const start = (): Promise<void> => {
    const token = read();
    if (!token) {
      if (state.status !== 'anonymous' || state.token) set({ status: 'anonymous', user: null, token: null });
      return Promise.resolve();
    }
    if (state.user && state.token === token) return Promise.resolve();
    if (pending) return pending;
    const mine = generation;
    if (state.status !== 'loading' || state.token !== token) set({ status: 'loading', user: null, token });
    pending = options.client.getCurrentUser().then(
      (user) => {
        if (mine !== generation) return;
        pending = null;
        set({ status: 'authenticated', user, token });
      },
      () => {
        if (mine !== generation) return;
        signOut();
        reportExpiry();
      },
    );
    return pending;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    async login(email, password) {
      const { access_token: token } = await options.client.login(email, password);
      unreportedExpiry = false;
      generation += 1;
      pending = null;
      const mine = generation;
      write(token);
      try {
        const user = await options.client.getCurrentUser();
        if (mine === generation) set({ status: 'authenticated', user, token });
        return user;
      } catch (error) {
        if (mine === generation) signOut();
        throw error;
      }
    },
    logout() {
      // The server ends the session too, so a copy of the token stops working. The call reads the
      // token when it starts, before signOut forgets it; the browser forgets it whatever the answer.
      if (state.token) void options.client.logout().catch(() => undefined);
      signOut();
    },
    async refresh() {
      const token = read();
      if (!token) {
        signOut();
        return;
      }
      const mine = generation;
      try {
        const user = await options.client.getCurrentUser();
        if (mine === generation) set({ status: 'authenticated', user, token });
      } catch {
        if (mine === generation) signOut();
      }
    },
    async adoptToken(token) {
      generation += 1;
      pending = null;
      write(token);
      set({ ...state, token });
      const mine = generation;
      try {
        const user = await options.client.getCurrentUser();
        if (mine === generation) set({ status: 'authenticated', user, token });
      } catch {
        if (mine === generation) signOut();
      }
    },
    syncFromStorage() {
      const token = read();
      if (token === state.token) return;
      if (!token) {
        signOut();
        return;
      }
      generation += 1;
      pending = null;
      set({ status: 'loading', user: null, token });
      void start();
    },
    setCallbacks(next) {
      callbacks = next;
      if (unreportedExpiry && next.onExpired) {
        unreportedExpiry = false;
        next.onExpired();
      }
    },
  };
}
