import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageSnapshots } from './schema';

/**
 * A snapshot's base, the whole snapshot its text is a difference from
 * (db/packedText.ts), for a left join beside `pageSnapshots`: reading a
 * snapshot's text takes both values. Not in schema.ts, whose exports
 * drizzle-kit reads as tables.
 */
export const snapshotBase = alias(pageSnapshots, 'snapshot_base');

/** The join condition: the base named by the snapshot. */
export const isSnapshotBase = eq(snapshotBase.id, pageSnapshots.baseId);
