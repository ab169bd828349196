import type { SignupPayload } from '@spyglass/api/schema';
import { eq } from 'drizzle-orm';
import { teamMembers, teams, users, type Database, type UserRow } from '../db';
import { EMAIL_TAKEN, HttpError, INACTIVE_USER, WRONG_CREDENTIALS, isUniqueViolation } from './errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

/** Emails are compared and stored lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The name the product shows for a person: their full name, else their email. */
export const displayName = (user: Pick<UserRow, 'fullName' | 'email'>) => user.fullName?.trim() || user.email;

/** Creates the user with a personal team (their default) in one transaction. */
export async function signup(db: Database, input: SignupPayload): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  const fullName = input.full_name?.trim() || null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw new HttpError(409, EMAIL_TAKEN);
  const hashedPassword = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [team] = await tx
        .insert(teams)
        .values({ name: `${fullName ?? email}'s team` })
        .returning();
      if (!team) throw new Error('team insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({ email, hashedPassword, fullName, defaultTeamId: team.id })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'owner' });
      return user;
    });
  } catch (error) {
    // Two signups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/**
 * The user behind an email and password. A wrong pair answers the same
 * whether the email exists or not, after the same amount of work.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  if (!user) {
    await verifyDummyPassword(password);
    throw new HttpError(400, WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(password, user.hashedPassword))) throw new HttpError(400, WRONG_CREDENTIALS);
  if (!user.isActive) throw new HttpError(400, INACTIVE_USER);
  return user;
}
