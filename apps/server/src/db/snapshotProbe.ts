import { sql } from 'drizzle-orm';
import type { Database } from './index';
import { statementPerDatabase } from './namedStatement';

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

interface Waiter {
  resolve: (snapshot: string) => void;
  reject: (error: unknown) => void;
}

/**
 * Asks the database for its current snapshot on behalf of everyone who asks
 * at the same time: callers who ask while a statement is on its way wait
 * for the next one, which goes as soon as the first is answered and serves
 * all of them. So each caller's answer comes from a statement sent after it
 * asked (a commit it saw before asking is in it: read-your-writes holds),
 * and a burst of callers costs the database two statements, not one each.
 */
export class SnapshotProbe {
  private waiting: Waiter[] = [];
  private asking = false;

  /** `read` sends one statement that answers the database's current snapshot. */
  constructor(private readonly read: () => Promise<string>) {}

  current(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.asking) void this.ask();
    });
  }

  private async ask(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    this.asking = true;
    try {
      const snapshot = await this.read();
      for (const waiter of batch) waiter.resolve(snapshot);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    } finally {
      this.asking = false;
      if (this.waiting.length > 0) void this.ask();
    }
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
