import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, users } from '../src/db';
import { TEST_SECRET_KEY, createTestApp, uniqueEmail, type TestApp } from './helpers/app';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('signup, login and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up with a personal team as the default team, and never answers the password hash', async () => {
    const email = uniqueEmail('Signup');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email, password: 'long enough', full_name: 'Ada Lovelace' },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: email.toLowerCase(), full_name: 'Ada Lovelace', is_active: true });
    expect(user.default_team_id).toEqual(expect.any(String));
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('long enough');
    const memberships = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
    expect(memberships).toEqual([expect.objectContaining({ teamId: user.default_team_id, role: 'owner' })]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.hashedPassword).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 "already registered" for a used email, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await t.signup({ email });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: email.toUpperCase(), password: 'another one' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The user with this email is already registered in the system' });
  });

  it('validates the signup payload with the SPEC §5 rules, in English', async () => {
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: 'not-an-email', password: 'long enough' },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toBe('email: Please enter a valid email address');

    const shortPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: uniqueEmail(), password: '1234567' },
    });
    expect(shortPassword.statusCode).toBe(422);
    expect(shortPassword.json()).toEqual({
      detail: 'password: Password must be at least 8 characters',
      errors: [{ field: 'password', message: 'Password must be at least 8 characters' }],
    });

    const eightIsEnough = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email: uniqueEmail(), password: 'k3ttle-7' },
    });
    expect(eightIsEnough.statusCode).toBe(201);
    expect(eightIsEnough.json().full_name).toBeNull();
  });

  it('refuses the most common passwords, whatever their letter case', async () => {
    for (const password of ['password', '12345678', 'PassWord', 'iloveyou', 'qwertyuiop']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/signup',
        payload: { email: uniqueEmail(), password },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json(), password).toEqual({
        detail: 'password: This password is too common and easy to guess. Please choose another one.',
        errors: [
          { field: 'password', message: 'This password is too common and easy to guess. Please choose another one.' },
        ],
      });
    }
  });

  it('counts only visible characters toward the password minimum', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      // Seven letters and a zero-width space: eight code units, seven characters anyone sees.
      payload: { email: uniqueEmail(), password: 'kettle7\u200b' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('password: Password must be at least 8 characters');
  });

  it('refuses an email longer than 254 characters with 422, not a server error', async () => {
    const email = `${'a'.repeat(290)}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email, password: 'k3ttle-7' },
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().detail).toBe('email: Email must be at most 254 characters');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: email, password: 'k3ttle-7' }),
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().detail).toMatch(/^username: /);
  });

  it('logs in with the form-encoded email and password and answers a bearer token that reads /users/me', async () => {
    const email = uniqueEmail('login');
    await t.signup({ email, password: 'my password', full_name: 'Grace' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: email.toUpperCase(), password: 'my password' }),
    });
    expect(login.statusCode).toBe(200);
    const token = login.json();
    expect(token.token_type).toBe('bearer');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, full_name: 'Grace' });
  });

  it('issues tokens valid for 8 days, signed HS256', async () => {
    const user = await t.signup();
    const [header, payload] = user.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(user.id);
    expect(payload).toMatchObject({ iss: 'spyglass', aud: 'spyglass-api', jti: expect.any(String) });
    expect(payload.exp - payload.iat).toBe(8 * 24 * 60 * 60);
  });

  it('answers a wrong password and an unknown email the same way, mentioning credentials', async () => {
    const email = uniqueEmail('wrong');
    await t.signup({ email, password: 'right password' });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: email, password: 'wrong password' }),
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: uniqueEmail('nobody'), password: 'wrong password' }),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json().detail).toContain('credentials');
  });

  it('refuses inactive users at login and with a token they already hold', async () => {
    const user = await t.signup();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: user.email, password: user.password }),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: 'Inactive user' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(me.statusCode).toBe(400);
    expect(me.json()).toEqual({ detail: 'Inactive user' });
  });

  it('answers 401 for a missing, malformed, foreign-key, unsigned, expired or misaddressed token', async () => {
    const user = await t.signup();
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString());
    const key = new TextEncoder().encode(TEST_SECRET_KEY);
    /** A token signed with the right key, for the user's live session, with the given issuer and audience. */
    const addressed = (issuer: string | null, audience: string | null) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setJti(claims.jti);
      if (issuer) jwt.setIssuer(issuer);
      if (audience) jwt.setAudience(audience);
      return jwt.setExpirationTime('1h').sign(key);
    };
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('spyglass')
      .setAudience('spyglass-api')
      .setJti(claims.jti)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-key-of-enough-length'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    const unsigned = `${header}.${body}.`;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 10 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(key);
    // The right signature and session, but made for another issuer or audience, or for no session at all.
    const wellAddressed = await addressed('spyglass', 'spyglass-api');
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('spyglass')
      .setAudience('spyglass-api')
      .setExpirationTime('1h')
      .sign(key);

    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer nonsense',
      `Basic ${user.token}`,
      `Bearer ${otherKey}`,
      `Bearer ${unsigned}`,
      `Bearer ${expired}`,
      `Bearer ${await addressed('someone-else', 'spyglass-api')}`,
      `Bearer ${await addressed('spyglass', 'another-api')}`,
      `Bearer ${await addressed(null, null)}`,
      `Bearer ${noSession}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ detail: 'Could not validate credentials' });
    }
    // The control: the same construction, correctly addressed, is accepted.
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${wellAddressed}` },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('answers 422 when the login form misses a field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: 'someone@example.com' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^password: /);
  });
});

describe('rate limits on login and signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a detail once a client exceeds the limit', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/access-token',
        ...form({ username: 'x@example.com', password: 'whatever1' }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await attempt();
    expect(limited.json().detail).toMatch(/too many requests/i);

    const signups = [];
    for (let i = 0; i < 4; i++) {
      signups.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/users/signup', payload: { email: 'bad', password: 'x' } }))
          .statusCode,
      );
    }
    expect(signups).toEqual([422, 422, 422, 429]);
  });
});
