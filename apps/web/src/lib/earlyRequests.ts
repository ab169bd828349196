/**
 * API reads index.html's boot script starts before any module has loaded
 * (vite/bootScript.ts): a stored session's profile and the first screen's
 * data, so the screen does not wait for the app's code before it asks.
 */
export type EarlyRequest = { url: string; authorization: string; startedAt: number; response: Promise<Response> };

/** Where the boot script leaves them. */
export const EARLY_REQUESTS_GLOBAL = '__spyglassEarlyRequests';

/** An answer older than this is not the first screen's any more: ask again. */
export const EARLY_REQUEST_TTL_MS = 10_000;

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[];
  }
}

/**
 * A fetch that answers a GET the boot script already made (same URL, same
 * token, still fresh) with that request's response, once; anything else goes
 * to the network. Any write drops what is left, since it may have changed it.
 */
export function fetchWithEarlyRequests(
  source: () => EarlyRequest[] | undefined = () => window[EARLY_REQUESTS_GLOBAL],
  now: () => number = Date.now,
): typeof fetch {
  return (input, init) => {
    const early = source();
    if (early?.length) {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') {
        early.length = 0;
      } else {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const authorization = new Headers(init?.headers).get('authorization');
        const at = early.findIndex(
          (request) =>
            request.url === url &&
            request.authorization === authorization &&
            now() - request.startedAt < EARLY_REQUEST_TTL_MS,
        );
        if (at >= 0) return early.splice(at, 1)[0]!.response;
      }
    }
    return globalThis.fetch(input, init);
  };
}
