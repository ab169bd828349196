import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors, pages, type PageRow } from '../../src/db';
import { type CheckWrite, ResultWriter, type WriteReceipt } from '../../src/monitor/resultWriter';
import { createMonitorHarness, type MonitorHarness } from './harness';

const MINUTE = 60_000;

describe('monitor: results written in groups', () => {
  let harness: MonitorHarness;
  let writer: ResultWriter;
  let checked: (page: PageRow) => CheckWrite;
  const pageRows: PageRow[] = [];

  beforeAll(async () => {
    harness = await createMonitorHarness();
    const db = harness.testDatabase.database.db;
    const ids = await harness.addPages(Array.from({ length: 70 }, (_, index) => `http://127.0.0.1:9/p${index}`));
    for (const id of ids) pageRows.push((await db.select().from(pages).where(eq(pages.id, id)))[0]!);
    const [competitor] = await db
      .select({ projectId: competitors.projectId })
      .from(competitors)
      .where(eq(competitors.id, harness.competitorId));
    writer = new ResultWriter(db, 50);
    const now = new Date();
    checked = (page) => ({
      kind: 'quiet',
      checked: { page, competitorId: harness.competitorId, projectId: competitor!.projectId },
      owner: 'writer-test',
      outcome: {
        checkedAt: now,
        nextCheckAt: new Date(now.getTime() + 60 * MINUTE),
        lastStatus: 200,
        lastError: null,
        failureCount: 0,
        etag: null,
        lastModified: null,
        bodyHash: null,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** The write's promise, and whether it has settled yet. */
  function tracked(promise: Promise<WriteReceipt>) {
    const state = { settled: false, promise };
    void promise.finally(() => (state.settled = true));
    return state;
  }

  it('keeps results waiting for company until one of them is due, then writes them together', async () => {
    const first = tracked(writer.write(checked(pageRows[0]!), { gatherMs: 60_000, wholeRow: false }));
    const second = tracked(writer.write(checked(pageRows[1]!), { gatherMs: 60_000, wholeRow: false }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.settled).toBe(false);
    expect(second.settled).toBe(false);
    // A result that may not wait (a person is waiting, or no company is coming) takes the group with it.
    const third = tracked(writer.write(checked(pageRows[2]!), { gatherMs: 0, wholeRow: false }));
    const receipts = await Promise.all([first.promise, second.promise, third.promise]);
    expect(receipts).toHaveLength(3);
  });

  it('writes a full group without waiting; what comes meanwhile waits for its own group', async () => {
    const full = pageRows
      .slice(3, 67)
      .map((page) => writer.write(checked(page), { gatherMs: 60_000, wholeRow: false }));
    expect(full).toHaveLength(64);
    const next = tracked(writer.write(checked(pageRows[67]!), { gatherMs: 60_000, wholeRow: false }));
    await Promise.all(full);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(next.settled).toBe(false);
    await writer.write(checked(pageRows[68]!));
    await next.promise;
  });
});
