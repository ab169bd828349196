import type { ActivityEvent, PageChange } from '@spyglass/api/schema';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, competitors, pageChanges, pageSnapshots } from '../../src/db';
import { packTextSync } from '../../src/db/packedText';
import { RETENTION_LOCK_KEY } from '../../src/monitor/retention';
import { testDatabaseUrl } from '../helpers/database';
import { createMonitorHarness, type MonitorHarness } from './harness';

const DAY = 24 * 60 * 60_000;

describe('monitor: history retention', () => {
  let harness: MonitorHarness;
  let projectId: string;

  beforeAll(async () => {
    harness = await createMonitorHarness({
      MONITOR_CHANGE_RETENTION: '3',
      MONITOR_CHANGE_RETENTION_DAYS: '30',
      ACTIVITY_RETENTION_PER_PAGE: '4',
      ACTIVITY_RETENTION_DAYS: '60',
    });
    const [competitor] = await harness.testDatabase.database.db
      .select({ projectId: competitors.projectId })
      .from(competitors)
      .where(eq(competitors.id, harness.competitorId));
    projectId = competitor!.projectId;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = async <T>(url: string) => {
    const response = await harness.app.inject({ method: 'GET', url, headers: harness.user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: T[]; count: number }>();
  };

  it('keeps the newest changes and events per page, and nothing past its age', async () => {
    const db = harness.testDatabase.database.db;
    const now = harness.clock.now().getTime();
    const { pageId, websiteId } = await harness.addPage('http://127.0.0.1:9/retention');
    const { pageId: quietPageId } = await harness.addPage('http://127.0.0.1:9/quiet');
    // Six changes a day apart, and one of 40 days ago on a page that changes rarely.
    await db.insert(pageChanges).values([
      ...Array.from({ length: 6 }, (_, index) => ({
        pageId,
        createdAt: new Date(now - (6 - index) * DAY),
        addedLines: index,
        removedLines: 0,
        summary: `change ${index}`,
        packedDiff: packTextSync(''),
      })),
      {
        pageId: quietPageId,
        createdAt: new Date(now - 40 * DAY),
        addedLines: 1,
        removedLines: 0,
        summary: 'old',
        packedDiff: packTextSync(''),
      },
    ]);
    const event = (at: number, summary: string, page: string | null) => ({
      projectId,
      competitorId: harness.competitorId,
      websiteId: page ? websiteId : null,
      pageId: page,
      type: page ? 'page_changed' : 'competitor_updated',
      targetType: page ? 'page' : 'competitor',
      targetId: page ?? harness.competitorId,
      description: summary,
      actorName: 'Monitor',
      createdAt: new Date(at),
    });
    await db
      .insert(activityEvents)
      .values([
        ...Array.from({ length: 6 }, (_, index) => event(now - (6 - index) * DAY, `page event ${index}`, pageId)),
        event(now - 90 * DAY, 'a competitor edit long ago', null),
        event(now - 10 * DAY, 'a recent competitor edit', null),
      ]);

    const pruned = await harness.monitor.pruneHistory();
    // Events: the page's three oldest (its "page added" event is among the four newest) and the old edit.
    expect(pruned).toEqual({ changes: 4, events: 4, compressed: 0 });

    const changes = await get<PageChange>(`/api/v1/competitors/websites/pages/${pageId}/changes/`);
    expect(changes.data.map((change) => change.summary)).toEqual(['change 5', 'change 4', 'change 3']);
    expect((await get<PageChange>(`/api/v1/competitors/websites/pages/${quietPageId}/changes/`)).count).toBe(0);

    const events = await get<ActivityEvent>(`/api/v1/competitors/${harness.competitorId}/activity/?limit=100`);
    const descriptions = events.data.map((each) => each.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(['page event 5', 'page event 4', 'page event 3', 'a recent competitor edit']),
    );
    expect(descriptions).not.toContain('page event 2');
    expect(descriptions).not.toContain('a competitor edit long ago');

    // Run again: nothing left to prune.
    expect(await harness.monitor.pruneHistory()).toEqual({ changes: 0, events: 0, compressed: 0 });
  });

  it('compresses the texts and diffs stored before compression, which read the same before and after', async () => {
    const db = harness.testDatabase.database.db;
    const { pageId } = await harness.addPage('http://127.0.0.1:9/stored-before');
    const diff = '--- before\n+++ after\n@@ -1 +1 @@\n-Plan 10 EUR\n+Plan 12 EUR — ünïcode';
    const text = 'Plan 12 EUR — ünïcode\n'.repeat(200);
    // Rows as the compression migration leaves them: the codec byte 0, then the UTF-8 text.
    await db.execute(sql`
      INSERT INTO page_changes (page_id, added_lines, removed_lines, summary, diff)
      VALUES (${pageId}::uuid, 1, 1, 'stored before', decode('00', 'hex') || convert_to(${diff}, 'UTF8'))`);
    await db.execute(sql`
      INSERT INTO page_snapshots (page_id, content_hash, text)
      VALUES (${pageId}::uuid, 'legacy', decode('00', 'hex') || convert_to(${text}, 'UTF8'))`);
    const url = `/api/v1/competitors/websites/pages/${pageId}/changes/`;
    expect((await get<PageChange>(url)).data.map((change) => change.diff)).toEqual([diff]);

    expect(await harness.monitor.pruneHistory()).toMatchObject({ compressed: 2 });
    expect((await get<PageChange>(url)).data.map((change) => change.diff)).toEqual([diff]);
    const [snapshot] = await db
      .select({ packedText: pageSnapshots.packedText })
      .from(pageSnapshots)
      .where(eq(pageSnapshots.pageId, pageId));
    // Compressed now (codec 1), and much smaller than the text.
    expect(snapshot!.packedText[0]).toBe(1);
    expect(snapshot!.packedText.byteLength).toBeLessThan(Buffer.byteLength(text) / 5);
    expect(await harness.monitor.pruneHistory()).toMatchObject({ compressed: 0 });
  });

  // Several workers share one PostgreSQL; PGlite has a single connection.
  it.skipIf(!testDatabaseUrl)('leaves the pruning to the worker already at it', async () => {
    const url = new URL(testDatabaseUrl!);
    const name = (
      (await harness.testDatabase.database.db.execute('SELECT current_database() AS name')) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
      expect(await harness.monitor.pruneHistory()).toBeNull();
      await other.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
      expect(await harness.monitor.pruneHistory()).toEqual({ changes: 0, events: 0, compressed: 0 });
    } finally {
      await other.end();
    }
  });
});
