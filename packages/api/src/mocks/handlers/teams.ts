import { INVITATION_DAYS, type Member, type Team, type TeamRole } from '../../schema';
import { newId, type MockDb, type MockUser } from '../db';
import { MOCK_PUBLIC_URL, MockHttpError, json, notFound, nowIso, type MockResolvers } from '../route';
import { seededChars } from '../seeded';
import { publicUser } from './auth';

/** The server's sentences (apps/server domain/access.ts and domain/teams.ts), repeated so the mock answers alike. */
export const ROLE_REFUSALS = {
  edit: 'Your role in this team is viewer: you can read its projects but not change them. Ask an owner for editor access.',
  manage: 'Only an owner of this team can do this.',
} as const;
export const LAST_OWNER = 'A team needs an owner: make another member an owner first.';
export const INVITATION_INVALID =
  'This invitation link does not work any more: it was used, revoked or it expired. Ask the team for a new one.';
export const ALREADY_MEMBER = 'You are already a member of this team.';
export const soleOwnerOfShared = (team: string) =>
  `You are the only owner of the team "${team}", which has other members. Make one of them an owner, or remove them, before deleting your account.`;

type Need = 'read' | 'edit' | 'manage';
const ALLOWED: Record<Need, readonly TeamRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  manage: ['owner'],
};

export const roleOf = (db: MockDb, user: Pick<MockUser, 'id'>, teamId: string): TeamRole | null => {
  const row = db.memberships.find((member) => member.user_id === user.id && member.team_id === teamId);
  return row ? (row.role ?? 'owner') : null;
};

/** 404 for a team the user is not in, 403 with the server's sentence for a role too small. */
export function demandRole(db: MockDb, user: MockUser, teamId: string, need: Need): TeamRole {
  const role = roleOf(db, user, teamId);
  if (!role) throw notFound('Team');
  if (!ALLOWED[need].includes(role)) throw new MockHttpError(403, ROLE_REFUSALS[need as 'edit' | 'manage']);
  return role;
}

/** The team whose projects the list shows: the chosen one while the user is in it, else the first they joined. */
export function currentTeamOf(db: MockDb, user: MockUser): string | null {
  const mine = db.memberships.filter((row) => row.user_id === user.id).map((row) => row.team_id);
  const preferred = user.current_team_id ?? user.default_team_id;
  return preferred && mine.includes(preferred) ? preferred : (mine[0] ?? null);
}

function teamView(db: MockDb, user: MockUser, teamId: string): Team {
  const team = db.teams.find((row) => row.id === teamId);
  return {
    id: teamId,
    name: team?.name ?? 'Team',
    role: roleOf(db, user, teamId) ?? 'viewer',
    member_count: db.memberships.filter((row) => row.team_id === teamId).length,
    is_current: currentTeamOf(db, user) === teamId,
    created_at: team?.created_at ?? user.created_at,
  };
}

function memberView(db: MockDb, row: MockDb['memberships'][number]): Member {
  const user = db.users.find((candidate) => candidate.id === row.user_id)!;
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.full_name,
    role: row.role ?? 'owner',
    joined_at: row.joined_at ?? user.created_at,
  };
}

function findMember(db: MockDb, teamId: string, userId: string) {
  const row = db.memberships.find((member) => member.team_id === teamId && member.user_id === userId);
  if (!row) throw notFound('Member');
  return row;
}

const ownersOf = (db: MockDb, teamId: string) =>
  db.memberships.filter((row) => row.team_id === teamId && (row.role ?? 'owner') === 'owner').length;

const DAY = 24 * 60 * 60_000;

export const teamResolvers = {
  listTeams: ({ db, user }) => {
    const rows = db.memberships.filter((row) => row.user_id === user.id).map((row) => teamView(db, user, row.team_id));
    return json({ data: rows, count: rows.length });
  },

  createTeam: ({ db, user, body }) => {
    const id = newId();
    const now = nowIso();
    db.teams.push({ id, name: body.name, created_at: now });
    db.memberships.push({ user_id: user.id, team_id: id, role: 'owner', joined_at: now });
    return json(teamView(db, user, id), 201);
  },

  setCurrentTeam: ({ db, user, body }) => {
    demandRole(db, user, body.team_id, 'read');
    user.current_team_id = body.team_id;
    return json(publicUser(user));
  },

  listMembers: ({ db, user, params }) => {
    demandRole(db, user, params.teamId, 'read');
    const rows = db.memberships.filter((row) => row.team_id === params.teamId).map((row) => memberView(db, row));
    return json({ data: rows, count: rows.length });
  },

  updateMember: ({ db, user, params, body }) => {
    demandRole(db, user, params.teamId, 'manage');
    const row = findMember(db, params.teamId, params.userId);
    if ((row.role ?? 'owner') === 'owner' && body.role !== 'owner' && ownersOf(db, params.teamId) === 1)
      throw new MockHttpError(409, LAST_OWNER);
    row.role = body.role;
    return json(memberView(db, row));
  },

  removeMember: ({ db, user, params }) => {
    demandRole(db, user, params.teamId, params.userId === user.id ? 'read' : 'manage');
    const row = findMember(db, params.teamId, params.userId);
    if ((row.role ?? 'owner') === 'owner' && ownersOf(db, params.teamId) === 1)
      throw new MockHttpError(409, LAST_OWNER);
    db.memberships = db.memberships.filter((member) => member !== row);
    const removed = db.users.find((candidate) => candidate.id === params.userId);
    if (removed?.current_team_id === params.teamId) removed.current_team_id = null;
    return new Response(null, { status: 204 });
  },

  createInvitation: ({ db, user, params, body }) => {
    demandRole(db, user, params.teamId, 'manage');
    const email = body.email.toLowerCase();
    const member = db.memberships.some(
      (row) =>
        row.team_id === params.teamId && db.users.find((u) => u.id === row.user_id)?.email.toLowerCase() === email,
    );
    if (member) throw new MockHttpError(409, `${email} is already a member of this team.`);
    const now = Date.now();
    // Drawn from the team, the address and the store, so the story that shows the link keeps its screenshot.
    const token = seededChars(`${params.teamId}:${email}:${db.invitations.length}`, '0123456789abcdef', 32);
    const invitation = {
      id: newId(),
      team_id: params.teamId,
      token,
      email,
      role: body.role,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + INVITATION_DAYS * DAY).toISOString(),
    };
    db.invitations.push(invitation);
    const { team_id: _team, token: _token, ...view } = invitation;
    return json(
      {
        ...view,
        accept_url: `${MOCK_PUBLIC_URL}/invitations/${token}`,
        mailed: db.features.mail,
      },
      201,
    );
  },

  listInvitations: ({ db, user, params }) => {
    demandRole(db, user, params.teamId, 'manage');
    const now = nowIso();
    const rows = db.invitations
      .filter((row) => row.team_id === params.teamId && row.expires_at > now)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(({ team_id: _team, token: _token, ...view }) => view);
    return json({ data: rows, count: rows.length });
  },

  revokeInvitation: ({ db, user, params }) => {
    demandRole(db, user, params.teamId, 'manage');
    const found = db.invitations.find((row) => row.id === params.invitationId && row.team_id === params.teamId);
    if (!found) throw notFound('Invitation');
    db.invitations = db.invitations.filter((row) => row !== found);
    return new Response(null, { status: 204 });
  },

  acceptInvitation: ({ db, user, params }) => {
    const found = db.invitations.find((row) => row.token === params.token && row.expires_at > nowIso());
    if (!found) throw new MockHttpError(404, INVITATION_INVALID);
    if (roleOf(db, user, found.team_id)) throw new MockHttpError(409, ALREADY_MEMBER);
    db.invitations = db.invitations.filter((row) => row !== found);
    db.memberships.push({ user_id: user.id, team_id: found.team_id, role: found.role, joined_at: nowIso() });
    user.current_team_id = found.team_id;
    return json(teamView(db, user, found.team_id));
  },
} satisfies MockResolvers;
