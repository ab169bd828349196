import { and, eq, sql } from 'drizzle-orm';
import { digestRuns, digestSettings, type Database, type DigestRunRow, type DigestSettingsRow } from '../../db';
import { nextBoundary, periodStart } from './schedule';

/**
 * Turns every digest whose time has come into a run for the period that just
 * ended, and moves its next time on; in one transaction per batch, the
 * settings rows locked (SKIP LOCKED), and the run unique per (project,
 * period end): however many workers cross the boundary together, a period
 * gets one run.
 */
export async function scheduleDueDigests(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(digestSettings)
      .where(
        and(eq(digestSettings.enabled, true), sql`${digestSettings.nextRunAt} <= ${now.toISOString()}::timestamptz`),
      )
      .limit(20)
      .for('update', { skipLocked: true });
    for (const settings of due) {
      const end = settings.nextRunAt!;
      await tx
        .insert(digestRuns)
        .values({
          projectId: settings.projectId,
          periodStart: periodStart(timingOf(settings), end),
          periodEnd: end,
          recipients: settings.recipients,
          language: settings.language,
          skipEmpty: settings.skipEmpty,
          nextAttemptAt: now,
        })
        .onConflictDoNothing();
      await tx
        .update(digestSettings)
        .set({ nextRunAt: nextBoundary(timingOf(settings), now) })
        .where(eq(digestSettings.projectId, settings.projectId));
    }
    return due.length;
  });
}

export const timingOf = (settings: Pick<DigestSettingsRow, 'cadence' | 'weekday' | 'hour' | 'timezone'>) => ({
  cadence: settings.cadence,
  weekday: settings.weekday,
  hour: settings.hour,
  timezone: settings.timezone,
});

/** Claims due digest runs for this worker, as deliveries are claimed. */
export async function claimDigestRuns(
  db: Database,
  { owner, now, leaseMs, limit }: { owner: string; now: Date; leaseMs: number; limit: number },
): Promise<DigestRunRow[]> {
  const nowIso = now.toISOString();
  const answer = (await db.execute(sql`
    WITH due AS (
      SELECT id FROM digest_runs
      WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${nowIso}::timestamptz
        AND (locked_until IS NULL OR locked_until < ${nowIso}::timestamptz)
      ORDER BY next_attempt_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE digest_runs AS r
    SET status = 'sending', attempts = r.attempts + 1, locked_by = ${owner},
        locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    FROM due WHERE r.id = due.id
    RETURNING r.id`)) as unknown as { rows: { id: string }[] };
  if (answer.rows.length === 0) return [];
  return db
    .select()
    .from(digestRuns)
    .where(
      sql`${digestRuns.id} IN (${sql.join(
        answer.rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`,
    );
}

/** Ends a run this worker holds: sent, skipped (empty), or failed; or back to pending for a retry at `retryAt`. */
export async function settleDigestRun(
  db: Database,
  run: DigestRunRow,
  owner: string,
  outcome:
    | { status: 'sent' | 'skipped' | 'failed'; at: Date; error?: string }
    | { status: 'pending'; retryAt: Date; error: string },
): Promise<void> {
  await db
    .update(digestRuns)
    .set(
      outcome.status === 'pending'
        ? {
            status: 'pending',
            nextAttemptAt: outcome.retryAt,
            lastError: outcome.error,
            lockedBy: null,
            lockedUntil: null,
          }
        : {
            status: outcome.status,
            sentAt: outcome.status === 'sent' ? outcome.at : null,
            lastError: outcome.error ?? null,
            lockedBy: null,
            lockedUntil: null,
          },
    )
    .where(and(eq(digestRuns.id, run.id), eq(digestRuns.lockedBy, owner)));
}
