import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { packText, unpackText } from '../db/packedText';

export interface RetentionSettings {
  /** Changes kept per page, the newest. */
  changesPerPage: number;
  changeMaxAgeDays: number;
  /** Activity events kept per page, the newest (events of a project or competitor are kept by age only). */
  eventsPerPage: number;
  eventMaxAgeDays: number;
}

export interface PruneReport {
  changes: number;
  events: number;
  /** Snapshot texts and diffs written before they were compressed, compressed now. */
  compressed: number;
}

/** Only one worker prunes at a time; the others skip their turn. */
export const RETENTION_LOCK_KEY = 7_413_209_552;
/** Rows deleted per statement, so no single transaction holds locks for long. */
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60_000;

const statements: {
  table: keyof PruneReport;
  build(settings: RetentionSettings, now: Date): ReturnType<typeof sql>;
}[] = [
  {
    table: 'changes',
    build: (settings, now) => sql`
        DELETE FROM page_changes WHERE id IN (
          SELECT id FROM page_changes WHERE created_at < ${new Date(now.getTime() - settings.changeMaxAgeDays * DAY_MS).toISOString()}::timestamptz
          LIMIT ${BATCH})`,
  },
  {
    table: 'changes',
    build: (settings) => sql`
        DELETE FROM page_changes WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY page_id ORDER BY created_at DESC, id DESC) AS position
            FROM page_changes
          ) AS ranked WHERE position > ${settings.changesPerPage} LIMIT ${BATCH})`,
  },
  {
    table: 'events',
    build: (settings, now) => sql`
        DELETE FROM activity_events WHERE id IN (
          SELECT id FROM activity_events WHERE created_at < ${new Date(now.getTime() - settings.eventMaxAgeDays * DAY_MS).toISOString()}::timestamptz
          LIMIT ${BATCH})`,
  },
  {
    table: 'events',
    build: (settings) => sql`
        DELETE FROM activity_events WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY page_id ORDER BY created_at DESC, id DESC) AS position
            FROM activity_events WHERE page_id IS NOT NULL
          ) AS ranked WHERE position > ${settings.eventsPerPage} LIMIT ${BATCH})`,
  },
];

function affected(result: unknown): number {
  const answer = result as { rowCount?: number | null; affectedRows?: number };
  return answer.rowCount ?? answer.affectedRows ?? 0;
}

/**
 * Deletes changes and activity events past their bounds (count per page,
 * age), in batches. Safe with several workers on one PostgreSQL: each batch
 * takes a transaction-scoped advisory lock, and a worker that finds it taken
 * leaves the work to the holder. Answers null when another worker held it.
 */
export async function pruneHistory(db: Database, settings: RetentionSettings, now: Date): Promise<PruneReport | null> {
  const report: PruneReport = { changes: 0, events: 0, compressed: 0 };
  for (const statement of statements) {
    for (;;) {
      const deleted = await db.transaction(async (tx) => {
        const lock = (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`,
        )) as unknown as {
          rows: { locked: boolean }[];
        };
        if (!lock.rows[0]?.locked) return null;
        return affected(await tx.execute(statement.build(settings, now)));
      });
      if (deleted === null) return null;
      report[statement.table] += deleted;
      if (deleted < BATCH) break;
    }
  }
  report.compressed = await compressLegacyTexts(db);
  return report;
}

/** The columns whose rows the compression migration left as plain UTF-8 (codec byte 0). */
const LEGACY_COLUMNS = [
  { table: 'page_snapshots', column: 'text' },
  { table: 'page_changes', column: 'diff' },
] as const;
const LEGACY_BATCH = 50;

/**
 * Compresses the texts and diffs stored before compression, a batch at a
 * time, off the API's thread (libuv's pool). Idempotent: a row another
 * worker compressed meanwhile is skipped by the update's own condition.
 */
async function compressLegacyTexts(db: Database): Promise<number> {
  let total = 0;
  for (const { table, column } of LEGACY_COLUMNS) {
    const name = sql.identifier(column);
    for (;;) {
      const answer = (await db.execute(
        sql`SELECT id, ${name} AS packed FROM ${sql.identifier(table)} WHERE get_byte(${name}, 0) = 0 LIMIT ${LEGACY_BATCH}`,
      )) as unknown as { rows: { id: string; packed: Uint8Array }[] };
      for (const row of answer.rows) {
        const packed = await packText(await unpackText(row.packed));
        await db.execute(
          sql`UPDATE ${sql.identifier(table)} SET ${name} = ${packed} WHERE id = ${row.id}::uuid AND get_byte(${name}, 0) = 0`,
        );
      }
      total += answer.rows.length;
      if (answer.rows.length < LEGACY_BATCH) break;
    }
  }
  return total;
}
