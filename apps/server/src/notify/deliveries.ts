import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notificationAttempts, notificationDeliveries, type AttemptRow, type Database, type DeliveryRow } from '../db';

/**
 * The outbox's verbs, one statement (or one short transaction) each, in the
 * manner of a job queue: claim (FOR UPDATE SKIP LOCKED, then a lease), then
 * complete or fail. Every claim counts an attempt and logs it; an attempt
 * still "sending" when its delivery is claimed again was cut short (its
 * worker stopped mid-send) and reads "interrupted".
 */

export interface ClaimOptions {
  owner: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

/** Claims due deliveries for this worker; no two workers ever hold one at once. */
export async function claimDeliveries(
  db: Database,
  { owner, now, leaseMs, limit }: ClaimOptions,
): Promise<DeliveryRow[]> {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const answer = (await tx.execute(sql`
      WITH due AS (
        SELECT id FROM notification_deliveries
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
          AND (locked_until IS NULL OR locked_until < ${now.toISOString()}::timestamptz)
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE notification_deliveries AS d
      SET status = 'sending', attempts = d.attempts + 1, locked_by = ${owner}, locked_until = ${lockedUntil.toISOString()}::timestamptz
      FROM due WHERE d.id = due.id
      RETURNING d.id`)) as unknown as { rows: { id: string }[] };
    const ids = answer.rows.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx
      .update(notificationAttempts)
      .set({ outcome: 'interrupted', error: 'The worker sending it stopped before it knew the outcome' })
      .where(and(inArray(notificationAttempts.deliveryId, ids), eq(notificationAttempts.outcome, 'sending')));
    const rows = await tx.select().from(notificationDeliveries).where(inArray(notificationDeliveries.id, ids));
    await tx
      .insert(notificationAttempts)
      .values(
        rows.map((row) => ({ deliveryId: row.id, number: row.attempts, startedAt: now, outcome: 'sending' as const })),
      );
    return rows;
  });
}

export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

/** The receiver took it: done for good. Only while this worker still holds it. */
export async function completeDelivery(
  db: Database,
  delivery: DeliveryRow,
  owner: string,
  now: Date,
  result: AttemptResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(notificationDeliveries)
      .set({ status: 'delivered', deliveredAt: now, lockedBy: null, lockedUntil: null, lastError: null })
      .where(and(eq(notificationDeliveries.id, delivery.id), eq(notificationDeliveries.lockedBy, owner)))
      .returning({ id: notificationDeliveries.id });
    if (updated.length === 0) return;
    await logAttempt(tx, delivery, 'delivered', result);
  });
}

/** The try failed: again at `retryAt`, or never (`retryAt` null: given up). */
export async function failDelivery(
  db: Database,
  delivery: DeliveryRow,
  owner: string,
  retryAt: Date | null,
  result: AttemptResult,
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(notificationDeliveries)
      .set({
        status: retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt ?? delivery.nextAttemptAt,
        lockedBy: null,
        lockedUntil: null,
        lastError: result.error,
      })
      .where(and(eq(notificationDeliveries.id, delivery.id), eq(notificationDeliveries.lockedBy, owner)))
      .returning({ id: notificationDeliveries.id });
    if (updated.length === 0) return;
    await logAttempt(tx, delivery, 'failed', result);
  });
}

async function logAttempt(tx: Database, delivery: DeliveryRow, outcome: 'delivered' | 'failed', result: AttemptResult) {
  await tx
    .update(notificationAttempts)
    .set({ outcome, statusCode: result.statusCode, error: result.error })
    .where(and(eq(notificationAttempts.deliveryId, delivery.id), eq(notificationAttempts.number, delivery.attempts)));
}

/** A delivery made and claimed at once by this worker (a test sent by hand): one try, no retries. */
export async function insertClaimedDelivery(
  db: Database,
  values: { channelId: string; eventId: string; eventType: string; facts: Record<string, unknown> },
  { owner, now, leaseMs }: Omit<ClaimOptions, 'limit'>,
): Promise<DeliveryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationDeliveries)
      .values({
        ...values,
        status: 'sending',
        attempts: 1,
        lockedBy: owner,
        lockedUntil: new Date(now.getTime() + leaseMs),
        nextAttemptAt: now,
      })
      .returning();
    await tx
      .insert(notificationAttempts)
      .values({ deliveryId: row!.id, number: 1, startedAt: now, outcome: 'sending' });
    return row!;
  });
}

export interface DeliveryWithAttempts extends DeliveryRow {
  attemptLog: AttemptRow[];
}

/** A channel's deliveries, newest first, each with its attempts. */
export async function listChannelDeliveries(
  db: Database,
  channelId: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: DeliveryWithAttempts[]; count: number }> {
  const where = eq(notificationDeliveries.channelId, channelId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationDeliveries)
      .where(where)
      .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(notificationDeliveries)
      .where(where),
  ]);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(notificationAttempts)
          .where(
            inArray(
              notificationAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(notificationAttempts.number);
  return {
    rows: rows.map((row) => ({ ...row, attemptLog: attempts.filter((attempt) => attempt.deliveryId === row.id) })),
    count: total?.value ?? 0,
  };
}

/** The next try after the n-th failed one: the base doubled per failure, at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20), 60 * 60_000);
}
