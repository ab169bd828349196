import {
  EMAIL_CHANGE_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  accountMessages,
  type PasswordResetPayload,
  type ProfileUpdate,
} from '@spyglass/api/schema';
import { eq, inArray } from 'drizzle-orm';
import { sessions, teams, users, type Database, type UserRow } from '../db';
import { emailChangeMail, passwordResetMail, type Mailer, type MailT } from '../mail';
import type { AppLinks } from '../notify/links';
import { newLinkToken, recentLinkCount, storeLinkToken, useLinkToken, voidLinkTokens } from './accountTokens';
import { EMAIL_TAKEN, HttpError, isUniqueViolation } from './errors';
import { hashPassword } from './passwords';
import { forgetTokenUser } from './tokenUsers';
import { displayName, normaliseEmail } from './users';
import { teamsToDeleteWithAccount } from './teams';

/** What the account calls need besides the database: mail, its texts, and the app's links. */
export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  translate: (language: string) => MailT;
  links: AppLinks;
  publicUrl: string;
  log: { warn(object: object, message?: string): void };
}

/** Recovery mails one account receives per hour at most; more requests get the same answer and no mail. */
export const RECOVERY_MAILS_PER_HOUR = 3;

const mailUnavailable = () => new HttpError(503, accountMessages.mailNotConfigured);

/**
 * Password recovery: always the same answer, known email or not. For a known
 * one a single-use link (valid an hour) is mailed; the mail goes out after the
 * answer, so the answer's timing does not tell either.
 */
export async function requestPasswordRecovery(deps: AccountDeps, email: string, language: string): Promise<string> {
  if (!deps.mailer.configured) throw mailUnavailable();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  // A few links an hour per account at most: nobody can flood someone's inbox through this form.
  if (user?.isActive && (await recentLinkCount(deps.db, user.id, 'password_reset')) < RECOVERY_MAILS_PER_HOUR) {
    const token = newLinkToken();
    await storeLinkToken(deps.db, {
      userId: user.id,
      purpose: 'password_reset',
      token,
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
    });
    const mail = passwordResetMail(
      { language, t: deps.translate(language), publicUrl: deps.publicUrl },
      { email: user.email, link: deps.links.resetPassword(token) },
    );
    void deps.mailer
      .send({ ...mail, to: user.email })
      .catch((error: unknown) => deps.log.warn({ err: error, userId: user.id }, 'password recovery mail not sent'));
  }
  return accountMessages.recoverySent;
}

/** Sets a new password with a mailed link, once; every session of the account ends, and older links die. */
export async function resetPassword(db: Database, input: PasswordResetPayload): Promise<string> {
  const hashedPassword = await hashPassword(input.new_password);
  const userId = await db.transaction(async (tx) => {
    const used = await useLinkToken(tx, input.token, 'password_reset');
    if (!used) throw new HttpError(400, accountMessages.invalidLink);
    await tx.update(users).set({ hashedPassword }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await voidLinkTokens(tx, used.userId, 'password_reset');
    return used.userId;
  });
  forgetTokenUser(db, userId);
  return accountMessages.passwordReset;
}

/**
 * Edits the profile: the name at once; a new email is mailed a confirmation
 * link (valid a day) and changes only when it is followed.
 */
export async function updateProfile(
  deps: AccountDeps,
  user: UserRow,
  input: ProfileUpdate,
  language: string,
): Promise<UserRow> {
  let current = user;
  if (input.full_name !== undefined) {
    const fullName = input.full_name?.trim() || null;
    const [row] = await deps.db.update(users).set({ fullName }).where(eq(users.id, user.id)).returning();
    forgetTokenUser(deps.db, user.id);
    current = row ?? current;
  }
  if (input.email !== undefined) {
    const email = normaliseEmail(input.email);
    if (email !== current.email) {
      const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (taken) throw new HttpError(409, EMAIL_TAKEN);
      if (!deps.mailer.configured) throw mailUnavailable();
      const token = newLinkToken();
      await voidLinkTokens(deps.db, user.id, 'email_change');
      await storeLinkToken(deps.db, {
        userId: user.id,
        purpose: 'email_change',
        token,
        ttlMs: EMAIL_CHANGE_TTL_HOURS * 60 * 60_000,
        newEmail: email,
      });
      const mail = emailChangeMail(
        { language, t: deps.translate(language), publicUrl: deps.publicUrl },
        { name: displayName(current), email, link: deps.links.confirmEmail(token) },
      );
      try {
        await deps.mailer.send({ ...mail, to: email });
      } catch (error) {
        deps.log.warn({ err: error, userId: user.id }, 'email confirmation mail not sent');
        await voidLinkTokens(deps.db, user.id, 'email_change');
        throw new HttpError(502, 'The confirmation mail could not be sent. Please try again later.');
      }
    }
  }
  return current;
}

/** Follows an email confirmation link: the account's email becomes the new one. */
export async function confirmEmail(db: Database, token: string): Promise<string> {
  try {
    const userId = await db.transaction(async (tx) => {
      const used = await useLinkToken(tx, token, 'email_change');
      if (!used?.newEmail) throw new HttpError(400, accountMessages.invalidLink);
      await tx.update(users).set({ email: used.newEmail }).where(eq(users.id, used.userId));
      return used.userId;
    });
    forgetTokenUser(db, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
  return accountMessages.emailConfirmed;
}

/**
 * Deletes the account: the teams it is the only member of (its personal team,
 * usually) with every project in them (and, by cascade, their competitors,
 * pages, history, channels and digests), then the user (their sessions, links
 * and memberships of shared teams). Refused (409) while the user is the only
 * owner of a team with other members.
 */
export async function deleteAccount(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const alone = await teamsToDeleteWithAccount(tx, user.id);
    if (alone.length > 0) await tx.delete(teams).where(inArray(teams.id, alone));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  forgetTokenUser(db, user.id);
}
