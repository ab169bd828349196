import { randomBytes } from 'node:crypto';
import {
  CHANNEL_TARGET_MESSAGE,
  isTargetOf,
  type ChannelCreate,
  type ChannelKind,
  type ChannelUpdate,
  type Paging,
} from '@spyglass/api/schema';
import { and, asc, eq } from 'drizzle-orm';
import { notificationChannels, type ChannelRow, type Database } from '../db';
import type { Mailer } from '../mail';
import { refuseUrl, type EgressPolicy } from '../monitor';
import { listChannelDeliveries, type DeliveryWithAttempts } from '../notify';
import { findChannelForUser, findProjectForUser } from './access';
import { HttpError } from './errors';
import { countRows, type Page } from './paging';

export interface ChannelDeps {
  db: Database;
  mailer: Mailer;
  /** The monitor's egress policy: a channel may only point where the notifier may send. */
  egress: EgressPolicy;
}

/** A webhook's signing secret: 32 random bytes, prefixed so it is recognisable in a secret store. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const invalid = (field: string, message: string) => new HttpError(422, `${field}: ${message}`, [{ field, message }]);

/** The target must fit the kind, and a URL must pass the egress policy now, not only when it is first used. */
function checkTarget(deps: ChannelDeps, kind: ChannelKind, target: string): void {
  if (!isTargetOf(kind, target)) throw invalid('target', CHANNEL_TARGET_MESSAGE);
  if (kind === 'email') {
    if (!deps.mailer.configured)
      throw invalid('kind', 'This server cannot send email: ask its administrator to set SMTP_URL');
    return;
  }
  const refused = refuseUrl(new URL(target), deps.egress);
  if (refused) throw invalid('target', refused.message);
}

export async function listChannels(
  db: Database,
  userId: string,
  projectId: string,
  paging: Paging,
): Promise<Page<ChannelRow>> {
  const project = await findProjectForUser(db, userId, projectId, 'read');
  const where = eq(notificationChannels.projectId, project.id);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(notificationChannels)
      .where(where)
      .orderBy(asc(notificationChannels.createdAt), asc(notificationChannels.id))
      .limit(paging.limit)
      .offset(paging.offset),
    countRows(db, notificationChannels, where),
  ]);
  return { rows, count };
}

export async function createChannel(
  deps: ChannelDeps,
  userId: string,
  projectId: string,
  input: ChannelCreate,
): Promise<ChannelRow> {
  const project = await findProjectForUser(deps.db, userId, projectId, 'edit');
  const target = input.target.trim();
  checkTarget(deps, input.kind, target);
  const [row] = await deps.db
    .insert(notificationChannels)
    .values({
      projectId: project.id,
      kind: input.kind,
      target,
      events: [...new Set(input.events)],
      failureThreshold: input.failure_threshold ?? 3,
      enabled: input.enabled ?? true,
      language: input.language ?? 'en',
      secret: input.kind === 'webhook' ? newSecret() : null,
    })
    .returning();
  return row!;
}

export const getChannel = (db: Database, userId: string, channelId: string) =>
  findChannelForUser(db, userId, channelId, 'read');

export async function updateChannel(
  deps: ChannelDeps,
  userId: string,
  channelId: string,
  input: ChannelUpdate,
): Promise<ChannelRow> {
  const channel = await findChannelForUser(deps.db, userId, channelId, 'edit');
  const changes: Partial<typeof notificationChannels.$inferInsert> = {};
  if (input.target !== undefined) {
    changes.target = input.target.trim();
    checkTarget(deps, channel.kind, changes.target);
  }
  if (input.events !== undefined) changes.events = [...new Set(input.events)];
  if (input.failure_threshold !== undefined) changes.failureThreshold = input.failure_threshold;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  if (input.language !== undefined) changes.language = input.language;
  if (Object.keys(changes).length === 0) return channel;
  const [row] = await deps.db
    .update(notificationChannels)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(notificationChannels.id, channel.id), eq(notificationChannels.projectId, channel.projectId)))
    .returning();
  if (!row) throw new HttpError(404, 'Channel not found');
  return row;
}

/** Deletes the channel and its delivery log; deliveries on their way stop. */
export async function deleteChannel(db: Database, userId: string, channelId: string): Promise<void> {
  const channel = await findChannelForUser(db, userId, channelId, 'edit');
  await db.delete(notificationChannels).where(eq(notificationChannels.id, channel.id));
}

/** A new webhook secret, answered once; deliveries from now on are signed with it. */
export async function rotateChannelSecret(db: Database, userId: string, channelId: string): Promise<string> {
  const channel = await findChannelForUser(db, userId, channelId, 'edit');
  if (channel.kind !== 'webhook') throw new HttpError(409, 'Only a webhook channel has a secret');
  const secret = newSecret();
  await db
    .update(notificationChannels)
    .set({ secret, updatedAt: new Date() })
    .where(eq(notificationChannels.id, channel.id));
  return secret;
}

export async function listDeliveries(
  db: Database,
  userId: string,
  channelId: string,
  paging: Paging,
): Promise<Page<DeliveryWithAttempts>> {
  const channel = await findChannelForUser(db, userId, channelId, 'read');
  return listChannelDeliveries(db, channel.id, paging);
}
