import { describe, expect, it } from 'vitest';
import { clientWithToken, demoClient, failure, otherTeamClient } from '../testing/client';
import { tokenFor } from './db';
import { getMockDb, mockLinkTokens, seededIds, setDemoRole } from './index';

const ids = seededIds;

describe('teams in the mock backend', () => {
  it("lists the demo user's team with its members, roles and the pending invitation", async () => {
    const client = demoClient();
    const teams = await client.listTeams();
    expect(teams.data).toEqual([
      expect.objectContaining({
        id: ids.demoTeam,
        name: 'Market research',
        role: 'owner',
        member_count: 3,
        is_current: true,
      }),
    ]);
    const members = await client.listMembers(ids.demoTeam);
    expect(members.data.map((member) => [member.full_name, member.role])).toEqual([
      ['Dana Reyes', 'owner'],
      ['Priya Shah', 'editor'],
      ['Tom Becker', 'viewer'],
    ]);
    expect((await client.listInvitations(ids.demoTeam)).data[0]).toMatchObject({ email: 'marco@spyglass.example' });
    expect((await failure(otherTeamClient().listMembers(ids.demoTeam))).status).toBe(404);
  });

  it('invites, accepts once, and switches the project list to the team joined', async () => {
    const created = await demoClient().createInvitation(ids.demoTeam, {
      email: 'sam@harbour-team.example',
      role: 'viewer',
    });
    expect(created.accept_url).toMatch(/\/invitations\/\w+$/);
    const token = created.accept_url.split('/invitations/')[1]!;
    const sam = otherTeamClient();
    expect((await sam.listProjects()).data.map((project) => project.id)).toEqual([ids.projects.otherTeam]);
    expect(await sam.acceptInvitation(token)).toMatchObject({ id: ids.demoTeam, role: 'viewer', is_current: true });
    expect((await sam.listProjects()).data.map((project) => project.id)).not.toContain(ids.projects.otherTeam);
    expect((await failure(sam.acceptInvitation(token))).status).toBe(404);
    // A viewer is refused changes with the server's sentence.
    const refused = await failure(sam.updateProject(ids.projects.payments, { name: 'Mine' }));
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/ask an owner for editor access/i);
    await sam.setCurrentTeam({ team_id: ids.otherTeam });
    expect((await sam.listProjects()).data.map((project) => project.id)).toEqual([ids.projects.otherTeam]);
  });

  it('keeps an owner and lets members leave', async () => {
    const client = demoClient();
    expect((await failure(client.updateMember(ids.demoTeam, ids.demoUser, { role: 'viewer' }))).status).toBe(409);
    expect((await failure(client.removeMember(ids.demoTeam, ids.demoUser))).status).toBe(409);
    const tom = clientWithToken(tokenFor(ids.viewerUser));
    expect((await failure(tom.removeMember(ids.demoTeam, ids.editorUser))).status).toBe(403);
    expect(await tom.removeMember(ids.demoTeam, ids.viewerUser)).toBe(true);
    expect(await client.acceptInvitation(mockLinkTokens.invitation).catch((error: Error) => error.message)).toMatch(
      /already a member/,
    );
  });

  it('makes the demo user an editor or a viewer for the read-only screens', async () => {
    setDemoRole('viewer', getMockDb());
    const teams = await demoClient().listTeams();
    expect(teams.data[0]?.role).toBe('viewer');
    expect((await failure(demoClient().deleteProject(ids.projects.payments))).status).toBe(403);
    const competitor = await failure(
      demoClient().createCompetitor({ name: 'Globex', project_id: ids.projects.payments }),
    );
    expect(competitor.status).toBe(403);
    expect((await failure(demoClient().deletePage(ids.pages.ledgerlyPricing))).status).toBe(403);
    // Reading stays open, marking Radar read too.
    expect((await demoClient().getPage(ids.pages.ledgerlyPricing)).id).toBe(ids.pages.ledgerlyPricing);
    setDemoRole('editor', getMockDb());
    expect((await demoClient().createCompetitor({ name: 'Globex', project_id: ids.projects.payments })).name).toBe(
      'Globex',
    );
    expect((await failure(demoClient().deleteProject(ids.projects.payments))).status).toBe(403);
  });
});
