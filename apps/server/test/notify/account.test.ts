import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { linkIn } from '../helpers/mailbox';
import { PUBLIC_URL, startWorld, type NotifyWorld } from './setup';

describe('account by mail', () => {
  let world: NotifyWorld;
  beforeAll(async () => (world = await startWorld()));
  afterAll(() => world?.close());

  const recover = (email: string, language = 'en') =>
    world.harness.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${encodeURIComponent(email)}`,
      headers: { 'accept-language': language },
    });

  it('says the server can send mail', async () => {
    const response = await world.harness.app.inject({ method: 'GET', url: '/api/v1/utils/features' });
    expect(response.json()).toEqual({ mail: true });
  });

  it('answers password recovery identically for known and unknown emails; the known one gets a link that works once and ends the old sessions', async () => {
    const { app } = world.harness;
    const user = await world.harness.signup();
    const known = await recover(user.email, 'de-DE,de;q=0.9,en;q=0.5');
    const unknown = await recover('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const [mail] = await world.mailbox.waitFor(user.email);
    expect(world.mailbox.to('nobody-here@example.com')).toHaveLength(0);
    expect(mail!.subject).toBe('Neues Passwort für Spyglass festlegen');
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.text).toContain('Der Link funktioniert einmal und eine Stunde lang.');
    const link = linkIn(mail!, `${PUBLIC_URL}/reset-password?token=`);
    expect(mail!.html).toContain(link);
    const token = new URL(link).searchParams.get('token')!;

    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: { token, new_password: newPassword } });
    const done = await reset('a brand new passphrase');
    expect(done.statusCode).toBe(200);
    // The old session ended with the reset.
    const old = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(old.statusCode).toBe(401);
    // The link works once.
    const again = await reset('yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This link is invalid, already used or expired. Ask for a new one.');
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/login/access-token',
        payload: new URLSearchParams({ username: user.email, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await login('a brand new passphrase')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(400);
  });

  it('mails an account at most three recovery links an hour, answering every request the same', async () => {
    const user = await world.harness.signup();
    const answers = [];
    for (let request = 0; request < 5; request += 1) answers.push((await recover(user.email)).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await world.mailbox.waitFor(user.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(world.mailbox.to(user.email)).toHaveLength(3);
  });

  it('refuses an unknown link and a weak new password', async () => {
    const { app } = world.harness;
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token: 'not-a-real-token', new_password: 'a brand new passphrase' },
    });
    expect(unknown.statusCode).toBe(400);
    const weak = await app.inject({
      method: 'POST',
      url: '/api/v1/reset-password/',
      payload: { token: 'x', new_password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
  });

  it('edits the name at once, and changes the email only once the mailed link is followed', async () => {
    const { app } = world.harness;
    const user = await world.harness.signup();
    const newEmail = `moved-${user.email}`;
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { full_name: 'Ada Byron', email: newEmail },
      headers: { ...user.headers, 'accept-language': 'it' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ full_name: 'Ada Byron', email: user.email, pending_email: newEmail });
    const [mail] = await world.mailbox.waitFor(newEmail);
    expect(mail!.subject).toBe('Conferma il tuo nuovo indirizzo email per Spyglass');
    const token = new URL(linkIn(mail!, `${PUBLIC_URL}/confirm-email?token=`)).searchParams.get('token')!;
    const confirmed = await app.inject({ method: 'POST', url: '/api/v1/email-confirmation/', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers });
    expect(me.json()).toMatchObject({ email: newEmail, pending_email: null });
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/email-confirmation/', payload: { token } })).statusCode,
    ).toBe(400);
  });

  it('refuses an email another account uses', async () => {
    const { app } = world.harness;
    const [first, second] = [await world.harness.signup(), await world.harness.signup()];
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { email: second.email },
      headers: first.headers,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes the account with its personal team and projects', async () => {
    const { app } = world.harness;
    const user = await world.harness.signup();
    const project = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/projects/',
        payload: { name: 'Doomed', description: 'Goes away', url: '' },
        headers: user.headers,
      })
    ).json<{ id: string }>();
    const other = await world.harness.signup();
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(401);
    const rows = await world.harness.testDatabase.database.db.query.projects.findMany();
    expect(rows.find((row) => row.id === project.id)).toBeUndefined();
    // Someone else's account is untouched.
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: other.headers })).statusCode).toBe(200);
  });
});

describe('account without mail', () => {
  let harness: TestApp;
  beforeAll(async () => (harness = await createTestApp()));
  afterAll(() => harness?.close());

  it('says so: features answer mail off, and recovery answers 503 with a plain sentence', async () => {
    const { app } = harness;
    expect((await app.inject({ method: 'GET', url: '/api/v1/utils/features' })).json()).toEqual({ mail: false });
    const response = await app.inject({ method: 'POST', url: '/api/v1/password-recovery/someone%40example.com' });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe('This server cannot send email: ask its administrator to set SMTP_URL.');
    const user = await harness.signup();
    const emailChange = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { email: 'elsewhere@example.com' },
      headers: user.headers,
    });
    expect(emailChange.statusCode).toBe(503);
  });
});
