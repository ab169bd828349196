import { passwordChangeSchema, signupSchema, type User } from '../../schema';
import { newId, tokenFor, type MockUser } from '../db';
import {
  EMAIL_TAKEN,
  MockHttpError,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
  authedRoute,
  json,
  nowIso,
  publicRoute,
  readJson,
  validate,
  type MockRoute,
} from '../route';

const publicUser = ({ password: _password, ...user }: MockUser): User => user;

export const authRoutes: MockRoute[] = [
  publicRoute({ group: 'auth', method: 'post', path: '/users/signup' }, async ({ request, db }) => {
    const payload = validate(signupSchema, await readJson(request));
    const email = payload.email.toLowerCase();
    if (db.users.some((user) => user.email.toLowerCase() === email)) throw new MockHttpError(409, EMAIL_TAKEN);
    // Signup creates the user's personal team (DESIGN).
    const teamId = newId();
    const user: MockUser = {
      id: newId(),
      email: payload.email,
      password: payload.password,
      full_name: payload.full_name || null,
      is_active: true,
      default_team_id: teamId,
      created_at: nowIso(),
    };
    db.users.push(user);
    db.memberships.push({ user_id: user.id, team_id: teamId });
    return json(publicUser(user), 201);
  }),

  publicRoute({ group: 'auth', method: 'post', path: '/login/access-token' }, async ({ request, db }) => {
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
  }),

  authedRoute({ group: 'auth', method: 'get', path: '/users/me' }, ({ user }) => json(publicUser(user))),

  // The mock's tokens are made from the user's id, so there is no session to end: logout only answers.
  authedRoute({ group: 'auth', method: 'post', path: '/logout' }, () => new Response(null, { status: 204 })),

  authedRoute({ group: 'auth', method: 'patch', path: '/users/me/password' }, async ({ request, user }) => {
    const payload = validate(passwordChangeSchema, await readJson(request));
    if (payload.current_password !== user.password) {
      throw new MockHttpError(400, WRONG_CURRENT_PASSWORD, [
        { field: 'current_password', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    user.password = payload.new_password;
    return json({ access_token: tokenFor(user.id), token_type: 'bearer' });
  }),

  // The mock has no database to lose; it says so the way the server does when all is well.
  publicRoute({ group: 'auth', method: 'get', path: '/utils/health-check/' }, () =>
    json({ status: 'ok', database: 'ok' }),
  ),
];
