import type { z } from 'zod/mini';

/**
 * What one call of the wire contract is, as the endpoint table (table.ts)
 * writes it. The client's methods, the hooks' query keys and the mock
 * backend's routes are all read off these facts; nothing else spells a path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The mock backend's handler groups: a story can replace one group and keep the rest. */
export const endpointGroups = [
  'auth',
  'projects',
  'competitors',
  'websites',
  'pages',
  'activity',
  'recon',
  'account',
  'features',
  'notifications',
  'import',
  'apiKeys',
  'exports',
  'teams',
] as const;
export type EndpointGroup = (typeof endpointGroups)[number];

/**
 * The ids a path may name, each with the row it names: SPEC §8's sentence for
 * a call refused before sending without it, and the row a 404 names.
 */
export const idParams = {
  projectId: { row: 'Project', required: 'Project ID is required' },
  competitorId: { row: 'Competitor', required: 'Competitor ID is required' },
  websiteId: { row: 'Website', required: 'Website ID is required' },
  pageId: { row: 'Page', required: 'Page ID is required' },
  changeId: { row: 'Change', required: 'Change ID is required' },
  discoveryId: { row: 'Discovery', required: 'Discovery ID is required' },
  channelId: { row: 'Channel', required: 'Channel ID is required' },
  /** Password recovery names the account by its email in the path. */
  email: { row: 'User', required: 'Email is required' },
  screenshotId: { row: 'Screenshot', required: 'Screenshot ID is required' },
  apiKeyId: { row: 'API key', required: 'API key ID is required' },
  teamId: { row: 'Team', required: 'Team ID is required' },
  /** A member of a team, by their user id. */
  userId: { row: 'Member', required: 'User ID is required' },
  invitationId: { row: 'Invitation', required: 'Invitation ID is required' },
  /** An invitation link's secret. */
  token: { row: 'Invitation', required: 'Invitation token is required' },
} as const;
export type IdParam = keyof typeof idParams;
export type RowName = (typeof idParams)[IdParam]['row'];

/** What a fallback sentence is built from when the answer carries no JSON detail. */
export interface Failure {
  status: number;
  statusText: string;
  /** The start of the answer's text. */
  text: string;
}
export type Fallback = (failure: Failure) => string;

export interface PagingParams {
  limit?: number;
  offset?: number;
}

/** Lets React Query cancel a read it no longer needs. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A call's arguments mapped onto what it sends, for calls whose arguments are not the usual ones. */
export interface CallParts {
  /** Every id the call names, checked before sending and put into the path. */
  ids?: Partial<Record<IdParam, string>>;
  /** A JSON body. */
  body?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
}

export interface EndpointSpec {
  method: HttpMethod;
  /**
   * Under /api/v1, byte for byte as the server routes it (trailing slashes
   * included). `:name` stands for an id (a key of `idParams`); after `?` it
   * travels in the query string.
   */
  path: string;
  group: EndpointGroup;
  /** The calls made before signing in say `false`; every product call needs the token (SPEC §6). */
  auth?: false;
  /** A JSON body: the client takes the schema's input, the mock backend validates with it. */
  body?: z.ZodMiniType;
  /** Reads that take `limit` and `offset`. */
  paging?: true;
  /**
   * Reads that take more of their query string (filters, a time zone): its
   * schema. The client sends the fields set (lists comma-separated); the
   * mock backend validates them as the server does.
   */
  query?: z.ZodMiniObject;
  /**
   * The answer's schema; `null` for an answer without a body (204), which the
   * call reports as `true`; `'image'` for an image, which the call answers as a Blob;
   * `'file'` for a download (an export), answered as its Blob and the name the server gave it.
   */
  answer: z.ZodMiniType | null | 'image' | 'file';
  /** SPEC §8: the message when the answer has no JSON `detail`. */
  fallback: Fallback;
  /** Reads: the React Query key's resource and kind; the ids and the paging follow them. */
  key?: readonly [resource: string, kind: string];
  /**
   * A write whose arguments are not the usual ones (the path's ids, then the
   * body) maps them here onto what it sends.
   */
  args?: (...args: never[]) => CallParts;
}

/** The ids a path names, in order (query ids included): `'/a/:projectId/b/'` → `['projectId']`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

type Strings<T extends unknown[]> = { [K in keyof T]: string };

type IdArgs<E extends EndpointSpec> = Strings<ParamNames<E['path']>>;
type PayloadArgs<E extends EndpointSpec> = E extends { body: z.ZodMiniType } ? [payload: z.input<E['body']>] : [];
type PagingArgs<E extends EndpointSpec> = E extends { paging: true } ? [paging?: PagingParams] : [];
type QueryArgs<E extends EndpointSpec> = E extends { query: z.ZodMiniObject } ? [query?: z.input<E['query']>] : [];
type OptionArgs<E extends EndpointSpec> = E extends { method: 'GET' } ? [options?: CallOptions] : [];

/** A read's arguments without the call options: what names its data (and so its query key). */
export type ReadArgs<E extends EndpointSpec> = [...IdArgs<E>, ...PagingArgs<E>, ...QueryArgs<E>];

/** A call's arguments: the path's ids, the body, the paging, the query, the call options; or the endpoint's own `args`. */
export type EndpointArgs<E extends EndpointSpec> = E extends { args: (...args: infer A) => CallParts }
  ? A
  : [...IdArgs<E>, ...PayloadArgs<E>, ...PagingArgs<E>, ...QueryArgs<E>, ...OptionArgs<E>];

export type EndpointAnswer<E extends EndpointSpec> = E['answer'] extends z.ZodMiniType
  ? z.output<E['answer']>
  : E['answer'] extends 'image'
    ? Blob
    : E['answer'] extends 'file'
      ? DownloadedFile
      : true;

export type EndpointMethod<E extends EndpointSpec> = (...args: EndpointArgs<E>) => Promise<EndpointAnswer<E>>;

/** A download as a call answers it: its content and the file name of its Content-Disposition (null when none). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The file name a Content-Disposition header gives: its UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** The ids a path names, in order. */
export function paramNames(path: string): IdParam[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => {
    const name = match[1] as string;
    if (!(name in idParams)) throw new Error(`${path}: ":${name}" is not an id the contract knows`);
    return name as IdParam;
  });
}

/** The path with its ids put in, each encoded. */
export function fillPath(path: string, ids: Partial<Record<IdParam, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: IdParam) => encodeURIComponent(ids[name] ?? ''));
}

/** The route part of a path (what a router matches), without its query. */
export const routeOf = (path: string): string => path.split('?')[0] as string;

/** The ids a path sends in its query string, by query parameter: `?project_id=:projectId` → `{ project_id: 'projectId' }`. */
export function queryIdsOf(path: string): Record<string, IdParam> {
  const query = path.split('?')[1];
  if (!query) return {};
  return Object.fromEntries(
    query.split('&').flatMap((pair) => {
      const [key, value] = pair.split('=');
      return key && value?.startsWith(':') ? [[key, value.slice(1) as IdParam]] : [];
    }),
  );
}

/** The row the path's own id names (the first id outside the query): what a 404 of the call names. */
export function rowOf(path: string): RowName | undefined {
  const [first] = paramNames(routeOf(path));
  return first ? idParams[first].row : undefined;
}

/** A read's query as it travels: the fields set, lists comma-separated. */
export function queryParams(query: Record<string, unknown> | undefined): [string, string][] {
  if (!query) return [];
  return Object.entries(query).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value.length > 0 ? [[key, value.join(',')]] : [];
    return [[key, String(value)]];
  });
}
