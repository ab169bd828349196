import type { Paging } from '@spyglass/api/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import { pageChanges, type Database, type PageChangeRow } from '../db';
import { findPageForUser } from './access';
import { notFound } from './errors';

export type { PageChangeRow } from '../db';

/** A page's change history, newest first, for a user of its team (404 otherwise). */
export async function listPageChanges(
  db: Database,
  userId: string,
  pageId: string,
  paging: Paging,
): Promise<{ rows: PageChangeRow[]; count: number }> {
  const { page } = await findPageForUser(db, userId, pageId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(pageChanges)
      .where(eq(pageChanges.pageId, page.id))
      .orderBy(desc(pageChanges.createdAt), desc(pageChanges.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(pageChanges).where(eq(pageChanges.pageId, page.id)),
  ]);
  return { rows, count: totals[0]?.value ?? 0 };
}

/** One recorded change of a page, for a user of its team (404 otherwise, and for a change of another page). */
export async function getPageChange(
  db: Database,
  userId: string,
  pageId: string,
  changeId: string,
): Promise<PageChangeRow> {
  const { page } = await findPageForUser(db, userId, pageId);
  const [row] = await db
    .select()
    .from(pageChanges)
    .where(and(eq(pageChanges.pageId, page.id), eq(pageChanges.id, changeId)))
    .limit(1);
  if (!row) throw notFound('Change');
  return row;
}
