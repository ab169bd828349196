import { z } from 'zod/mini';
import {
  endpointNames,
  endpoints,
  fileNameOf,
  fillPath,
  idParams,
  paramNames,
  type CallParts,
  type EndpointMethod,
  type EndpointSpec,
  type Endpoints,
  type IdParam,
  type PagingParams,
  queryParams,
} from '../endpoints';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';

export type { CallOptions, PagingParams } from '../endpoints';

export interface ApiClientOptions {
  /** Origin of the API, without the /api/v1 prefix; see resolveApiBaseUrl. */
  baseUrl: string;
  /** The current bearer token, read on every call (null when signed out). */
  getToken: () => string | null;
  /** Defaults to the global fetch, looked up per call so test interceptors apply. */
  fetch?: typeof fetch;
}

/**
 * One method per entry of the endpoint table, named after it:
 * `getProject(id, options?)`, `createWebsite(competitorId, payload)`,
 * `getProjectActivity(id, paging?, filters?, options?)`, `login(email, password)`.
 * Arguments are the path's ids, then the body, then the paging, then the
 * query, then (reads) the call options; see EndpointArgs.
 */
export type ApiClient = { [N in keyof Endpoints]: EndpointMethod<Endpoints[N]> };

/** Reason phrases for when the transport drops them (HTTP/2 sends none). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What a network failure reads as in the statusText-style fallbacks. */
export const NETWORK_ERROR_TEXT = 'Network error';

/** The server's `detail` (SPEC §8): a sentence, or a list of `{ msg }` items joined. */
function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body as { detail: unknown };
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item: unknown) => (typeof item === 'object' && item !== null && 'msg' in item ? String(item.msg) : null))
      .filter((part): part is string => Boolean(part));
    if (parts.length > 0) return parts.join('; ');
  }
  return null;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

interface Outgoing extends CallParts {
  paging?: PagingParams | undefined;
  query?: Record<string, unknown> | undefined;
  signal?: AbortSignal | undefined;
}

/** What a call sends, read off its arguments in the order EndpointArgs gives them. */
function outgoing(spec: EndpointSpec, args: unknown[]): Outgoing {
  if (spec.args) return (spec.args as (...input: unknown[]) => CallParts)(...args);
  const names = paramNames(spec.path);
  const rest = args.slice(names.length);
  const ids = Object.fromEntries(names.map((name, index) => [name, args[index]])) as Outgoing['ids'];
  const body = spec.body ? rest.shift() : undefined;
  const paging = spec.paging ? (rest.shift() as PagingParams | undefined) : undefined;
  const query = spec.query ? (rest.shift() as Record<string, unknown> | undefined) : undefined;
  const options = spec.method === 'GET' ? (rest.shift() as { signal?: AbortSignal } | undefined) : undefined;
  return { ids, body, paging, query, signal: options?.signal };
}

/** SPEC §8: a call that names an id refuses to go without it. */
function checkIds(spec: EndpointSpec, ids: Outgoing['ids'] = {}): void {
  for (const name of new Set([...paramNames(spec.path), ...(Object.keys(ids) as IdParam[])])) {
    const value = ids[name];
    if (typeof value !== 'string' || value.trim() === '') throw new ApiError(0, idParams[name].required);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function call(spec: EndpointSpec, args: unknown[]): Promise<unknown> {
    const parts = outgoing(spec, args);
    checkIds(spec, parts.ids);

    let url = `${baseUrl}/api/v1${fillPath(spec.path, parts.ids ?? {})}`;
    const query = new URLSearchParams();
    if (parts.paging?.limit !== undefined) query.set('limit', String(parts.paging.limit));
    if (parts.paging?.offset !== undefined) query.set('offset', String(parts.paging.offset));
    for (const [key, value] of queryParams(parts.query)) query.set(key, value);
    if (query.size > 0) url += `${url.includes('?') ? '&' : '?'}${query.toString()}`;

    // An image call still hears its failures as JSON.
    const headers = new Headers({
      Accept:
        spec.answer === 'image'
          ? 'image/*, application/json;q=0.5'
          : spec.answer === 'file'
            ? '*/*'
            : 'application/json',
    });
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: string | undefined;
    if (parts.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(parts.form).toString();
    } else if (parts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(parts.body);
    }

    let response: Response;
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      response = await fetchImpl(url, { method: spec.method, headers, body, signal: parts.signal ?? null });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, spec.fallback({ status: 0, statusText: NETWORK_ERROR_TEXT, text: '' }), { cause: error });
    }

    if (response.ok && spec.answer === 'image') {
      const type = response.headers.get('Content-Type') ?? '';
      if (!type.startsWith('image/')) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
      return response.blob();
    }
    if (response.ok && spec.answer === 'file') {
      return { blob: await response.blob(), filename: fileNameOf(response.headers.get('Content-Disposition')) };
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      let detail: string | null = null;
      try {
        detail = detailOf(JSON.parse(text));
      } catch {
        // Not JSON: the call's fallback sentence applies (SPEC §8).
      }
      const statusText = response.statusText || STATUS_TEXT[response.status] || String(response.status);
      throw new ApiError(
        response.status,
        detail ?? spec.fallback({ status: response.status, statusText, text: text.slice(0, 200) }),
      );
    }
    // An answer without a body (204) reports success as `true`.
    if (spec.answer === null || spec.answer === 'image' || spec.answer === 'file') return true;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, { cause: error });
    }
    const parsed = z.safeParse(spec.answer, json);
    if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, { cause: parsed.error });
    return parsed.data;
  }

  return Object.fromEntries(
    endpointNames.map((name) => [name, (...args: unknown[]) => call(endpoints[name], args)]),
  ) as unknown as ApiClient;
}
