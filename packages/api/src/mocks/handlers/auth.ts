import type { User } from '../../schema';
import { newId, tokenFor, type MockUser } from '../db';
import {
  EMAIL_TAKEN,
  MockHttpError,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
  json,
  nowIso,
  type MockResolvers,
} from '../route';

export const publicUser = ({ password: _password, ...user }: MockUser): User => user;

export const authResolvers = {
  signup: ({ db, body }) => {
    const email = body.email.toLowerCase();
    if (db.users.some((user) => user.email.toLowerCase() === email)) throw new MockHttpError(409, EMAIL_TAKEN);
    // Signup creates the user's personal team (DESIGN).
    const teamId = newId();
    const user: MockUser = {
      id: newId(),
      email: body.email,
      password: body.password,
      full_name: body.full_name || null,
      is_active: true,
      default_team_id: teamId,
      created_at: nowIso(),
    };
    db.users.push(user);
    db.teams.push({ id: teamId, name: `${user.full_name ?? user.email}'s team`, created_at: user.created_at });
    db.memberships.push({ user_id: user.id, team_id: teamId, role: 'owner', joined_at: user.created_at });
    return json(publicUser(user), 201);
  },

  login: async ({ request, db }) => {
    // OAuth2 password form: username (the email) and password, form-encoded.
    const form = new URLSearchParams(await request.text());
    const username = form.get('username');
    const password = form.get('password');
    if (!username)
      throw new MockHttpError(422, 'username: Field required', [{ field: 'username', message: 'Field required' }]);
    if (!password)
      throw new MockHttpError(422, 'password: Field required', [{ field: 'password', message: 'Field required' }]);
    const user = db.users.find((row) => row.email.toLowerCase() === username.trim().toLowerCase());
    if (!user || user.password !== password) throw new MockHttpError(400, WRONG_CREDENTIALS);
    if (!user.is_active) throw new MockHttpError(400, 'Inactive user');
    return json({ access_token: tokenFor(user.id), token_type: 'bearer' });
  },

  getCurrentUser: ({ user }) => json(publicUser(user)),

  // The mock's tokens are made from the user's id, so there is no session to end: logout only answers.
  logout: () => new Response(null, { status: 204 }),

  changePassword: ({ user, body }) => {
    if (body.current_password !== user.password) {
      throw new MockHttpError(400, WRONG_CURRENT_PASSWORD, [
        { field: 'current_password', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    user.password = body.new_password;
    return json({ access_token: tokenFor(user.id), token_type: 'bearer' });
  },

  // The mock has no database to lose; it says so the way the server does when all is well.
  healthCheck: () => json({ status: 'ok', database: 'ok' }),
} satisfies MockResolvers;
