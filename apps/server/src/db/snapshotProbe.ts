import { sql } from 'drizzle-orm';
import type { Database } from './index';
import { statementPerDatabase } from './namedStatement';
import { StatementBatches } from './statementBatches';

/**
 * The database's snapshot as PostgreSQL states it (`xmin:xmax:in-progress
 * ids`). Two statements that ran with the same snapshot saw the same
 * committed transactions, so the same rows: a write committed anywhere (any
 * API node, the monitor, psql) ends the snapshot an answer was read in, and
 * a snapshot never comes back once left.
 */
export const currentSnapshotSql = sql`pg_current_snapshot()::text`;

const snapshotStatement = statementPerDatabase(
  'spyglass_current_snapshot',
  () => sql`select ${currentSnapshotSql} as snapshot`,
);

/**
 * Asks the database for its current snapshot on behalf of everyone who asks
 * at the same time: callers who ask while a statement is on its way wait
 * for the next one, which goes as soon as the first is answered and serves
 * all of them (StatementBatches with one statement in flight). So each
 * caller's answer comes from a statement sent after it asked (a commit it
 * saw before asking is in it: read-your-writes holds), and a burst of
 * callers costs the database two statements, not one each.
 */
export class SnapshotProbe {
  private readonly batches: StatementBatches<void, string>;

  /** `read` sends one statement that answers the database's current snapshot. */
  constructor(read: () => Promise<string>) {
    this.batches = new StatementBatches({
      inFlight: 1,
      maxBatch: Number.POSITIVE_INFINITY,
      run: async (callers) => {
        const snapshot = await read();
        return callers.map(() => snapshot);
      },
    });
  }

  current(): Promise<string> {
    return this.batches.run();
  }
}

const probes = new WeakMap<Database, SnapshotProbe>();

/** The snapshot probe of a database, one per database and process. */
export function snapshotProbe(db: Database): SnapshotProbe {
  let probe = probes.get(db);
  if (!probe) {
    const statement = snapshotStatement(db);
    probe = new SnapshotProbe(async () => String((await statement({}))[0]!.snapshot));
    probes.set(db, probe);
  }
  return probe;
}
