import type { ApiClient } from '@spyglass/api/client';
import { fetchWithEarlyRequests } from './earlyRequests';

export type DeferredApiClientOptions = {
  /** VITE_API_URL, for pages served from a host that is not the API's (DESIGN "The app"). */
  envUrl?: string | undefined;
  getToken: () => string | null;
};

/**
 * The API client, loaded on its first call. The client validates every
 * answer with the contract's zod schemas, so loading it eagerly would put zod
 * in front of the first screen; a signed-out visitor on /login makes no call
 * until they submit the form. The API base is resolved the same way as always
 * (same origin, or localhost:8000 from a dev port, or VITE_API_URL), and a
 * profile call index.html's boot script already made is taken as it is.
 */
export function createDeferredApiClient({ envUrl, getToken }: DeferredApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () =>
    (client ??= import('@spyglass/api/client').then(({ createApiClient, resolveApiBaseUrl }) =>
      createApiClient({
        baseUrl: resolveApiBaseUrl(window.location, envUrl),
        getToken,
        fetch: fetchWithEarlyRequests(),
      }),
    ));
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const loaded = await load();
        const method = loaded[name as keyof ApiClient] as unknown as (...params: unknown[]) => unknown;
        return method.apply(loaded, args);
      };
    },
  });
}
