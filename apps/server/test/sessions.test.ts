import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/app';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions end on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '100' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async (email: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: email, password }),
    });
    return response;
  };
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
  const changePassword = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/users/me/password', headers: bearer(token), payload });

  it('logout makes that token answer 401 at once; the user’s other sessions go on', async () => {
    const user = await t.signup();
    const laptop = (await login(user.email, user.password)).json().access_token as string;
    expect((await me(user.token)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: user.headers });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Could not validate credentials' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: user.headers })).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('a name edited on one device shows at once on the user’s other sessions', async () => {
    const user = await t.signup();
    const laptop = (await login(user.email, user.password)).json().access_token as string;
    expect((await me(laptop)).statusCode).toBe(200);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { full_name: 'Grace Hopper' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await me(laptop)).json()).toMatchObject({ full_name: 'Grace Hopper' });
    expect((await me(user.token)).json()).toMatchObject({ full_name: 'Grace Hopper' });
  });

  it('a password change ends every older session and answers a token for a new one', async () => {
    const user = await t.signup({ password: 'first k3ttle' });
    const phone = (await login(user.email, 'first k3ttle')).json().access_token as string;

    const changed = await changePassword(user.token, {
      current_password: 'first k3ttle',
      new_password: 'second k3ttle',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    expect(fresh).toEqual({ access_token: expect.any(String), token_type: 'bearer' });

    // The device that changed it stays signed in with the new token; every old token is refused.
    expect((await me(fresh.access_token)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);

    expect((await login(user.email, 'first k3ttle')).statusCode).toBe(400);
    expect((await login(user.email, 'second k3ttle')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, an unchanged one and a common new one, changing nothing', async () => {
    const user = await t.signup({ password: 'steady k3ttle' });
    const wrong = await changePassword(user.token, {
      current_password: 'not my password',
      new_password: 'another k3ttle',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The current password is incorrect.');

    const same = await changePassword(user.token, {
      current_password: 'steady k3ttle',
      new_password: 'steady k3ttle',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().detail).toBe('new_password: The new password must differ from the current one.');

    const common = await changePassword(user.token, {
      current_password: 'steady k3ttle',
      new_password: 'password1',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().detail).toBe(
      'new_password: This password is too common and easy to guess. Please choose another one.',
    );

    const missing = await changePassword(user.token, { new_password: 'another k3ttle' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/^current_password: /);

    // Still the old password, still signed in.
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await login(user.email, 'steady k3ttle')).statusCode).toBe(200);
  });

  it('needs a token to log out or change the password', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      payload: { current_password: 'x', new_password: 'another k3ttle' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('documents the password change answer in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = document.paths['/api/v1/users/me/password'].patch;
    expect(operation.description).toMatch(/every session/i);
    expect(operation.description).toMatch(/new session/i);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '422']));
    expect(document.paths['/api/v1/logout'].post.responses).toHaveProperty('204');
  });
});

describe('per-account login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_MINUTES: '15' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login/access-token', ...form({ username, password }) });

  it('refuses an account after repeated failures, even with the right password, and says when to retry', async () => {
    const user = await t.signup();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(user.email, `wrong guess ${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400]);

    const locked = await attempt(user.email.toUpperCase(), user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: 'Too many failed login attempts for this account. Please wait a few minutes and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Tokens already issued keep working; other accounts log in as usual.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(
      200,
    );
    const other = await t.signup();
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });

  it('answers an email without an account exactly as one with an account', async () => {
    const user = await t.signup();
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) {
      await attempt(user.email, `wrong guess ${i}`);
      await attempt(nobody, `wrong guess ${i}`);
    }
    const known = await attempt(user.email, 'another guess');
    const unknown = await attempt(nobody, 'another guess');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(known.body).toBe(unknown.body);
  });

  it('forgets failures once a login succeeds', async () => {
    const user = await t.signup();
    await attempt(user.email, 'wrong guess 1');
    await attempt(user.email, 'wrong guess 2');
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    await attempt(user.email, 'wrong guess 3');
    await attempt(user.email, 'wrong guess 4');
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords on a password change too', async () => {
    const user = await t.signup();
    for (let i = 0; i < 3; i++) {
      const wrong = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/password',
        headers: user.headers,
        payload: { current_password: `wrong guess ${i}`, new_password: 'another k3ttle' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers: user.headers,
      payload: { current_password: user.password, new_password: 'another k3ttle' },
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('SIGNUP_DISABLED', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_DISABLED: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 403 with a detail and creates nothing', async () => {
    const email = uniqueEmail('closed');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { email, password: 'k3ttle-7' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Sign-up is turned off on this server. Ask its administrator for an account.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      ...form({ username: email, password: 'k3ttle-7' }),
    });
    expect(login.statusCode).toBe(400);
  });
});
