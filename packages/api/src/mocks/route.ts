import { HttpResponse, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { validationErrorBody, type ErrorBody } from '../schema';
import { userForToken, type MockDb, type MockUser } from './db';

/** The server's sentences (DESIGN "The wire contract"), repeated so the mock answers alike. */
export const NOT_AUTHENTICATED = 'Could not validate credentials';
export const WRONG_CREDENTIALS = 'Incorrect email or password. Check your credentials.';
export const EMAIL_TAKEN = 'The user with this email is already registered in the system';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const INVALID_JSON = 'The request body is not valid JSON';

export const handlerGroupNames = ['auth', 'projects', 'competitors', 'websites', 'pages', 'activity'] as const;
export type HandlerGroupName = (typeof handlerGroupNames)[number];

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
  params: Record<string, string>;
  url: URL;
  db: MockDb;
}
export interface AuthedContext extends RouteContext {
  user: MockUser;
}

export type Resolver<C> = (context: C) => Response | Promise<Response>;

export interface MockRoute {
  group: HandlerGroupName;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Under /api/v1, with the server's trailing slashes. */
  path: string;
  auth: boolean;
  /** The row a path id names, for the not-found scenario ("Project not found"). */
  resource?: 'Project' | 'Competitor' | 'Website' | 'Page';
  resolve: Resolver<RouteContext>;
}

type RouteSpec = Omit<MockRoute, 'auth' | 'resolve'>;

export function publicRoute(spec: RouteSpec, resolve: Resolver<RouteContext>): MockRoute {
  return { ...spec, auth: false, resolve };
}

/** Every product call needs a bearer token naming a live user (SPEC §6). */
export function authedRoute(spec: RouteSpec, resolve: Resolver<AuthedContext>): MockRoute {
  return {
    ...spec,
    auth: true,
    resolve: (context) => {
      const user = userForToken(context.db, context.request.headers.get('Authorization'));
      if (!user) throw new MockHttpError(401, NOT_AUTHENTICATED);
      return resolve({ ...context, user });
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
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'querystring' = 'body',
): z.output<S> {
  const parsed = schema.safeParse(value);
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
