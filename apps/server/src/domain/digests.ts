import type { DigestPreview, DigestSettingsUpdate } from '@spyglass/api/schema';
import { eq } from 'drizzle-orm';
import { digestSettings, type Database, type DigestSettingsRow } from '../db';
import type { Mailer } from '../mail';
import { buildDigestPreview, nextBoundary, periodStart, type AppLinks } from '../notify';
import { findProjectForUser } from './access';
import { HttpError } from './errors';

/** A project's digest as stored, or the defaults (off, weekly on Monday at 8, UTC) before it is first saved. */
export type DigestSettingsView = Omit<DigestSettingsRow, 'updatedAt'>;

const defaults = (projectId: string): DigestSettingsView => ({
  projectId,
  enabled: false,
  cadence: 'weekly',
  weekday: 1,
  hour: 8,
  timezone: 'UTC',
  recipients: [],
  language: 'en',
  skipEmpty: true,
  nextRunAt: null,
});

async function stored(db: Database, projectId: string): Promise<DigestSettingsView> {
  const [row] = await db.select().from(digestSettings).where(eq(digestSettings.projectId, projectId));
  return row ?? defaults(projectId);
}

export async function getDigestSettings(db: Database, userId: string, projectId: string): Promise<DigestSettingsView> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  return stored(db, project.id);
}

/** Saves the settings; the next digest is due at the next boundary after now. */
export async function putDigestSettings(
  deps: { db: Database; mailer: Mailer },
  userId: string,
  projectId: string,
  input: DigestSettingsUpdate,
  now = new Date(),
): Promise<DigestSettingsView> {
  const project = await findProjectForUser(deps.db, userId, projectId, 'edit');
  if (input.enabled && !deps.mailer.configured)
    throw new HttpError(422, 'enabled: This server cannot send email: ask its administrator to set SMTP_URL', [
      { field: 'enabled', message: 'This server cannot send email' },
    ]);
  const values = {
    enabled: input.enabled,
    cadence: input.cadence,
    weekday: input.weekday,
    hour: input.hour,
    timezone: input.timezone,
    recipients: [...new Set(input.recipients.map((email) => email.trim().toLowerCase()))],
    language: input.language,
    skipEmpty: input.skip_empty,
    nextRunAt: input.enabled ? nextBoundary(input, now) : null,
    updatedAt: now,
  };
  const [row] = await deps.db
    .insert(digestSettings)
    .values({ projectId: project.id, ...values })
    .onConflictDoUpdate({ target: digestSettings.projectId, set: values })
    .returning();
  return row!;
}

/** What the digest of a period holds; by default the last full period of the project's cadence, up to now. */
export async function previewDigest(
  deps: { db: Database; links: AppLinks },
  userId: string,
  projectId: string,
  range: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<DigestPreview> {
  const project = await findProjectForUser(deps.db, userId, projectId, 'read');
  const settings = await stored(deps.db, project.id);
  const to = range.to ? new Date(range.to) : now;
  const from = range.from ? new Date(range.from) : periodStart(settings, to);
  if (from.getTime() >= to.getTime())
    throw new HttpError(422, 'from: The start must be before the end', [
      { field: 'from', message: 'The start must be before the end' },
    ]);
  return buildDigestPreview(deps.db, { id: project.id, name: project.name }, from, to, deps.links);
}
