import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, usePglite, type OpenedDatabase } from '../../src/db';

export interface TestDatabase {
  database: OpenedDatabase;
  /** Closes the database (and drops it on PostgreSQL). */
  cleanup(): Promise<void>;
}

/** The PostgreSQL server the suite runs on, when TEST_DATABASE_URL is set (else PGlite). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server. Share one per test file and isolate tests by
 * signing up fresh users (each has their own team).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = await usePglite(await PGlite.create({ loadDataDir: template }));
    return { database, cleanup: () => database.close() };
  }
  const name = `spyglass_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: 'memory://' });
  return {
    database,
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
