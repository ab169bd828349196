import { HttpResponse, http, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import {
  endpointGroups,
  endpoints,
  queryIdsOf,
  routeOf,
  rowOf,
  type EndpointGroup,
  type EndpointName,
  type EndpointSpec,
  type Endpoints,
  type ParamNames,
  type RowName,
} from '../endpoints';
import { pagingSchema, validationErrorBody, type ErrorBody, type Paging } from '../schema';
import { userForToken, type MockDb, type MockUser } from './db';

// The mock answers 422s in the server's words, zod's English messages; zod/mini sets no locale itself.
z.config(z.locales.en());

/** The server's sentences (DESIGN "The wire contract"), repeated so the mock answers alike. */
export const NOT_AUTHENTICATED = 'Could not validate credentials';
export const WRONG_CREDENTIALS = 'Incorrect email or password. Check your credentials.';
export const EMAIL_TAKEN = 'The user with this email is already registered in the system';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const INVALID_JSON = 'The request body is not valid JSON';

/** The mock handler groups: a story can replace one and keep the rest. */
export const handlerGroupNames = endpointGroups;
export type HandlerGroupName = EndpointGroup;

/** A failure a resolver throws; the route answers it as `{ detail }`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: ErrorBody['errors'],
  ) {
    super(detail);
  }
}

export const notFound = (what: string) => new MockHttpError(404, `${what} not found`);

export function errorResponse(status: number, detail: string, errors?: ErrorBody['errors']) {
  const body: ErrorBody = errors ? { detail, errors } : { detail };
  return HttpResponse.json(body, { status });
}

export interface RouteContext {
  request: Request;
  /** The ids the call names, by name (`projectId`), from its path or its query string. */
  params: Record<string, string>;
  url: URL;
  db: MockDb;
}

export type Resolver<C> = (context: C) => Response | Promise<Response>;

/** One call of the endpoint table as the mock backend answers it. */
export interface MockRoute {
  name: EndpointName;
  group: HandlerGroupName;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api/v1, with the server's trailing slashes, as MSW matches it. */
  path: string;
  auth: boolean;
  /** The row a path id names, for the not-found scenario ("Project not found"). */
  resource?: RowName | undefined;
  resolve: Resolver<RouteContext>;
}

type Spec<N extends EndpointName> = Endpoints[N];

/** What the answer of endpoint N is worked out from: its ids, the signed-in user, the validated body, the paging, the query. */
export type MockContext<N extends EndpointName> = RouteContext & {
  params: Record<ParamNames<Spec<N>['path']>[number], string>;
} & (Spec<N> extends { auth: false } ? unknown : { user: MockUser }) &
  (Spec<N> extends { body: z.ZodMiniType } ? { body: z.output<Spec<N>['body']> } : unknown) &
  (Spec<N> extends { paging: true } ? { paging: Paging } : unknown) &
  (Spec<N> extends { query: z.ZodMiniObject } ? { query: z.output<Spec<N>['query']> } : unknown);

/** How the mock backend answers one endpoint of the table. */
export type MockResolver<N extends EndpointName> = Resolver<MockContext<N>>;
export type MockResolvers = { [N in EndpointName]?: MockResolver<N> };

/**
 * The route of an endpoint, all of it read off the table: method, path,
 * group, the row it names; and, before `resolve` runs, what the server does
 * first: 401 without a live user's token (SPEC §6), 400 for a body that is
 * not JSON and 422 for one that breaks the body's schema or for bad paging.
 * An endpoint the mock has no answer for yet answers 501, saying so.
 */
export function mockRoute<N extends EndpointName>(name: N, resolve?: MockResolver<N>): MockRoute {
  const spec: EndpointSpec = endpoints[name];
  const path = routeOf(spec.path);
  const queryIds = Object.entries(queryIdsOf(spec.path));
  const auth = spec.auth !== false;
  return {
    name,
    group: spec.group,
    method: spec.method.toLowerCase() as MockRoute['method'],
    path,
    auth,
    resource: rowOf(spec.path),
    resolve: async (context) => {
      const user = auth ? userForToken(context.db, context.request.headers.get('Authorization')) : null;
      if (auth && !user) throw new MockHttpError(401, NOT_AUTHENTICATED);
      if (!resolve) throw new MockHttpError(501, `The mock backend does not answer ${spec.method} ${path} yet`);
      const params = { ...context.params };
      for (const [key, id] of queryIds) params[id] = context.url.searchParams.get(key) ?? '';
      const body = spec.body ? validate(spec.body, await readJson(context.request)) : undefined;
      const searched = Object.fromEntries(context.url.searchParams);
      const paging = spec.paging ? validate(pagingSchema, searched, 'querystring') : undefined;
      const query = spec.query ? validate(spec.query, searched, 'querystring') : undefined;
      return resolve({ ...context, params, user, body, paging, query } as unknown as MockContext<N>);
    },
  };
}

/** The route answering from `getDb()`; `behaviour` lets scenarios answer differently. */
export function toHandler(
  route: MockRoute,
  getDb: () => MockDb,
  behaviour?: Resolver<RouteContext & { route: MockRoute }>,
): HttpHandler {
  return http[route.method](`*/api/v1${route.path}`, async ({ request, params }) => {
    const context = {
      request,
      params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
      url: new URL(request.url),
      db: getDb(),
    };
    try {
      return await (behaviour ? behaviour({ ...context, route }) : route.resolve(context));
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.status, error.detail, error.errors);
      throw error;
    }
  });
}

/** Parses a payload like the server: 422 with the schema's sentence naming the field. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  where: 'body' | 'querystring' = 'body',
): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const body = validationErrorBody(parsed.error, where);
    throw new MockHttpError(422, body.detail, body.errors);
  }
  return parsed.data;
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockHttpError(400, INVALID_JSON);
  }
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

export const nowIso = () => new Date().toISOString();

/**
 * The address the mock backend's links start with, as a server's PUBLIC_URL
 * would: fixed, so a story showing a link keeps one screenshot.
 */
export const MOCK_PUBLIC_URL = 'http://localhost:8000';
