import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/** How long the delivery log and digest runs are kept, and finished account links. */
export const DELIVERY_LOG_DAYS = 30;
const DIGEST_RUN_DAYS = 90;
const ACCOUNT_LINK_DAYS = 2;

/**
 * Keeps the outbox bounded: finished deliveries (and their attempts) past the
 * log's age, old digest runs, and account links used or expired a while ago.
 */
export async function pruneNotifications(db: Database, now: Date): Promise<void> {
  const day = 86_400_000;
  const before = (days: number) => new Date(now.getTime() - days * day).toISOString();
  await db.execute(
    sql`DELETE FROM notification_deliveries WHERE status IN ('delivered', 'failed') AND created_at < ${before(DELIVERY_LOG_DAYS)}::timestamptz`,
  );
  await db.execute(
    sql`DELETE FROM digest_runs WHERE status IN ('sent', 'skipped', 'failed') AND created_at < ${before(DIGEST_RUN_DAYS)}::timestamptz`,
  );
  await db.execute(
    sql`DELETE FROM account_tokens WHERE (used_at IS NOT NULL OR expires_at < ${now.toISOString()}::timestamptz) AND created_at < ${before(ACCOUNT_LINK_DAYS)}::timestamptz`,
  );
}
