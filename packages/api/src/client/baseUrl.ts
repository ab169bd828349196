/** DESIGN "The app": the API server's default local port (SPEC §9). */
export const DEFAULT_LOCAL_API_URL = 'http://localhost:8000';

/** Ports of the dev tools that serve the app without the API: vite dev, vite preview, Storybook. */
export const DEV_PORTS: ReadonlySet<string> = new Set(['5173', '4173', '6006']);
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

type LocationLike = Pick<Location, 'hostname' | 'port' | 'origin'>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Where the API lives (DESIGN "The app"): the page's own origin when the
 * server itself serves it (`npm start` on :8000, or any other non-dev port);
 * http://localhost:8000 when a dev tool serves it from another localhost port;
 * `VITE_API_URL` for a separately hosted front end (falling back to the
 * page's origin when unset). Without a page (tests, scripts) the env URL or
 * the local default.
 */
export function resolveApiBaseUrl(location?: LocationLike | null, envUrl?: string | null): string {
  const env = envUrl?.trim() ? trimSlash(envUrl.trim()) : null;
  const page = location ?? (typeof globalThis.location === 'undefined' ? null : globalThis.location);
  if (!page || !page.origin || page.origin === 'null') return env ?? DEFAULT_LOCAL_API_URL;
  if (LOCAL_HOSTS.has(page.hostname)) {
    return DEV_PORTS.has(page.port) ? DEFAULT_LOCAL_API_URL : trimSlash(page.origin);
  }
  return env ?? trimSlash(page.origin);
}
