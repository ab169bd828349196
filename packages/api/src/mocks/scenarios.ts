import { HttpResponse, delay, type HttpHandler } from 'msw';
import { NOT_AUTHENTICATED, errorResponse, json, toHandler, type HandlerGroupName, type MockRoute } from './route';
import { mockRoutes } from './handlers';
import { seedDb } from './seed';
import { getMockDb } from './store';

export interface ScenarioOptions {
  /**
   * Only these groups' calls, for replacing one group in a story
   * (`msw: { handlers: { projects: scenarios.serverError({ groups: ['projects'] }) } }`).
   * Without it: every call, with the auth group answering normally so the session still loads.
   */
  groups?: HandlerGroupName[];
}

/** Routes the scenario changes, and (when no groups are named) the normal auth routes around them. */
function build(options: ScenarioOptions | undefined, changed: (route: MockRoute) => HttpHandler): HttpHandler[] {
  if (options?.groups) {
    const groups = new Set(options.groups);
    return mockRoutes.filter((route) => groups.has(route.group)).map(changed);
  }
  return mockRoutes.map((route) => (route.group === 'auth' ? toHandler(route, getMockDb) : changed(route)));
}

export const INTERNAL_ERROR_DETAIL = 'Internal server error';

export const scenarios = {
  /** A store of its own holding the demo user with no projects: the empty states. */
  empty(options?: ScenarioOptions): HttpHandler[] {
    const db = seedDb('empty');
    const groups = options?.groups ? new Set(options.groups) : null;
    return mockRoutes.filter((route) => !groups || groups.has(route.group)).map((route) => toHandler(route, () => db));
  },

  /** Calls that answer late (never, by default): the loading states. */
  loading(options?: ScenarioOptions & { delayMs?: number }): HttpHandler[] {
    return build(options, (route) =>
      toHandler(route, getMockDb, async (context) => {
        await delay(options?.delayMs ?? 'infinite');
        return route.resolve(context);
      }),
    );
  },

  /** 500 answers: `{ detail }` by default, or a plain-text body to show SPEC §8's fallbacks. */
  serverError(options?: ScenarioOptions & { body?: 'json' | 'text' }): HttpHandler[] {
    return build(options, (route) =>
      toHandler(route, getMockDb, () =>
        options?.body === 'text'
          ? new Response('Internal Server Error', {
              status: 500,
              statusText: 'Internal Server Error',
              headers: { 'Content-Type': 'text/plain' },
            })
          : errorResponse(500, INTERNAL_ERROR_DETAIL),
      ),
    );
  },

  /** Every call that names a row answers 404 "<Row> not found"; the others answer normally. */
  notFound(options?: ScenarioOptions): HttpHandler[] {
    return build(options, (route) =>
      route.resource
        ? toHandler(route, getMockDb, () => errorResponse(404, `${route.resource} not found`))
        : toHandler(route, getMockDb),
    );
  },

  /** A server without SMTP_URL: its features say mail is off, and the calls that would mail refuse as it does. */
  mailOff(): HttpHandler[] {
    return mockRoutes
      .filter((route) => route.group === 'features')
      .map((route) => toHandler(route, getMockDb, () => HttpResponse.json({ mail: false })));
  },

  /** A server without Chromium: the capabilities say so and full-page screenshots answer 503 (the pages group's calls). */
  withoutBrowser(): HttpHandler[] {
    return build({ groups: ['pages'] }, (route) => {
      if (route.name === 'getCapabilities') {
        return toHandler(route, getMockDb, () => json({ browser_fetcher: { available: false } }));
      }
      if (route.name === 'capturePageScreenshot') {
        return toHandler(route, getMockDb, () =>
          errorResponse(503, 'This server has no browser (Chromium) to take screenshots with.'),
        );
      }
      return toHandler(route, getMockDb);
    });
  },

  /** Every call needing a token answers 401, /users/me included: the session-expired path. Login still works. */
  expiredToken(options?: ScenarioOptions): HttpHandler[] {
    const groups = options?.groups ? new Set(options.groups) : null;
    return mockRoutes
      .filter((route) => !groups || groups.has(route.group))
      .map((route) =>
        route.auth
          ? toHandler(route, getMockDb, () => errorResponse(401, NOT_AUTHENTICATED))
          : toHandler(route, getMockDb),
      );
  },
};
