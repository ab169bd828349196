import { createApiClient, resolveApiBaseUrl } from '@spyglass/api/client';
import { TOKEN_STORAGE_KEY } from '@spyglass/api/session';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Access to localStorage can throw (blocked cookies, sandboxed frames).
    return null;
  }
}

/**
 * The app's API client. It validates every answer with the contract's zod
 * schemas, so this module is imported only where data is read (the screens'
 * data scope, the route loaders, a session's first call): /login's first
 * screen goes without it. The API base is the page's origin, or
 * localhost:8000 from a dev port, or VITE_API_URL (DESIGN "The app").
 */
export const apiClient = createApiClient({
  baseUrl: resolveApiBaseUrl(window.location, import.meta.env.VITE_API_URL),
  getToken: storedToken,
});
