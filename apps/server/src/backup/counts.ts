import { count } from 'drizzle-orm';
import { activityEvents, competitors, pageChanges, pages, projects, users, websites, type Database } from '../db';

const TABLES = { users, projects, competitors, websites, pages, pageChanges, activityEvents };

export type RowCounts = Record<keyof typeof TABLES, number>;

/** How many rows the main tables hold: what a restore reports, and what its test compares. */
export async function rowCounts(db: Database): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, Number(row?.value ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}

export const describeCounts = (counts: RowCounts) =>
  `${counts.users} users, ${counts.projects} projects, ${counts.competitors} competitors, ${counts.websites} websites, ${counts.pages} pages, ${counts.pageChanges} recorded changes, ${counts.activityEvents} activity events`;
