import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, usePglite, type OpenedDatabase } from '../src/db';
import { maintainPglite, scheduleMaintenance } from '../src/db/maintenance';
import { createTestDatabase, testDatabaseUrl } from './helpers/database';

const ROWS = 5_000;

async function tableBytes(database: OpenedDatabase, table: string): Promise<number> {
  const answer = (await database.db.execute(sql`SELECT pg_relation_size(${table}) AS size`)) as unknown as {
    rows: { size: string | number }[];
  };
  return Number(answer.rows[0]!.size);
}

/** A table updated row by row, as the monitor updates its pages: every round leaves one dead version per row. */
async function churn(database: OpenedDatabase, rounds: number, between?: () => Promise<unknown>): Promise<number[]> {
  await database.db.execute(sql`CREATE TABLE churned (id int PRIMARY KEY, checked_at timestamptz, note text)`);
  await database.db.execute(
    sql`INSERT INTO churned SELECT g, now(), repeat(md5(g::text), 4) FROM generate_series(1, ${ROWS}) AS g`,
  );
  const sizes = [await tableBytes(database, 'churned')];
  for (let round = 0; round < rounds; round += 1) {
    await database.db.execute(sql`UPDATE churned SET checked_at = now(), note = md5(note) || substr(note, 33)`);
    await between?.();
    sizes.push(await tableBytes(database, 'churned'));
  }
  return sizes;
}

const walSegments = (folder: string) =>
  readdirSync(join(folder, 'pglite', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));

describe.skipIf(testDatabaseUrl)('PGlite maintenance (no autovacuum, no checkpointer)', () => {
  // Two of these write a table six times over, or 100 MB of log: 7 and 4 s on a quiet machine;
  // the first took 34 s beside the browser suites in a CI run, past the suite's 30 s.
  const VOLUME_TEST_MS = 120_000;
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    'lets updated rows reuse the space of their dead versions, where without it the table grows each round',
    async () => {
      const kept = await usePglite(await PGlite.create());
      const left = await usePglite(await PGlite.create());
      try {
        const maintained = await churn(kept, 6, () => kept.maintain());
        const untouched = await churn(left, 6);
        // Without a vacuum every round adds a full copy of the table.
        expect(untouched.at(-1)!).toBeGreaterThan(5 * untouched[0]!);
        // With one, two versions of each row at most.
        expect(maintained.at(-1)!).toBeLessThanOrEqual(2.5 * maintained[0]!);
      } finally {
        await kept.close();
        await left.close();
      }
    },
    VOLUME_TEST_MS,
  );

  it(
    'checkpoints, so the write-ahead log keeps to the segment in use instead of every byte ever written',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'spyglass-maintenance-'));
      folders.push(folder);
      const database = await openDatabase({ DATA_DIR: folder });
      try {
        // About 100 MB of log: rows of 1 KB written and deleted again.
        await database.db.execute(sql`CREATE TABLE written (id int, body text)`);
        for (let round = 0; round < 5; round += 1) {
          await database.db.execute(
            sql`INSERT INTO written SELECT g, repeat(md5((g + ${round})::text), 32) FROM generate_series(1, 20000) AS g`,
          );
          await database.db.execute(sql`DELETE FROM written`);
        }
        const before = walSegments(folder).length;
        const report = await database.maintain();
        expect(report).toMatchObject({ tables: expect.any(Number) as number });
        expect(report!.walBytes).toBeGreaterThan(64 * 1024 * 1024);
        expect(before).toBeGreaterThan(4);
        // wal_recycle=off: the segments before the checkpoint are removed, not kept for reuse.
        expect(walSegments(folder).length).toBe(1);
      } finally {
        await database.close();
      }
    },
    VOLUME_TEST_MS,
  );

  it('does nothing until a segment of log was written since the last checkpoint', async () => {
    const client = await PGlite.create();
    try {
      await client.exec('CHECKPOINT');
      await client.exec('CREATE TABLE small (id int); INSERT INTO small VALUES (1)');
      expect(await maintainPglite(client)).toBeNull();
      expect(await maintainPglite(client, 0)).toMatchObject({ tables: 1 });
    } finally {
      await client.close();
    }
  });

  it('runs on its own once the log has grown by a segment', async () => {
    const client = await PGlite.create();
    const schedule = scheduleMaintenance(client, 50);
    const sinceCheckpoint = async () =>
      Number(
        (
          await client.query<{ wal: string }>(
            'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text AS wal FROM pg_control_checkpoint()',
          )
        ).rows[0]!.wal,
      );
    try {
      await client.exec(
        `CREATE TABLE written (id int, body text); INSERT INTO written SELECT g, repeat(md5(g::text), 32) FROM generate_series(1, 20000) AS g`,
      );
      expect(await sinceCheckpoint()).toBeGreaterThan(16 * 1024 * 1024);
      await vi.waitFor(async () => expect(await sinceCheckpoint()).toBeLessThan(1024 * 1024), { timeout: 20_000 });
    } finally {
      await schedule.stop();
      await client.close();
    }
  });
});

describe.runIf(testDatabaseUrl)('maintenance on PostgreSQL', () => {
  it('is left to its autovacuum and checkpointer', async () => {
    const { database, cleanup } = await createTestDatabase();
    try {
      expect(await database.maintain()).toBeNull();
    } finally {
      await cleanup();
    }
  });
});
