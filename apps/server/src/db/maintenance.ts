import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL as one single-user backend: there is no autovacuum
 * and no checkpointer. Without them every updated row (each check updates
 * its page) leaves a dead version behind for good, and the write-ahead log
 * is never checkpointed, so pg_wal grows by every byte ever written (about
 * 4 MB per 1,000 checks in the memory benchmark) until the process stops.
 * This module does their work, in the process that owns the folder.
 *
 * The settings below change how much log is written and kept, not what is
 * durable: PGlite already runs with fsync off, and a checkpoint only moves
 * the point crash recovery starts from (closer, so recovery is shorter).
 * - wal_compression: full-page images (the bulk of the log right after each
 *   checkpoint) are compressed: about half the log when checkpoints are
 *   frequent (row updates measured: 139 against 293 MB).
 * - wal_recycle=off: a checkpoint removes the segments it no longer needs
 *   instead of keeping them, renamed, for reuse (up to max_wal_size, 1 GB:
 *   with no checkpointer, that setting triggers nothing else). pg_wal then
 *   holds one 16 MB segment, not two or more; a new segment is written out
 *   when the current one fills, about every 4,000 checks.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'wal_compression=pglz',
  '-c',
  'wal_recycle=off',
];

/** Log written since the last checkpoint that calls for a pass: one segment. */
export const MAINTENANCE_WAL_BYTES = 16 * 1024 * 1024;
/** How often the log's growth is looked at (one cheap query). */
export const MAINTENANCE_POLL_MS = 60_000;

export interface MaintenanceReport {
  /** Log written since the previous checkpoint, in bytes. */
  walBytes: number;
  tables: number;
  /** Time spent in VACUUM, every table together. */
  vacuumMs: number;
  /** The longest single statement: how long the API waited for the connection at most. */
  longestMs: number;
  /** What that statement was: `VACUUM <table>` or `CHECKPOINT`. */
  longest: string;
  checkpointMs: number;
}

/**
 * Vacuums every table of the application (one statement each, so queries of
 * the API run in between) and checkpoints, when at least `minWalBytes` of
 * log were written since the last checkpoint. Plain VACUUM, not FULL: it
 * marks dead row versions reusable in place and takes no exclusive lock.
 * Answers null when there was too little to do.
 */
export async function maintainPglite(
  client: PGlite,
  minWalBytes = MAINTENANCE_WAL_BYTES,
): Promise<MaintenanceReport | null> {
  const { rows } = await client.query<{ wal: string }>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text AS wal FROM pg_control_checkpoint()',
  );
  const walBytes = Number(rows[0]?.wal ?? 0);
  if (walBytes < minWalBytes) return null;
  const tables = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
     ORDER BY 1`,
  );
  let vacuumMs = 0;
  let longestMs = 0;
  let longest = '';
  const timed = async (statement: string) => {
    const started = performance.now();
    await client.exec(statement);
    const ms = performance.now() - started;
    if (ms >= longestMs) {
      longestMs = ms;
      longest = statement;
    }
    return ms;
  };
  for (const { name } of tables.rows) vacuumMs += await timed(`VACUUM ${name}`);
  const checkpointMs = await timed('CHECKPOINT');
  return { walBytes, tables: tables.rows.length, vacuumMs, longestMs, longest, checkpointMs };
}

/**
 * Runs `maintainPglite` every `pollMs` while the client is open. The timer
 * never keeps the process alive; a failed pass is reported as a process
 * warning and tried again at the next poll. `stop()` waits for a pass under way.
 */
export function scheduleMaintenance(client: PGlite, pollMs = MAINTENANCE_POLL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = maintainPglite(client)
      .catch((error: unknown) =>
        process.emitWarning(`PGlite maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
