import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, teamInvitations } from '../src/db';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';
import { startMailbox, type Mailbox } from './helpers/mailbox';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('teams, members and invitations', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Spyglass <team@spyglass.test>', PUBLIC_URL: 'https://spyglass.test' },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const as = (user: SignedUp, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  /** Invites `email` to the team as `role`; answers the invitation with its link's token. */
  async function invite(owner: SignedUp, teamId: string, email: string, role: string) {
    const response = await as(owner, 'POST', `/api/v1/teams/${teamId}/invitations/`, { email, role });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ id: string; accept_url: string; expires_at: string; mailed: boolean }>();
    return { ...body, token: decodeURIComponent(body.accept_url.split('/invitations/')[1]!) };
  }

  async function join(owner: SignedUp, teamId: string, role: string) {
    const member = await t.signup();
    const { token } = await invite(owner, teamId, member.email, role);
    const accepted = await as(member, 'POST', `/api/v1/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return member;
  }

  const projectNames = async (user: SignedUp) =>
    (await as(user, 'GET', '/api/v1/projects/')).json<{ data: { name: string }[] }>().data.map((p) => p.name);

  it("lists the caller's personal team with their role", async () => {
    const user = await t.signup();
    const teams = (await as(user, 'GET', '/api/v1/teams/')).json();
    expect(teams.count).toBe(1);
    expect(teams.data[0]).toMatchObject({ id: user.defaultTeamId, role: 'owner', member_count: 1, is_current: true });
  });

  it('creates a team and switches the project list to it and back at once', async () => {
    const user = await t.signup();
    await as(user, 'POST', '/api/v1/projects/', { name: 'Personal watch', description: 'Mine alone' });
    const created = await as(user, 'POST', '/api/v1/teams/', { name: 'Product marketing' });
    expect(created.statusCode).toBe(201);
    const team = created.json<{ id: string; role: string; is_current: boolean }>();
    expect(team).toMatchObject({ role: 'owner', is_current: false });
    expect(await projectNames(user)).toEqual(['Personal watch']);

    // Within the token cache's time: the switch must be seen by the very next request.
    const switched = await as(user, 'PUT', '/api/v1/users/me/current-team', { team_id: team.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().current_team_id).toBe(team.id);
    expect(await projectNames(user)).toEqual([]);
    await as(user, 'POST', '/api/v1/projects/', { name: 'Team watch', description: 'Shared', team_id: team.id });
    expect(await projectNames(user)).toEqual(['Team watch']);
    expect((await as(user, 'GET', '/api/v1/users/me')).json().current_team_id).toBe(team.id);

    await as(user, 'PUT', '/api/v1/users/me/current-team', { team_id: user.defaultTeamId });
    expect(await projectNames(user)).toEqual(['Personal watch']);

    const stranger = await t.signup();
    const refused = await as(stranger, 'PUT', '/api/v1/users/me/current-team', { team_id: team.id });
    expect(refused.statusCode).toBe(404);
    const invalid = await as(user, 'POST', '/api/v1/teams/', { name: 'x' });
    expect(invalid.statusCode).toBe(422);
  });

  it('invites by email with a single-use link that is mailed and can be copied', async () => {
    const owner = await t.signup({ full_name: 'Olivia Owner' });
    const tree = await createTree(t.app, owner);
    const guest = await t.signup({ full_name: 'Victor Viewer' });
    const invitation = await invite(owner, owner.defaultTeamId, guest.email, 'viewer');
    expect(invitation.accept_url).toMatch(/^https:\/\/spyglass\.test\/invitations\/[A-Za-z0-9_-]{40,}$/);
    expect(invitation.mailed).toBe(true);
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mailbox.waitFor(guest.email);
    expect(mail!.subject).toContain('Olivia Owner');
    expect(mail!.text).toContain(invitation.accept_url);

    // Only the hash is stored.
    const [stored] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(invitation.token);

    const pending = (await as(owner, 'GET', `/api/v1/teams/${owner.defaultTeamId}/invitations/`)).json();
    expect(pending.data.map((row: { id: string }) => row.id)).toEqual([invitation.id]);
    expect(JSON.stringify(pending)).not.toContain(invitation.token);

    const accepted = await as(guest, 'POST', `/api/v1/invitations/${invitation.token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: owner.defaultTeamId, role: 'viewer', is_current: true });
    // The team's projects are the guest's list now; a viewer reads them and is refused changes.
    expect(await projectNames(guest)).toEqual(['Market watch']);
    const refused = await as(guest, 'PATCH', `/api/v1/projects/${tree.projectId}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/ask an owner for editor access/i);

    const again = await as(guest, 'POST', `/api/v1/invitations/${invitation.token}/accept`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toMatch(/used, revoked or it expired/);
    expect((await as(owner, 'GET', `/api/v1/teams/${owner.defaultTeamId}/invitations/`)).json().count).toBe(0);

    const members = (await as(guest, 'GET', `/api/v1/teams/${owner.defaultTeamId}/members/`)).json();
    expect(members.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [guest.email, 'viewer'],
    ]);
    const activity = (await as(owner, 'GET', `/api/v1/projects/${tree.projectId}/activity/`)).json();
    expect(activity.data[0]).toMatchObject({
      type: 'member_joined',
      target_type: 'member',
      target_id: guest.id,
      description: 'Victor Viewer joined the team as viewer',
    });
  });

  it('refuses an invitation that was revoked or expired, and one for a member', async () => {
    const owner = await t.signup();
    const first = await invite(owner, owner.defaultTeamId, 'someone@example.com', 'editor');
    const revoked = await as(owner, 'DELETE', `/api/v1/teams/${owner.defaultTeamId}/invitations/${first.id}`);
    expect(revoked.statusCode).toBe(204);
    const guest = await t.signup();
    expect((await as(guest, 'POST', `/api/v1/invitations/${first.token}/accept`)).statusCode).toBe(404);

    const second = await invite(owner, owner.defaultTeamId, guest.email, 'editor');
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, second.id));
    expect((await as(guest, 'POST', `/api/v1/invitations/${second.token}/accept`)).statusCode).toBe(404);

    const member = await as(owner, 'POST', `/api/v1/teams/${owner.defaultTeamId}/invitations/`, {
      email: owner.email,
      role: 'viewer',
    });
    expect(member.statusCode).toBe(409);
    const own = await invite(owner, owner.defaultTeamId, 'x@example.com', 'viewer');
    const self = await as(owner, 'POST', `/api/v1/invitations/${own.token}/accept`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('You are already a member of this team.');
  });

  it("changes a member's role, and the new role applies at once", async () => {
    const owner = await t.signup();
    const tree = await createTree(t.app, owner);
    const member = await join(owner, owner.defaultTeamId, 'viewer');
    const add = () => as(member, 'POST', '/api/v1/competitors/', { name: 'Globex', project_id: tree.projectId });
    expect((await add()).statusCode).toBe(403);
    const promoted = await as(owner, 'PATCH', `/api/v1/teams/${owner.defaultTeamId}/members/${member.id}`, {
      role: 'editor',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user_id: member.id, role: 'editor' });
    expect((await add()).statusCode).toBe(201);
    // An editor manages content, not the team or the project's existence.
    expect((await as(member, 'DELETE', `/api/v1/projects/${tree.projectId}`)).statusCode).toBe(403);
    const invite403 = await as(member, 'POST', `/api/v1/teams/${owner.defaultTeamId}/invitations/`, {
      email: 'friend@example.com',
      role: 'owner',
    });
    expect(invite403.statusCode).toBe(403);
    expect(invite403.json().detail).toBe('Only an owner of this team can do this.');
    const events = (
      await as(owner, 'GET', `/api/v1/projects/${tree.projectId}/activity/?type=member_role_changed`)
    ).json();
    expect(events.data.some((e: { description: string }) => e.description.endsWith('is now editor'))).toBe(true);
    const unknown = await as(owner, 'PATCH', `/api/v1/teams/${owner.defaultTeamId}/members/${tree.projectId}`, {
      role: 'editor',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps an owner: the last one can neither be demoted, removed nor leave', async () => {
    const owner = await t.signup();
    const team = owner.defaultTeamId;
    const demote = await as(owner, 'PATCH', `/api/v1/teams/${team}/members/${owner.id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toMatch(/needs an owner/);
    const leave = await as(owner, 'DELETE', `/api/v1/teams/${team}/members/${owner.id}`);
    expect(leave.statusCode).toBe(409);

    const second = await join(owner, team, 'owner');
    expect((await as(owner, 'DELETE', `/api/v1/teams/${team}/members/${owner.id}`)).statusCode).toBe(204);
    const left = (await as(second, 'GET', `/api/v1/teams/${team}/members/`)).json();
    expect(left.data.map((m: { user_id: string }) => m.user_id)).toEqual([second.id]);
    const alone = await as(second, 'DELETE', `/api/v1/teams/${team}/members/${second.id}`);
    expect(alone.statusCode).toBe(409);
  });

  it('removes a member, who then gets 404 and sees their own team again; anyone may leave', async () => {
    const owner = await t.signup();
    const tree = await createTree(t.app, owner);
    const member = await join(owner, owner.defaultTeamId, 'editor');
    expect(await projectNames(member)).toEqual(['Market watch']);
    const removed = await as(owner, 'DELETE', `/api/v1/teams/${owner.defaultTeamId}/members/${member.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await as(member, 'GET', `/api/v1/projects/${tree.projectId}`)).statusCode).toBe(404);
    expect(await projectNames(member)).toEqual([]);
    const teams = (await as(member, 'GET', '/api/v1/teams/')).json();
    expect(teams.data).toEqual([expect.objectContaining({ id: member.defaultTeamId, is_current: true })]);
    const events = (await as(owner, 'GET', `/api/v1/projects/${tree.projectId}/activity/`)).json();
    expect(events.data[0]).toMatchObject({ type: 'member_removed', target_id: member.id });

    const viewer = await join(owner, owner.defaultTeamId, 'viewer');
    const other = await join(owner, owner.defaultTeamId, 'viewer');
    expect((await as(viewer, 'DELETE', `/api/v1/teams/${owner.defaultTeamId}/members/${other.id}`)).statusCode).toBe(
      403,
    );
    expect((await as(viewer, 'DELETE', `/api/v1/teams/${owner.defaultTeamId}/members/${viewer.id}`)).statusCode).toBe(
      204,
    );
    const after = (await as(owner, 'GET', `/api/v1/projects/${tree.projectId}/activity/`)).json();
    expect(after.data[0]).toMatchObject({ type: 'member_left', target_id: viewer.id });
  });

  it("refuses to delete the account of a shared team's only owner, and keeps the team once another owns it", async () => {
    const owner = await t.signup();
    const tree = await createTree(t.app, owner);
    const member = await join(owner, owner.defaultTeamId, 'editor');
    const refused = await as(owner, 'DELETE', '/api/v1/users/me');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/only owner of the team .* other members/);
    expect((await as(owner, 'GET', '/api/v1/users/me')).statusCode).toBe(200);

    await as(owner, 'PATCH', `/api/v1/teams/${owner.defaultTeamId}/members/${member.id}`, { role: 'owner' });
    expect((await as(owner, 'DELETE', '/api/v1/users/me')).statusCode).toBe(204);
    // The shared team and its projects stay with the remaining owner.
    const project = await as(member, 'GET', `/api/v1/projects/${tree.projectId}`);
    expect(project.statusCode).toBe(200);
    const members = (await as(member, 'GET', `/api/v1/teams/${owner.defaultTeamId}/members/`)).json();
    expect(members.data.map((m: { user_id: string }) => m.user_id)).toEqual([member.id]);

    // Alone in both teams now: deleting the account takes them and their projects along.
    expect((await as(member, 'DELETE', '/api/v1/users/me')).statusCode).toBe(204);
    const [left] = await t.db.select().from(projects).where(eq(projects.id, tree.projectId));
    expect(left).toBeUndefined();
  });
});
