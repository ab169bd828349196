import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationChannels, teamInvitations, teamMembers, users as usersTable } from '../src/db';
import type { Need } from '../src/domain/access';
import { createMonitor, loadMonitorConfig, MonitorBusyError } from '../src/monitor';
import { insertDiscovery } from '../src/recon/discoveryStore';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';

/**
 * The role matrix: every route of the app, tried by a team's owner, an
 * editor, a viewer and a stranger. A role that may do it gets past the access
 * check; a member whose role may not gets 403 with a sentence; a stranger
 * gets 404 wherever a team's row is named. The routes are read from the app,
 * so a new route without a line here fails the suite.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Role = 'owner' | 'editor' | 'viewer' | 'stranger';

interface Ids {
  teamId: string;
  projectId: string;
  competitorId: string;
  websiteId: string;
  pageId: string;
  channelId: string;
  discoveryId: string;
  /** A member other than the caller (for the member routes). */
  memberId: string;
  invitationId: string;
}

interface RouteCase {
  /** `public`: no token needed; `self`: the caller's own things, whoever they are; otherwise a team row's capability. */
  need: Need | 'self' | 'public';
  query?: (ids: Ids) => string;
  body?: (ids: Ids) => object;
  /** Refusals that come after the access check (the monitor is busy, no row by that id, an address refused). */
  after?: number[];
}

const page = { name: 'Plans', url: 'https://acme.example/pricing/annual' };
const digest = {
  enabled: false,
  cadence: 'weekly',
  weekday: 1,
  hour: 8,
  timezone: 'UTC',
  recipients: [],
  language: 'en',
  skip_empty: true,
};

/** Every route of the app and what it needs. */
const ROUTES: Record<string, RouteCase> = {
  'GET /api/v1/utils/health-check/': { need: 'public' },
  'POST /api/v1/users/signup': { need: 'public' },
  'POST /api/v1/login/access-token': { need: 'public' },
  'GET /api/v1/utils/features': { need: 'public' },
  'POST /api/v1/password-recovery/:email': { need: 'public' },
  'POST /api/v1/reset-password/': { need: 'public' },
  'POST /api/v1/email-confirmation/': { need: 'public' },
  'GET /api/v1/openapi.json': { need: 'public' },
  // Authorised by the feed link's own token, not by a member's.
  'GET /api/v1/projects/:id/feed.xml': { need: 'public' },

  'GET /api/v1/users/me': { need: 'self' },
  'POST /api/v1/logout': { need: 'self' },
  'PATCH /api/v1/users/me/password': {
    need: 'self',
    body: () => ({ current_password: 'correct horse battery', new_password: 'another horse battery' }),
  },
  'PATCH /api/v1/users/me': { need: 'self', body: () => ({ full_name: 'Renamed' }) },
  'DELETE /api/v1/users/me': { need: 'self' },
  'GET /api/v1/utils/capabilities/': { need: 'self' },
  'GET /api/v1/projects/': { need: 'self' },
  'GET /api/v1/users/me/api-keys/': { need: 'self' },
  'POST /api/v1/users/me/api-keys/': { need: 'self', body: () => ({ name: 'Nightly export', scope: 'read' }) },
  'DELETE /api/v1/users/me/api-keys/:id': { need: 'self', after: [404] },

  'POST /api/v1/projects/': {
    need: 'edit',
    body: (ids) => ({ name: 'Shared', description: 'Shared by the team', team_id: ids.teamId }),
  },
  'GET /api/v1/projects/:id': { need: 'read' },
  'PATCH /api/v1/projects/:id': { need: 'edit', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/v1/projects/:id': { need: 'manage' },
  'GET /api/v1/projects/:id/activity/': { need: 'read' },
  'POST /api/v1/projects/:id/activity/read': { need: 'read', body: () => ({ up_to: new Date().toISOString() }) },
  'GET /api/v1/projects/:id/activity/daily': { need: 'read' },
  'GET /api/v1/projects/:id/channels/': { need: 'read' },
  'POST /api/v1/projects/:id/channels/': {
    need: 'edit',
    body: () => ({ kind: 'webhook', target: 'https://hooks.example.com/spyglass', events: ['page_changed'] }),
  },
  'GET /api/v1/projects/:id/digest-settings': { need: 'read' },
  'PUT /api/v1/projects/:id/digest-settings': { need: 'edit', body: () => digest },
  'GET /api/v1/projects/:id/digest': { need: 'read' },
  'POST /api/v1/projects/:id/import': {
    need: 'edit',
    query: () => '?dry_run=1',
    body: () => ({
      csv: 'competitor,website,page_name,url\nGlobex,https://globex.example,Plans,https://globex.example/plans\n',
    }),
  },
  'GET /api/v1/projects/:id/changes.csv': { need: 'read' },
  'GET /api/v1/projects/:id/changes.json': { need: 'read' },
  'GET /api/v1/projects/:id/feed-token': { need: 'read' },
  // A feed link lets anyone with it read the project: making or revoking one is a change.
  'POST /api/v1/projects/:id/feed-token': { need: 'edit' },
  'DELETE /api/v1/projects/:id/feed-token': { need: 'edit' },

  'GET /api/v1/competitors/': { need: 'read', query: (ids) => `?project_id=${ids.projectId}` },
  'POST /api/v1/competitors/': { need: 'edit', body: (ids) => ({ name: 'Globex', project_id: ids.projectId }) },
  'GET /api/v1/competitors/:id': { need: 'read' },
  'PATCH /api/v1/competitors/:id': { need: 'edit', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/v1/competitors/:id': { need: 'edit' },
  'GET /api/v1/competitors/:id/activity/': { need: 'read' },
  'GET /api/v1/competitors/:id/pricing-history/': { need: 'read' },
  'GET /api/v1/competitors/:id/websites/': { need: 'read' },
  'POST /api/v1/competitors/:id/websites/': {
    need: 'edit',
    body: () => ({ name: 'Globex', url: 'https://globex.example/' }),
  },
  'GET /api/v1/competitors/websites/:id': { need: 'read' },
  'PATCH /api/v1/competitors/websites/:id': { need: 'edit', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/v1/competitors/websites/:id': { need: 'edit' },
  'GET /api/v1/competitors/websites/:id/pages/': { need: 'read' },
  'POST /api/v1/competitors/websites/:id/pages/': { need: 'edit', body: () => page },
  'POST /api/v1/competitors/websites/:id/pages/bulk': { need: 'edit', body: () => ({ pages: [page] }) },
  'POST /api/v1/competitors/websites/:id/discover': { need: 'edit' },
  'GET /api/v1/discoveries/:id': { need: 'read' },
  'DELETE /api/v1/discoveries/:id': { need: 'edit' },
  'GET /api/v1/competitors/websites/pages/:id': { need: 'read' },
  'PATCH /api/v1/competitors/websites/pages/:id': { need: 'edit', body: () => ({ name: 'Renamed' }) },
  'DELETE /api/v1/competitors/websites/pages/:id': { need: 'edit' },
  'POST /api/v1/competitors/websites/pages/:id/check': { need: 'edit', after: [503] },
  'GET /api/v1/competitors/websites/pages/:id/changes/': { need: 'read' },
  'GET /api/v1/competitors/websites/pages/:id/changes/:changeId': { need: 'read', after: [404] },
  'GET /api/v1/competitors/websites/pages/:id/screenshots/:screenshotId': { need: 'read', after: [404] },
  'POST /api/v1/competitors/websites/pages/:id/screenshot': { need: 'read', after: [503] },
  'POST /api/v1/competitors/websites/pages/:id/rule-preview': {
    need: 'read',
    body: () => ({ ignore_rules: ['Updated'] }),
  },

  'GET /api/v1/teams/': { need: 'self' },
  'POST /api/v1/teams/': { need: 'self', body: () => ({ name: 'Second team' }) },
  'POST /api/v1/invitations/:token/accept': { need: 'self', after: [404] },
  'PUT /api/v1/users/me/current-team': { need: 'read', body: (ids) => ({ team_id: ids.teamId }) },
  'GET /api/v1/teams/:id/members/': { need: 'read' },
  'PATCH /api/v1/teams/:id/members/:userId': { need: 'manage', body: () => ({ role: 'editor' }) },
  'DELETE /api/v1/teams/:id/members/:userId': { need: 'manage' },
  'POST /api/v1/teams/:id/invitations/': {
    need: 'manage',
    body: () => ({ email: 'newcomer@example.com', role: 'viewer' }),
  },
  'GET /api/v1/teams/:id/invitations/': { need: 'manage' },
  'DELETE /api/v1/teams/:id/invitations/:invitationId': { need: 'manage' },

  'GET /api/v1/channels/:id': { need: 'read' },
  'PATCH /api/v1/channels/:id': { need: 'edit', body: () => ({ enabled: false }) },
  'DELETE /api/v1/channels/:id': { need: 'edit' },
  'POST /api/v1/channels/:id/test': { need: 'edit' },
  'POST /api/v1/channels/:id/rotate-secret': { need: 'edit' },
  'GET /api/v1/channels/:id/deliveries/': { need: 'read' },
};

/** The id each path parameter names, by the collection it follows. */
function pathOf(url: string, ids: Ids): string {
  return url
    .replace(/\/projects\/:id/, `/projects/${ids.projectId}`)
    .replace(/\/competitors\/websites\/pages\/:id/, `/competitors/websites/pages/${ids.pageId}`)
    .replace(/\/competitors\/websites\/:id/, `/competitors/websites/${ids.websiteId}`)
    .replace(/\/competitors\/:id/, `/competitors/${ids.competitorId}`)
    .replace(/\/channels\/:id/, `/channels/${ids.channelId}`)
    .replace(/\/discoveries\/:id/, `/discoveries/${ids.discoveryId}`)
    .replace(/\/teams\/:id/, `/teams/${ids.teamId}`)
    .replace(/\/api-keys\/:id/, `/api-keys/${randomUUID()}`)
    .replace(/:userId/, ids.memberId)
    .replace(/:invitationId/, ids.invitationId)
    .replace(/:(changeId|screenshotId)/, randomUUID())
    .replace(/:token/, 'no-such-invitation');
}

const ALLOWED: Record<Need, Role[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  manage: ['owner'],
};

/** The error's sentence, if the answer has one. */
function detailOf(body: string): string {
  try {
    return String((JSON.parse(body) as { detail?: unknown }).detail ?? '');
  } catch {
    return '';
  }
}

/** The "not found" of a team's row: what a stranger reads, and what a member never does. */
const ACCESS_NOT_FOUND = /^(Project|Competitor|Website|Page|Channel|Discovery|Team) not found$/;

describe('the role matrix', () => {
  let testDatabase: TestDatabase;
  let t: TestApp;
  const users = {} as Record<Role, SignedUp>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const db = testDatabase.database.db;
    // A real monitor that never fetches: "check now" answers busy, so no test waits on the network.
    const real = createMonitor({
      db,
      config: loadMonitorConfig({}),
      log: { debug() {}, info() {}, warn() {}, error() {} },
    });
    const monitor = {
      checkNow: () => Promise.reject(new MonitorBusyError('busy')),
      checkRules: real.checkRules.bind(real),
      previewRules: real.previewRules.bind(real),
      capabilities: () => ({ ...real.capabilities(), browserFetcher: false }),
      screenshotPage: real.screenshotPage.bind(real),
    };
    t = await createTestApp({ testDatabase, extra: { monitor } });
    for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) users[role] = await t.signup();
    await db.insert(teamMembers).values([
      { teamId: users.owner.defaultTeamId, userId: users.editor.id, role: 'editor' },
      { teamId: users.owner.defaultTeamId, userId: users.viewer.id, role: 'viewer' },
    ]);
    await createTree(t.app, users.stranger);
  });
  afterAll(async () => {
    await t.close();
    await testDatabase.cleanup();
  });

  /** A project with everything in it, owned by the owner's team; a fresh one for each change, so no change spoils another. */
  async function freshIds(): Promise<Ids> {
    const db = testDatabase.database.db;
    const tree = await createTree(t.app, users.owner);
    const [channel] = await db
      .insert(notificationChannels)
      .values({
        projectId: tree.projectId,
        kind: 'webhook',
        target: 'https://hooks.example.com/a',
        events: ['page_changed'],
        secret: 's',
      })
      .returning();
    const discovery = await insertDiscovery(db, { websiteId: tree.websiteId, userId: users.owner.id, maxRequests: 5 });
    // A member and an invitation of the owner's team that a removal or a revocation may use up.
    const [member] = await db
      .insert(usersTable)
      .values({ email: `${randomUUID()}@example.com`, hashedPassword: 'not a hash' })
      .returning();
    await db.insert(teamMembers).values({ teamId: users.owner.defaultTeamId, userId: member!.id, role: 'viewer' });
    const [invitation] = await db
      .insert(teamInvitations)
      .values({
        teamId: users.owner.defaultTeamId,
        email: 'invited@example.com',
        role: 'viewer',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return {
      ...tree,
      teamId: users.owner.defaultTeamId,
      channelId: channel!.id,
      discoveryId: discovery.id,
      memberId: member!.id,
      invitationId: invitation!.id,
    };
  }

  const apiRoutes = () =>
    t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);

  it('knows what every route of the app needs', () => {
    const registered = new Set(apiRoutes());
    const missing = [...registered].filter((route) => !(route in ROUTES));
    expect(missing, 'routes without a line in the role matrix').toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !registered.has(route));
    expect(stale, 'matrix lines for routes that no longer exist').toEqual([]);
  });

  async function call(key: string, caller: SignedUp, ids: Ids) {
    const [method, url] = key.split(' ') as [Method, string];
    const spec = ROUTES[key]!;
    const body = spec.body?.(ids);
    return t.app.inject({
      method,
      url: pathOf(url, ids) + (spec.query?.(ids) ?? ''),
      headers: caller.headers,
      ...(body ? { payload: body } : {}),
    });
  }

  it('lets each role do what it may, refuses members with 403 and a reason, and hides rows from strangers', async () => {
    const base = await freshIds();
    const failures: string[] = [];
    for (const [key, spec] of Object.entries(ROUTES)) {
      if (spec.need === 'public' || spec.need === 'self') continue;
      const [method] = key.split(' ');
      for (const role of ['owner', 'editor', 'viewer', 'stranger'] as const) {
        const allowed = ALLOWED[spec.need].includes(role);
        // A change that may happen gets its own rows; reads and refusals share one set.
        const ids = allowed && method !== 'GET' ? await freshIds() : base;
        const response = await call(key, users[role], ids);
        const detail = detailOf(response.body);
        const seen = `${key} as ${role}: ${response.statusCode} ${detail}`;
        if (role === 'stranger') {
          if (response.statusCode !== 404 || !ACCESS_NOT_FOUND.test(detail)) failures.push(`${seen} (want 404)`);
        } else if (allowed) {
          const later = (spec.after ?? []).includes(response.statusCode) && !ACCESS_NOT_FOUND.test(detail);
          if (response.statusCode >= 400 && !later) failures.push(`${seen} (want allowed)`);
        } else if (response.statusCode !== 403 || detail.length < 10) {
          failures.push(`${seen} (want 403 with a reason)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets anyone signed in use their own routes', async () => {
    const base = await freshIds();
    const failures: string[] = [];
    for (const [key, spec] of Object.entries(ROUTES)) {
      if (spec.need !== 'self') continue;
      // Signing out or deleting oneself ends the caller: each gets a fresh one.
      const caller = await t.signup();
      const response = await call(key, caller, base);
      const later = (spec.after ?? []).includes(response.statusCode);
      if ([401, 403, 404].includes(response.statusCode) && !later) failures.push(`${key}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("leaves the row as it was when a viewer's change is refused", async () => {
    const ids = await freshIds();
    const refused = await call('PATCH /api/v1/projects/:id', users.viewer, ids);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/viewer/);
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${ids.projectId}`,
      headers: users.viewer.headers,
    });
    expect(project.json().name).toBe('Market watch');
    const deleted = await call('DELETE /api/v1/projects/:id', users.editor, ids);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().detail).toMatch(/owner/);
  });
});
