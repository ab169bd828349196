import type { Paging } from '@spyglass/api/schema';
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageChanges, pageScreenshots, type Database, type PageChangeRow } from '../db';
import { unpackText } from '../db/packedText';
import { findPageForUser } from './access';
import { notFound } from './errors';

export type { PageChangeRow } from '../db';

/** A screenshot as a change names it: enough to show it, not the image. */
export interface ScreenshotSummary {
  id: string;
  width: number;
  height: number;
  createdAt: Date;
}

/** A change with its screenshots either side (null when none was taken, or once pruned). */
export interface PageChangeView extends PageChangeRow {
  beforeScreenshot: ScreenshotSummary | null;
  afterScreenshot: ScreenshotSummary | null;
}

const before = alias(pageScreenshots, 'before_screenshot');
const after = alias(pageScreenshots, 'after_screenshot');

const summaryOf = (shot: typeof before | typeof after) => ({
  id: shot.id,
  width: shot.width,
  height: shot.height,
  createdAt: shot.createdAt,
});

/** A left-joined screenshot: all of it, or none. */
function present(
  shot: { [K in keyof ScreenshotSummary]: ScreenshotSummary[K] | null } | null,
): ScreenshotSummary | null {
  if (!shot?.id || shot.width === null || shot.height === null || shot.createdAt === null) return null;
  return { id: shot.id, width: shot.width, height: shot.height, createdAt: shot.createdAt };
}

/** Changes with their screenshots either side, to be narrowed by the caller. */
function selectChangeViews(db: Database) {
  return db
    .select({ change: getTableColumns(pageChanges), before: summaryOf(before), after: summaryOf(after) })
    .from(pageChanges)
    .leftJoin(before, eq(before.id, pageChanges.beforeScreenshotId))
    .leftJoin(after, eq(after.id, pageChanges.afterScreenshotId));
}

type ChangeViewRow = Awaited<ReturnType<ReturnType<typeof selectChangeViews>['execute']>>[number];

/** A change read for a person: its diff unpacked off the API's thread (libuv's pool). */
async function toView({ change: { packedDiff, ...change }, before, after }: ChangeViewRow): Promise<PageChangeView> {
  return {
    ...change,
    diff: await unpackText(packedDiff),
    beforeScreenshot: present(before),
    afterScreenshot: present(after),
  };
}

/** A page's change history, newest first, for a user of its team (404 otherwise). */
export async function listPageChanges(
  db: Database,
  userId: string,
  pageId: string,
  paging: Paging,
): Promise<{ rows: PageChangeView[]; count: number }> {
  const { page } = await findPageForUser(db, userId, pageId, 'read');
  const [rows, totals] = await Promise.all([
    selectChangeViews(db)
      .where(eq(pageChanges.pageId, page.id))
      .orderBy(desc(pageChanges.createdAt), desc(pageChanges.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(pageChanges).where(eq(pageChanges.pageId, page.id)),
  ]);
  return { rows: await Promise.all(rows.map(toView)), count: totals[0]?.value ?? 0 };
}

/** One recorded change of a page, for a user of its team (404 otherwise, and for a change of another page). */
export async function getPageChange(
  db: Database,
  userId: string,
  pageId: string,
  changeId: string,
): Promise<PageChangeView> {
  const { page } = await findPageForUser(db, userId, pageId, 'read');
  const [row] = await selectChangeViews(db)
    .where(and(eq(pageChanges.pageId, page.id), eq(pageChanges.id, changeId)))
    .limit(1);
  if (!row) throw notFound('Change');
  return toView(row);
}
