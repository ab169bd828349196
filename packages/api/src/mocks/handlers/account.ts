import { accountMessages } from '../../schema';
import { newId, type MockDb } from '../db';
import { EMAIL_TAKEN, MockHttpError, json, type MockResolvers } from '../route';
import { publicUser } from './auth';
import { soleOwnerOfShared } from './teams';

function requireMail(db: MockDb): void {
  if (!db.features.mail) throw new MockHttpError(503, accountMessages.mailNotConfigured);
}

/** Follows a "mailed" link once: the token is used up. */
function takeToken(db: MockDb, token: string, purpose: 'password_reset' | 'email_change') {
  const found = db.mailedTokens.find((row) => row.token === token && row.purpose === purpose);
  if (!found) throw new MockHttpError(400, accountMessages.invalidLink);
  db.mailedTokens = db.mailedTokens.filter((row) => row !== found);
  return found;
}

export const accountResolvers = {
  updateProfile: ({ db, user, body }) => {
    if (body.full_name !== undefined) user.full_name = body.full_name || null;
    if (body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase()) {
      const email = body.email.toLowerCase();
      if (db.users.some((row) => row.email.toLowerCase() === email)) throw new MockHttpError(409, EMAIL_TAKEN);
      requireMail(db);
      user.pending_email = email;
      db.mailedTokens.push({ token: newId(), userId: user.id, purpose: 'email_change', email });
    }
    return json(publicUser(user));
  },

  deleteAccount: ({ db, user }) => {
    // As on the server: refused while the user is the only owner of a team with other members;
    // the teams the user is alone in go with their projects; shared ones only lose the member.
    const mine = db.memberships.filter((row) => row.user_id === user.id);
    const alone = new Set<string>();
    for (const membership of mine) {
      const others = db.memberships.filter((row) => row.team_id === membership.team_id && row.user_id !== user.id);
      if (others.length === 0) alone.add(membership.team_id);
      else if ((membership.role ?? 'owner') === 'owner' && !others.some((row) => (row.role ?? 'owner') === 'owner')) {
        const name = db.teams.find((row) => row.id === membership.team_id)?.name ?? 'Team';
        throw new MockHttpError(409, soleOwnerOfShared(name));
      }
    }
    const projects = new Set(db.projects.filter((row) => alone.has(row.team_id)).map((row) => row.id));
    const competitors = new Set(db.competitors.filter((row) => projects.has(row.project_id)).map((row) => row.id));
    db.competitors = db.competitors.filter((row) => !competitors.has(row.id));
    db.events = db.events.filter((row) => !projects.has(row.project_id));
    db.channels = db.channels.filter((row) => !projects.has(row.project_id));
    db.projects = db.projects.filter((row) => !projects.has(row.id));
    db.memberships = db.memberships.filter((row) => row.user_id !== user.id);
    db.apiKeys = db.apiKeys.filter((row) => row.user_id !== user.id);
    db.users = db.users.filter((row) => row.id !== user.id);
    return new Response(null, { status: 204 });
  },

  recoverPassword: ({ db, params }) => {
    requireMail(db);
    const user = db.users.find((row) => row.email.toLowerCase() === params.email.toLowerCase());
    if (user) db.mailedTokens.push({ token: newId(), userId: user.id, purpose: 'password_reset' });
    return json({ message: accountMessages.recoverySent });
  },

  resetPassword: ({ db, body }) => {
    const { userId } = takeToken(db, body.token, 'password_reset');
    const user = db.users.find((row) => row.id === userId);
    if (!user) throw new MockHttpError(400, accountMessages.invalidLink);
    user.password = body.new_password;
    return json({ message: accountMessages.passwordReset });
  },

  confirmEmail: ({ db, body }) => {
    const { userId, email } = takeToken(db, body.token, 'email_change');
    const user = db.users.find((row) => row.id === userId);
    if (!user || !email) throw new MockHttpError(400, accountMessages.invalidLink);
    if (db.users.some((row) => row !== user && row.email.toLowerCase() === email))
      throw new MockHttpError(409, EMAIL_TAKEN);
    user.email = email;
    user.pending_email = null;
    return json({ message: accountMessages.emailConfirmed });
  },
} satisfies MockResolvers;
