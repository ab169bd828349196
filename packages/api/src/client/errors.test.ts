import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { TEST_BASE_URL, demoClient, failure } from '../testing/client';
import { createApiClient, type ApiClient } from './client';

import { resolveApiBaseUrl } from './baseUrl';

const id = '5e1d0000-0000-4000-8000-0000000000ff';

/** Every call, with the path it takes and the fallback sentence SPEC §8 gives it for a plain-text 503. */
const calls: {
  name: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  run: (client: ApiClient) => Promise<unknown>;
  message: string;
}[] = [
  {
    name: 'signup',
    method: 'post',
    path: '/users/signup',
    run: (c) => c.signup({ email: 'a@b.co', password: 'long-enough' }),
    message: 'Registration failed with status: 503',
  },
  {
    name: 'login',
    method: 'post',
    path: '/login/access-token',
    run: (c) => c.login('a@b.co', 'long-enough'),
    message: 'Login failed with status: 503',
  },
  {
    name: 'getCurrentUser',
    method: 'get',
    path: '/users/me',
    run: (c) => c.getCurrentUser(),
    message: 'Failed to fetch user profile with status: 503',
  },
  {
    name: 'listProjects',
    method: 'get',
    path: '/projects/',
    run: (c) => c.listProjects(),
    message: 'Failed to fetch projects with status: 503',
  },
  {
    name: 'createProject',
    method: 'post',
    path: '/projects/',
    run: (c) => c.createProject({ name: 'Travel', description: 'Booking' }),
    message: 'Project creation failed with status: 503 - upstream down',
  },
  {
    name: 'getProject',
    method: 'get',
    path: `/projects/${id}`,
    run: (c) => c.getProject(id),
    message: 'Failed to fetch project: Service Unavailable',
  },
  {
    name: 'deleteProject',
    method: 'delete',
    path: `/projects/${id}`,
    run: (c) => c.deleteProject(id),
    message: 'Failed to delete project: Service Unavailable',
  },
  {
    name: 'updateProject',
    method: 'patch',
    path: `/projects/${id}`,
    run: (c) => c.updateProject(id, { name: 'New' }),
    message: 'Failed to update project: Service Unavailable',
  },
  {
    name: 'getProjectActivity',
    method: 'get',
    path: `/projects/${id}/activity/`,
    run: (c) => c.getProjectActivity(id),
    message: 'Failed to fetch project activity: Service Unavailable',
  },
  {
    name: 'listCompetitors',
    method: 'get',
    path: '/competitors/',
    run: (c) => c.listCompetitors(id),
    message: 'Failed to fetch competitors: Service Unavailable',
  },
  {
    name: 'getCompetitor',
    method: 'get',
    path: `/competitors/${id}`,
    run: (c) => c.getCompetitor(id),
    message: 'Failed to fetch competitor: Service Unavailable',
  },
  {
    name: 'createCompetitor',
    method: 'post',
    path: '/competitors/',
    run: (c) => c.createCompetitor({ name: 'Quidpay', project_id: id }),
    message: 'Failed to create competitor: Service Unavailable',
  },
  {
    name: 'updateCompetitor',
    method: 'patch',
    path: `/competitors/${id}`,
    run: (c) => c.updateCompetitor(id, { name: 'Quidpay' }),
    message: 'Failed to update competitor: Service Unavailable',
  },
  {
    name: 'deleteCompetitor',
    method: 'delete',
    path: `/competitors/${id}`,
    run: (c) => c.deleteCompetitor(id),
    message: 'Failed to delete competitor: Service Unavailable',
  },
  {
    name: 'getCompetitorActivity',
    method: 'get',
    path: `/competitors/${id}/activity/`,
    run: (c) => c.getCompetitorActivity(id, { limit: 50 }),
    message: 'Failed to fetch competitor activity: Service Unavailable',
  },
  {
    name: 'listWebsites',
    method: 'get',
    path: `/competitors/${id}/websites/`,
    run: (c) => c.listWebsites(id),
    message: 'Failed to fetch websites: Service Unavailable',
  },
  {
    name: 'getWebsite',
    method: 'get',
    path: `/competitors/websites/${id}`,
    run: (c) => c.getWebsite(id),
    message: 'Failed to fetch website: Service Unavailable',
  },
  {
    name: 'createWebsite',
    method: 'post',
    path: `/competitors/${id}/websites/`,
    run: (c) => c.createWebsite(id, { name: 'Site', url: 'https://example.com' }),
    message: 'Failed to create website: Service Unavailable',
  },
  {
    name: 'updateWebsite',
    method: 'patch',
    path: `/competitors/websites/${id}`,
    run: (c) => c.updateWebsite(id, { name: 'Site' }),
    message: 'Failed to update website: Service Unavailable',
  },
  {
    name: 'deleteWebsite',
    method: 'delete',
    path: `/competitors/websites/${id}`,
    run: (c) => c.deleteWebsite(id),
    message: 'Failed to delete website: Service Unavailable',
  },
  {
    name: 'listPages',
    method: 'get',
    path: `/competitors/websites/${id}/pages/`,
    run: (c) => c.listPages(id),
    message: 'Failed to fetch pages: Service Unavailable',
  },
  {
    name: 'getPage',
    method: 'get',
    path: `/competitors/websites/pages/${id}`,
    run: (c) => c.getPage(id),
    message: 'Failed to fetch page: Service Unavailable',
  },
  {
    name: 'createPage',
    method: 'post',
    path: `/competitors/websites/${id}/pages/`,
    run: (c) => c.createPage(id, { name: 'Pricing', url: 'https://example.com/pricing' }),
    message: 'Failed to create page: Service Unavailable',
  },
  {
    name: 'updatePage',
    method: 'patch',
    path: `/competitors/websites/pages/${id}`,
    run: (c) => c.updatePage(id, { name: 'Pricing' }),
    message: 'Failed to update page: Service Unavailable',
  },
  {
    name: 'deletePage',
    method: 'delete',
    path: `/competitors/websites/pages/${id}`,
    run: (c) => c.deletePage(id),
    message: 'Failed to delete page: Service Unavailable',
  },
  {
    name: 'checkPage',
    method: 'post',
    path: `/competitors/websites/pages/${id}/check`,
    run: (c) => c.checkPage(id),
    message: 'Failed to check page: Service Unavailable',
  },
  {
    name: 'listPageChanges',
    method: 'get',
    path: `/competitors/websites/pages/${id}/changes/`,
    run: (c) => c.listPageChanges(id),
    message: 'Failed to fetch page changes: Service Unavailable',
  },
  {
    name: 'healthCheck',
    method: 'get',
    path: '/utils/health-check/',
    run: (c) => c.healthCheck(),
    message: 'Health check failed: Service Unavailable',
  },
];

describe('SPEC §8: fallbacks when the answer is not JSON', () => {
  it.each(calls)('$name reads "$message"', async ({ method, path, run, message }) => {
    server.use(
      http[method](
        `*/api/v1${path}`,
        () => new HttpResponse('upstream down', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const error = await failure(run(demoClient()));
    expect(error.status).toBe(503);
    expect(error.message).toBe(message);
  });

  it('falls back to the standard reason phrase when the transport sends none', async () => {
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => 'token',
      fetch: async () => new Response('<html>gateway</html>', { status: 404 }),
    });
    expect((await failure(client.getCompetitor(id))).message).toBe('Failed to fetch competitor: Not Found');
    expect((await failure(client.listProjects())).message).toBe('Failed to fetch projects with status: 404');
  });

  it('reports a network failure as status 0 with the call’s sentence', async () => {
    const client = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await failure(client.login('a@b.co', 'long-enough'));
    expect(error).toMatchObject({ status: 0, message: 'Login failed with status: 0' });
  });
});

describe('SPEC §8: the detail field is the message when the body is JSON', () => {
  it.each(calls)('$name uses the detail', async ({ method, path, run }) => {
    server.use(
      http[method](`*/api/v1${path}`, () =>
        HttpResponse.json({ detail: 'Too many requests, slow down' }, { status: 429 }),
      ),
    );
    const error = await failure(run(demoClient()));
    expect(error).toMatchObject({ status: 429, message: 'Too many requests, slow down' });
  });

  it('keeps the screens’ keywords: credentials, already registered, a 5 for server errors', async () => {
    const client = demoClient();
    expect((await failure(client.login('demo@spyglass.example', 'wrong-password'))).message).toBe(
      'Incorrect email or password. Check your credentials.',
    );
    expect((await failure(client.signup({ email: 'demo@spyglass.example', password: 'long-enough' }))).message).toBe(
      'The user with this email is already registered in the system',
    );
    server.use(http.post('*/api/v1/login/access-token', () => new HttpResponse(null, { status: 502 })));
    expect((await failure(client.login('demo@spyglass.example', 'whatever1'))).message).toContain('5');
  });

  it('joins a list of validation items', async () => {
    server.use(
      http.get('*/api/v1/projects/', () =>
        HttpResponse.json({ detail: [{ msg: 'first' }, { msg: 'second' }] }, { status: 422 }),
      ),
    );
    expect((await failure(demoClient().listProjects())).message).toBe('first; second');
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    server.use(http.get('*/api/v1/projects/', () => HttpResponse.json({ items: [] })));
    expect((await failure(demoClient().listProjects())).message).toBe('The server sent an unexpected response');
  });
});

describe('SPEC §8: missing ids are refused before sending', () => {
  const client = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => 'token',
    fetch: () => Promise.reject(new Error('must not be called')),
  });
  it.each([
    ['getProject', () => client.getProject(''), 'Project ID is required'],
    ['deleteProject', () => client.deleteProject(''), 'Project ID is required'],
    ['listCompetitors', () => client.listCompetitors(''), 'Project ID is required'],
    ['createCompetitor', () => client.createCompetitor({ name: 'Quidpay', project_id: '' }), 'Project ID is required'],
    ['getCompetitor', () => client.getCompetitor(''), 'Competitor ID is required'],
    ['listWebsites', () => client.listWebsites(''), 'Competitor ID is required'],
    [
      'createWebsite',
      () => client.createWebsite('', { name: 'Site', url: 'https://example.com' }),
      'Competitor ID is required',
    ],
    ['getCompetitorActivity', () => client.getCompetitorActivity(''), 'Competitor ID is required'],
    ['getWebsite', () => client.getWebsite(''), 'Website ID is required'],
    ['listPages', () => client.listPages(''), 'Website ID is required'],
    ['getPage', () => client.getPage(''), 'Page ID is required'],
  ] as const)('%s: %s', async (_name, run, message) => {
    expect(await failure(run())).toMatchObject({ status: 0, message });
  });
});

describe('resolveApiBaseUrl (DESIGN "The app")', () => {
  const at = (href: string) => {
    const url = new URL(href);
    return { hostname: url.hostname, port: url.port, origin: url.origin };
  };
  it('uses the page origin when the server serves it', () => {
    expect(resolveApiBaseUrl(at('http://localhost:8000/login'))).toBe('http://localhost:8000');
    expect(resolveApiBaseUrl(at('http://127.0.0.1:9123/'))).toBe('http://127.0.0.1:9123');
  });
  it('uses localhost:8000 from a dev port on localhost', () => {
    expect(resolveApiBaseUrl(at('http://localhost:5173/'))).toBe('http://localhost:8000');
    expect(resolveApiBaseUrl(at('http://localhost:6006/'), 'https://api.example.com')).toBe('http://localhost:8000');
  });
  it('uses VITE_API_URL for a hosted front end, else its origin', () => {
    expect(resolveApiBaseUrl(at('https://app.example.com/'), 'https://api.example.com/')).toBe(
      'https://api.example.com',
    );
    expect(resolveApiBaseUrl(at('https://spyglass.example.com/'))).toBe('https://spyglass.example.com');
  });
});
