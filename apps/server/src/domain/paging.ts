import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/** One page of a list: its rows and the total the whole list holds (the `count` of a `{data,count}` answer). */
export interface Page<T> {
  rows: T[];
  count: number;
}

/** How many rows of `table` match `where`: the total beside a page of them. */
export async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(table).where(where);
  return Number(total?.value ?? 0);
}
