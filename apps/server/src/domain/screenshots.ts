import { and, eq } from 'drizzle-orm';
import { pageScreenshots, type Database } from '../db';
import { findPageForUser, isUuid } from './access';
import { notFound } from './errors';

/** One stored screenshot of a page, for a user of its team (404 otherwise, and for another page's screenshot). */
export async function getPageScreenshot(
  db: Database,
  userId: string,
  pageId: string,
  screenshotId: string,
): Promise<{ mediaType: string; image: Buffer }> {
  const { page } = await findPageForUser(db, userId, pageId, 'read');
  if (!isUuid(screenshotId)) throw notFound('Screenshot');
  const [row] = await db
    .select({ mediaType: pageScreenshots.mediaType, image: pageScreenshots.image })
    .from(pageScreenshots)
    .where(and(eq(pageScreenshots.id, screenshotId), eq(pageScreenshots.pageId, page.id)));
  if (!row) throw notFound('Screenshot');
  return row;
}
