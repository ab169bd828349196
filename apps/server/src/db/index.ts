import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { keepPrivate, makePrivate } from './dataDir';
import { useNodeBytea } from './pgliteBytea';
import { maintainPglite, PGLITE_START_PARAMS, scheduleMaintenance, type MaintenanceReport } from './maintenance';
import * as schema from './schema';

export * from './schema';
export type { MaintenanceReport } from './maintenance';
export { schema };

type Schema = typeof schema;
/** A drizzle PostgreSQL database, the same type over the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction; it is also usable wherever a Database is. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Dialect = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  dialect: Dialect;
  /** Round trip to the database, for the health check. */
  ping(): Promise<boolean>;
  /**
   * On PGlite, vacuums and checkpoints now (the same pass runs on its own as
   * the log grows, see db/maintenance.ts); null on PostgreSQL, whose
   * autovacuum and checkpointer do this.
   */
  maintain(): Promise<MaintenanceReport | null>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** PostgreSQL when set. */
  DATABASE_URL?: string | undefined;
  /** PGlite's folder otherwise; `memory://` keeps it in memory (tests). */
  DATA_DIR: string;
}

/** Any number of processes may start at once on PostgreSQL: one migrates, the others wait. */
const MIGRATION_LOCK_KEY = 7_413_209_551;

/** Opens the database the configuration names and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const folder = migrationsFolder();
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle client's network error must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      dialect: 'postgres',
      ping: () => ping(db),
      maintain: () => Promise.resolve(null),
      close: () => pool.end(),
    };
  }

  const inMemory = config.DATA_DIR.startsWith('memory://');
  let dataDir: string | undefined;
  if (!inMemory) {
    // Emails, password hashes and the signing key live here: the owner's alone, old files included.
    mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
    makePrivate(config.DATA_DIR);
    keepPrivate(config.DATA_DIR);
    dataDir = resolve(config.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  return usePglite(await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: [...PGLITE_START_PARAMS] }));
}

/** Wraps an open PGlite (a data folder, memory, or a loaded dump) and applies pending migrations. */
export async function usePglite(client: PGlite): Promise<OpenedDatabase> {
  useNodeBytea(client);
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  const db = pgliteDb as unknown as Database;
  const maintenance = scheduleMaintenance(client);
  return {
    db,
    dialect: 'pglite',
    ping: () => ping(db),
    maintain: () => maintainPglite(client, 0),
    close: async () => {
      await maintenance.stop();
      if (!client.closed) await client.close();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
