import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNodeBytea } from '../src/db/pgliteBytea';

/** Binary values of every shape a column holds: none, one byte, every byte value, a page's worth. */
const values = [
  new Uint8Array(0),
  Uint8Array.of(0),
  Uint8Array.from({ length: 256 }, (_, byte) => byte),
  new Uint8Array(randomBytes(200_000)),
  // A view into a larger buffer: only its own bytes are written.
  new Uint8Array(randomBytes(64).buffer, 16, 8),
  randomBytes(5_000),
];

describe('bytea on PGlite through Node’s hex codec', () => {
  let plain: PGlite;
  let fast: PGlite;
  beforeAll(async () => {
    [plain, fast] = await Promise.all([PGlite.create(), PGlite.create()]);
    useNodeBytea(fast);
    for (const client of [plain, fast]) await client.exec('CREATE TABLE blobs (n int, value bytea)');
  });
  afterAll(async () => {
    await Promise.all([plain.close(), fast.close()]);
  });

  it('writes and reads back every byte as PGlite’s own codec does', async () => {
    for (const [n, value] of values.entries()) {
      for (const client of [plain, fast])
        await client.query('INSERT INTO blobs (n, value) VALUES ($1, $2)', [n, value]);
    }
    const read = async (client: PGlite) =>
      (await client.query<{ n: number; value: Uint8Array }>('SELECT n, value FROM blobs ORDER BY n')).rows;
    const [before, after] = [await read(plain), await read(fast)];
    expect(after).toHaveLength(values.length);
    for (const [n, value] of values.entries()) {
      expect(Buffer.from(after[n]!.value).equals(Buffer.from(value))).toBe(true);
      expect(Buffer.from(before[n]!.value).equals(Buffer.from(after[n]!.value))).toBe(true);
    }
    // What PostgreSQL itself stored, not only what came back: the same bytes from either client.
    const stored = async (client: PGlite) =>
      (await client.query<{ md5: string }>('SELECT md5(value) AS md5 FROM blobs ORDER BY n')).rows.map(
        (row) => row.md5,
      );
    const expected = values.map((value) => createHash('md5').update(value).digest('hex'));
    expect(await stored(fast)).toEqual(expected);
    expect(await stored(plain)).toEqual(expected);
  });

  it('gives each value a buffer of its own, which can be handed to another thread', async () => {
    const { rows } = await fast.query<{ value: Buffer }>("SELECT '\\x0102'::bytea AS value");
    const value = rows[0]!.value;
    expect([...value]).toEqual([1, 2]);
    expect(value.byteOffset).toBe(0);
    expect(value.buffer.byteLength).toBe(2);
  });

  it('leaves values in escape form to PGlite’s own reading', async () => {
    await fast.exec("SET bytea_output = 'escape'");
    await plain.exec("SET bytea_output = 'escape'");
    const sql = "SELECT 'abc'::bytea AS value";
    const [mine, theirs] = [(await fast.query(sql)).rows[0], (await plain.query(sql)).rows[0]];
    expect(mine).toEqual(theirs);
    await fast.exec("SET bytea_output = 'hex'");
  });
});
