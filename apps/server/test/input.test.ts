import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  apiKeys,
  activityEvents,
  competitors,
  digestSettings,
  notificationChannels,
  pages,
  projects,
  teamInvitations,
  teamMembers,
  teams,
  users,
  websites,
} from '../src/db';
import { createTestApp, createTree, uniqueEmail, type SignedUp, type TestApp } from './helpers/app';

/** Values no string field may take: each must answer 422 naming the field, never 500. */
const HOSTILE_STRINGS: [string, string][] = [
  ['a NUL byte', 'Acme\u0000Corp'],
  ['a lone surrogate', 'Acme \uD800 Corp'],
  ['a lone low surrogate', 'Acme \uDFFF'],
  ['a bell character', 'Acme\u0007'],
  ['an escape sequence', 'Acme \u001b[31mred'],
  ['DEL', 'Acme\u007F'],
  ['a huge string', 'x'.repeat(300_000)],
];
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['an array', ['Acme']],
  ['an object', { name: 'Acme' }],
  ['a boolean', true],
];

describe('every string field refuses control characters, broken Unicode, huge and mistyped values with 422', () => {
  let t: TestApp;
  let user: SignedUp;
  let tree: Awaited<ReturnType<typeof createTree>>;
  let channelId: string;
  let teamId: string;
  beforeAll(async () => {
    // Private addresses allowed: the webhook channel below points at loopback and is never called.
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '100000', MONITOR_ALLOW_PRIVATE: '1' } });
    user = await t.signup();
    tree = await createTree(t.app, user);
    const channel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${tree.projectId}/channels/`,
      headers: user.headers,
      payload: { kind: 'webhook', target: 'http://127.0.0.1/hook', events: ['page_changed'] },
    });
    expect(channel.statusCode, channel.body).toBe(201);
    channelId = channel.json().id;
    teamId = user.defaultTeamId;
  });
  afterAll(async () => {
    await t.close();
  });

  const rowCounts = async () => {
    const tables = {
      users,
      projects,
      competitors,
      websites,
      pages,
      activityEvents,
      notificationChannels,
      digestSettings,
      accountTokens,
      apiKeys,
      teams,
      teamMembers,
      teamInvitations,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [
        name,
        (await t.db.select({ n: count() }).from(table))[0]?.n,
      ]),
    );
    return Object.fromEntries(entries);
  };

  /** Every route that takes a body, a valid body for it, and the string fields to spoil one at a time. */
  const bodies = () => [
    {
      method: 'POST' as const,
      url: '/api/v1/users/signup',
      body: { email: uniqueEmail('fuzz'), password: 'k3ttle-7 fuzz', full_name: 'Fuzz' },
      fields: ['email', 'password', 'full_name'],
    },
    {
      method: 'PATCH' as const,
      url: '/api/v1/users/me/password',
      body: { current_password: user.password, new_password: 'k3ttle-7 fuzz' },
      fields: ['current_password', 'new_password'],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/users/me/api-keys/',
      body: { name: 'Fuzzed key', scope: 'read' },
      fields: ['name', 'scope'],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/projects/',
      body: { name: 'Fuzzed', description: 'Fuzzed project', url: 'https://fuzz.example' },
      fields: ['name', 'description', 'url'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/projects/${tree.projectId}`,
      body: { name: 'Fuzzed', description: 'Fuzzed project', url: 'https://fuzz.example' },
      fields: ['name', 'description', 'url'],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/competitors/',
      body: { name: 'Fuzz', description: 'Fuzz', industry: 'Fuzz', project_id: tree.projectId },
      fields: ['name', 'description', 'industry', 'project_id'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/competitors/${tree.competitorId}`,
      body: { name: 'Fuzz', description: 'Fuzz', industry: 'Fuzz' },
      fields: ['name', 'description', 'industry'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/competitors/${tree.competitorId}/websites/`,
      body: { name: 'Fuzz', url: 'https://fuzz.example', description: 'Fuzz' },
      fields: ['name', 'url', 'description'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/competitors/websites/${tree.websiteId}`,
      body: { name: 'Fuzz', url: 'https://fuzz.example', description: 'Fuzz' },
      fields: ['name', 'url', 'description'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/competitors/websites/${tree.websiteId}/pages/`,
      body: {
        name: 'Fuzz',
        url: 'https://fuzz.example/p',
        css_selector: 'main',
        alert_keywords: ['fuzz'],
        fetcher: 'browser',
        wait_for_selector: '.price',
      },
      fields: ['name', 'url', 'css_selector', 'alert_keywords.0', 'fetcher', 'wait_for_selector'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/competitors/websites/pages/${tree.pageId}`,
      body: {
        name: 'Fuzz',
        url: 'https://fuzz.example/p',
        css_selector: 'main',
        alert_keywords: ['fuzz'],
        ignore_rules: ['Last updated'],
        remove_selectors: ['.cookie-banner'],
        fetcher: 'browser',
        wait_for_selector: '.price',
      },
      fields: [
        'name',
        'url',
        'css_selector',
        'alert_keywords.0',
        'ignore_rules.0',
        'remove_selectors.0',
        'fetcher',
        'wait_for_selector',
      ],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/competitors/websites/pages/${tree.pageId}/rule-preview`,
      body: { ignore_rules: ['Last updated'], ignore_presets: ['dates'] },
      fields: ['ignore_rules.0'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/competitors/websites/${tree.websiteId}/pages/bulk`,
      body: { pages: [{ name: 'Fuzz', url: 'https://fuzz.example/bulk' }] },
      fields: ['pages.0.name', 'pages.0.url'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/projects/${tree.projectId}/activity/read`,
      body: { up_to: new Date().toISOString() },
      fields: ['up_to'],
    },
    {
      method: 'PATCH' as const,
      url: '/api/v1/users/me',
      body: { full_name: 'Fuzz', email: uniqueEmail('fuzz-new') },
      fields: ['full_name', 'email'],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/reset-password/',
      body: { token: 'fuzz-token', new_password: 'k3ttle-7 fuzz' },
      fields: ['token', 'new_password'],
    },
    {
      method: 'POST' as const,
      url: '/api/v1/email-confirmation/',
      body: { token: 'fuzz-token' },
      fields: ['token'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/projects/${tree.projectId}/channels/`,
      body: { kind: 'webhook', target: 'http://127.0.0.1/fuzz', events: ['page_changed'], language: 'en' },
      fields: ['kind', 'target', 'events.0', 'language'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/channels/${channelId}`,
      body: { target: 'http://127.0.0.1/fuzz', events: ['content_alert'], language: 'fr' },
      fields: ['target', 'events.0', 'language'],
    },
    {
      method: 'PUT' as const,
      url: `/api/v1/projects/${tree.projectId}/digest-settings`,
      body: {
        enabled: true,
        cadence: 'weekly',
        weekday: 1,
        hour: 8,
        timezone: 'Europe/Paris',
        recipients: ['fuzz@example.com'],
        language: 'en',
        skip_empty: true,
      },
      fields: ['cadence', 'timezone', 'recipients.0', 'language'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/projects/${tree.projectId}/feed-token`,
      body: { language: 'de' },
      fields: ['language'],
    },
    { method: 'POST' as const, url: '/api/v1/teams/', body: { name: 'Fuzzed team' }, fields: ['name'] },
    {
      method: 'PUT' as const,
      url: '/api/v1/users/me/current-team',
      body: { team_id: teamId },
      fields: ['team_id'],
    },
    {
      method: 'POST' as const,
      url: `/api/v1/teams/${teamId}/invitations/`,
      body: { email: 'fuzz@example.com', role: 'viewer' },
      fields: ['email', 'role'],
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/teams/${teamId}/members/${user.id}`,
      route: '/api/v1/teams/:id/members/:userId',
      body: { role: 'editor' },
      fields: ['role'],
    },
  ];

  /** The body with one field (a dotted path: alert_keywords.0, pages.0.url) set to `value`. */
  const spoil = (body: Record<string, unknown>, field: string, value: unknown) => {
    const copy = structuredClone(body);
    const keys = field.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, copy);
    parent[last] = value;
    return copy;
  };

  it('covers every route that takes a JSON body', () => {
    const withBodies = new Set(
      t.app.routeTable
        .filter((route) => ['POST', 'PATCH', 'PUT'].includes(route.method))
        .map((route) => `${route.method} ${route.url}`),
    );
    // Bodiless: logout, check-now, the full-page screenshot, discover, a channel's test and secret rotation,
    // password recovery (the email is in the path, fuzzed with the other path parameters below).
    // Form-encoded: login (below). The import's one field is a whole file: a long one is fine, and its
    // size, header and rows answer 400, 413 or a per-row report (import.test.ts).
    for (const skip of [
      'POST /api/v1/logout',
      'POST /api/v1/competitors/websites/pages/:id/check',
      'POST /api/v1/competitors/websites/pages/:id/screenshot',
      'POST /api/v1/competitors/websites/:id/discover',
      'POST /api/v1/channels/:id/test',
      'POST /api/v1/channels/:id/rotate-secret',
      'POST /api/v1/password-recovery/:email',
      'POST /api/v1/login/access-token',
      'POST /api/v1/projects/:id/import',
      // Accepting an invitation has no body: its token is in the path.
      'POST /api/v1/invitations/:token/accept',
    ])
      withBodies.delete(skip);
    const fuzzed = new Set(
      bodies().map(
        (entry) =>
          `${entry.method} ${'route' in entry ? entry.route : entry.url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`,
      ),
    );
    expect([...withBodies].sort()).toEqual([...fuzzed].sort());
  });

  it('answers 422 with a detail naming the field, and writes nothing', async () => {
    const before = await rowCounts();
    for (const { method, url, body, fields } of bodies()) {
      for (const field of fields) {
        for (const [what, value] of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...user.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(spoil(body, field, value)),
          });
          const label = `${method} ${url} ${field} with ${what}`;
          expect(response.statusCode, label).toBe(422);
          expect(response.json().detail, label).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
        }
      }
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);

  it('says what is wrong: control characters, length, visible length', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/projects/', headers: user.headers, payload });
    const nul = await post({ name: 'Acme\u0000', description: 'Fine text' });
    expect(nul.json()).toEqual({
      detail: 'name: Must not contain control characters',
      errors: [{ field: 'name', message: 'Must not contain control characters' }],
    });
    // Zero-width and bidirectional characters are not letters anyone sees.
    const invisible = await post({ name: 'A\u200B\u200D\u202E', description: 'Fine text' });
    expect(invisible.json().detail).toBe('name: Name must be at least 3 characters');
    // Descriptions are multi-line: tab and newline are text there.
    const multiline = await post({ name: 'Lines', description: 'First line\n\tindented second' });
    expect(multiline.statusCode).toBe(201);
    expect(multiline.json().description).toBe('First line\n\tindented second');
    // Not in a one-line field.
    const newlineName = await post({ name: 'Two\nlines', description: 'Fine text' });
    expect(newlineName.json().detail).toBe('name: Must not contain control characters');
  });

  it('refuses the same values in the login form', async () => {
    // A form cannot carry a lone surrogate: URL encoding turns it into U+FFFD, a character like any other.
    for (const [what, value] of HOSTILE_STRINGS.filter(([name]) => !name.includes('surrogate'))) {
      for (const field of ['username', 'password']) {
        const fields = { username: user.email, password: user.password, [field]: value };
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/login/access-token',
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(response.statusCode, `${field} with ${what}`).toBe(422);
        expect(response.json().detail, `${field} with ${what}`).toMatch(new RegExp(`^${field}: `));
      }
    }
  });

  it('answers 4xx, never 500, to hostile query strings and path parameters on every route', async () => {
    const hostile = ['%00', '%ED%A0%80', '-1', 'abc', '1e400', '%F0%9F%98%80', 'x'.repeat(5000)];
    // Logout would end the session the walk uses; it takes no input anyway.
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.url !== '/api/v1/logout',
    );
    for (const route of routes) {
      for (const value of hostile) {
        const path = route.url.replaceAll(/:\w+/g, value);
        for (const query of [`?limit=${value}`, `?offset=${value}`, `?project_id=${value}`, `?limit=1&limit=2`]) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${path}${query}`,
            headers: user.headers,
          });
          const label = `${route.method} ${path}${query}`.slice(0, 200);
          expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().detail, label).toBe('string');
        }
      }
    }
  }, 120_000);

  it('pages every list: limit and offset pick the rows, count is the total', async () => {
    const owner = await t.signup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        headers: owner.headers,
        payload: { name: `Project ${i}`, description: 'Paged' },
      });
      ids.push(created.json().id);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects/?limit=2&offset=1',
      headers: owner.headers,
    });
    expect(page.json().count).toBe(3);
    expect(page.json().data.map((project: { id: string }) => project.id)).toEqual(ids.slice(1, 3));

    const ownTree = await createTree(t.app, owner);
    const lists = [
      `/api/v1/competitors/?project_id=${ownTree.projectId}`,
      `/api/v1/competitors/${ownTree.competitorId}/websites/`,
      `/api/v1/competitors/websites/${ownTree.websiteId}/pages/`,
      `/api/v1/projects/${ownTree.projectId}/activity/`,
      `/api/v1/competitors/${ownTree.competitorId}/activity/`,
      `/api/v1/competitors/websites/pages/${ownTree.pageId}/changes/`,
      `/api/v1/projects/${ownTree.projectId}/channels/`,
    ];
    for (const url of lists) {
      const whole = (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json();
      const separator = url.includes('?') ? '&' : '?';
      const none = await t.app.inject({ method: 'GET', url: `${url}${separator}offset=1000`, headers: owner.headers });
      expect(none.statusCode, url).toBe(200);
      // The project feed also says how many events are unread; that does not depend on the page either.
      expect(none.json(), url).toEqual({ ...whole, data: [] });
      const tooMany = await t.app.inject({
        method: 'GET',
        url: `${url}${separator}limit=100000`,
        headers: owner.headers,
      });
      expect(tooMany.statusCode, url).toBe(422);
    }
  });
});
