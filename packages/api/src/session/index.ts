export { TOKEN_STORAGE_KEY, createSessionStore, createMemoryStorage } from './store';
export type {
  SessionClient,
  SessionState,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
  TokenStorage,
} from './store';
export { ApiClientContext, SessionProvider, useSession, useApiClient } from './SessionProvider';
export type { SessionProviderProps, SessionValue } from './SessionProvider';
