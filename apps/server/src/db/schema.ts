import type { AlertOn, Classification, IgnorePreset, KeywordAlerts } from '@spyglass/api/schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Facts of a page's markup kept with its snapshot (see monitor/structure.ts). */
export interface PageStructure {
  jobs: { title: string; location?: string }[];
}

const id = () => uuid('id').primaryKey().defaultRandom();

/** PostgreSQL's full-text document type; read back as its text form, written with to_tsvector(). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Binary data: node-postgres answers a Buffer, PGlite a Uint8Array; both read as a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    hashedPassword: text('hashed_password').notNull(),
    fullName: text('full_name'),
    isActive: boolean('is_active').notNull().default(true),
    defaultTeamId: uuid('default_team_id'),
    /** The team whose projects the project list shows (null: the default team). */
    currentTeamId: uuid('current_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner (everything), editor (content) or viewer (read only): see domain/access.ts. */
    role: text('role').$type<'owner' | 'editor' | 'viewer'>().notNull().default('owner'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
    check('team_members_role_check', sql`${table.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** An invitation to a team: a single-use link (only its SHA-256 is stored), valid for 7 days, revocable. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'editor' | 'viewer'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('team_invitations_hash_unique').on(table.tokenHash),
    index('team_invitations_team_idx').on(table.teamId, table.createdAt),
    check('team_invitations_role_check', sql`${table.role} in ('owner', 'editor', 'viewer')`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    url: text('url'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('projects_team_idx').on(table.teamId, table.createdAt)],
);

export const competitors = pgTable(
  'competitors',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    industry: text('industry'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('competitors_project_idx').on(table.projectId, table.createdAt)],
);

export const websites = pgTable(
  'websites',
  {
    id: id(),
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    checkFrequencyMinutes: integer('check_frequency_minutes').notNull().default(60),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (table) => [index('websites_competitor_idx').on(table.competitorId, table.createdAt)],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    cssSelector: text('css_selector'),
    alertKeywords: jsonb('alert_keywords').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastChangedAt: timestamp('last_changed_at', { withTimezone: true }),
    /** A new page is due at once. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: text('content_hash'),
    /**
     * The fingerprint of the bytes last read and how they were read
     * (monitor/bodyFingerprint.ts): the same again means the same text, so
     * the check skips reading it.
     */
    bodyHash: text('body_hash'),
    /** Watched keywords present at the last check, so an alert fires once, not again while it stays. */
    presentKeywords: jsonb('present_keywords').$type<string[]>().notNull().default([]),
    /** Noise control: lines holding these texts (or matching a `/pattern/flags`) are left out of the comparison. */
    ignoreRules: jsonb('ignore_rules').$type<string[]>().notNull().default([]),
    ignorePresets: jsonb('ignore_presets').$type<IgnorePreset[]>().notNull().default([]),
    /** CSS selectors of elements removed before the page is read. */
    removeSelectors: jsonb('remove_selectors').$type<string[]>().notNull().default([]),
    alertOn: text('alert_on').$type<AlertOn>().notNull().default('any'),
    minChangedLines: integer('min_changed_lines').notNull().default(1),
    keywordAlerts: text('keyword_alerts').$type<KeywordAlerts>().notNull().default('appear'),
    keywordsOnly: boolean('keywords_only').notNull().default(false),
    /** How the page is fetched: a plain GET (`http`) or rendered in a browser (`browser`). */
    fetcher: text('fetcher').$type<'http' | 'browser'>().notNull().default('http'),
    /** Browser fetcher: the page is read once an element matches this selector. */
    waitForSelector: text('wait_for_selector'),
    /** Browser fetcher: the page's time limit; null is the server's default. */
    timeoutSeconds: integer('timeout_seconds'),
  },
  (table) => [
    index('pages_website_idx').on(table.websiteId, table.createdAt),
    index('pages_next_check_idx').on(table.nextCheckAt),
  ],
);

export const pageSnapshots = pgTable(
  'page_snapshots',
  {
    id: id(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    contentHash: text('content_hash').notNull(),
    /** The page's text as read, before ignore rules (so rules edited later apply to it too); compressed (db/packedText.ts). */
    packedText: bytea('text').notNull(),
    /**
     * The whole snapshot of the same page this one's text is a difference from
     * (db/packedText.ts); null when it is stored whole. Always an earlier,
     * whole snapshot: retention keeps it while a kept snapshot names it.
     */
    baseId: uuid('base_id'),
    /** What the page's markup said beyond its text (job postings), for classifying the next change. */
    structure: jsonb('structure').$type<PageStructure>(),
  },
  (table) => [index('page_snapshots_page_idx').on(table.pageId, table.createdAt.desc())],
);

/**
 * What a page looked like when the browser fetcher stored a snapshot of it:
 * a compressed image and a grid of cell hashes (to find the changed regions
 * against the next one). It belongs to its snapshot and goes when it goes.
 */
export const pageScreenshots = pgTable(
  'page_screenshots',
  {
    id: id(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => pageSnapshots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mediaType: text('media_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    /** One 32-bit hash per square cell of the image, row by row (see monitor/browser/imaging.ts). */
    cells: bytea('cells').notNull(),
  },
  (table) => [
    uniqueIndex('page_screenshots_snapshot_idx').on(table.snapshotId),
    index('page_screenshots_page_idx').on(table.pageId),
  ],
);

/** A rectangle of a screenshot, in its pixels. */
export interface ScreenRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const pageChanges = pgTable(
  'page_changes',
  {
    id: id(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    addedLines: integer('added_lines').notNull(),
    removedLines: integer('removed_lines').notNull(),
    summary: text('summary').notNull(),
    /** The unified diff, compressed (db/packedText.ts). */
    packedDiff: bytea('diff').notNull(),
    /** Kind and facts; null for changes recorded before changes were classified. */
    classification: jsonb('classification').$type<Classification>(),
    /** False when the page's alert options kept the change from raising an event. */
    alerted: boolean('alerted').notNull().default(true),
    /** The screenshots either side of the change (browser fetcher); null once pruned, or when there was none. */
    beforeScreenshotId: uuid('before_screenshot_id').references(() => pageScreenshots.id, { onDelete: 'set null' }),
    afterScreenshotId: uuid('after_screenshot_id').references(() => pageScreenshots.id, { onDelete: 'set null' }),
    /** Where the two screenshots differ, in the pixels of both. */
    changedRegions: jsonb('changed_regions').$type<ScreenRegion[]>().notNull().default([]),
  },
  (table) => [
    index('page_changes_page_idx').on(table.pageId, table.createdAt.desc()),
    // A pruned screenshot clears the changes that show it: found through these, not by reading every change.
    index('page_changes_before_screenshot_idx')
      .on(table.beforeScreenshotId)
      .where(sql`${table.beforeScreenshotId} IS NOT NULL`),
    index('page_changes_after_screenshot_idx')
      .on(table.afterScreenshotId)
      .where(sql`${table.afterScreenshotId} IS NOT NULL`),
  ],
);

export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** No foreign key: a competitor_deleted event outlives its competitor. */
    competitorId: uuid('competitor_id'),
    websiteId: uuid('website_id'),
    pageId: uuid('page_id'),
    type: text('type').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The target's name when the event happened, so the event reads the same after a rename or delete. */
    targetName: text('target_name'),
    /** The event in English, for any reader of the API; written from type, name and data when a name is kept. */
    description: text('description').notNull(),
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /**
     * What a search finds the event by: the target's name, the facts of its
     * data (a change's summary, an alert's keyword and sentence) and, for a
     * change, the lines its diff added and removed. Written with the event
     * (domain/activitySearch.ts); events never change afterwards.
     */
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    // The feed's order (newest first, id breaking ties) read straight off the index: no sort of the project's events.
    // NULLS FIRST is what ORDER BY ... DESC means; an index that says otherwise cannot give that order.
    index('activity_project_idx').on(
      table.projectId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A competitor's and a page's timelines, in the same order.
    index('activity_competitor_idx').on(
      table.competitorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Retention keeps the newest events per page.
    index('activity_page_idx').on(table.pageId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('activity_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * How far a person has read a project's feed: events created before
 * `read_before` are read. One row per person and project, moved forward
 * only ("mark all read").
 */
export const activityReads = pgTable(
  'activity_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    readBefore: timestamp('read_before', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.projectId] })],
);

/** A page a discovery found, as stored on its discovery. */
export interface DiscoveredPageRecord {
  url: string;
  title: string | null;
  kind: string;
  /** Not found by the website's previous discovery. */
  isNew: boolean;
}

/**
 * A discovery of a website's pages (robots.txt, sitemaps, or its links),
 * run by the API process that started it. Its state lives here so any API
 * process can show its progress and ask it to stop.
 */
export const discoveries = pgTable(
  'discoveries',
  {
    id: id(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** running, done, failed or cancelled. */
    status: text('status').notNull().default('running'),
    /** Where the pages came from: sitemap or links (null until known). */
    source: text('source'),
    pages: jsonb('pages').$type<DiscoveredPageRecord[]>().notNull().default([]),
    requests: integer('requests').notNull().default(0),
    maxRequests: integer('max_requests').notNull(),
    error: text('error'),
    /** Set by any process; the running one stops at its next step. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: createdAt(),
    /** Moved at every step: a running discovery that stops moving was cut short (its process ended). */
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('discoveries_website_idx').on(table.websiteId, table.createdAt.desc()),
    index('discoveries_user_idx').on(table.userId, table.status),
  ],
);

/**
 * A signed-in session: each access token names one. Logging out deletes it,
 * a password change deletes every session of the user, so their tokens stop
 * working at once rather than when they expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * A one-time link mailed to a person: a password reset (valid an hour) or the
 * confirmation of a new email (valid a day, `new_email` holds it). Only the
 * token's SHA-256 is kept; following the link marks it used.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'password_reset' | 'email_change'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId),
  ],
);

/**
 * A person's API key: a bearer token for scripts, with a scope. Only the key's
 * SHA-256 is kept (the key itself is shown once, at creation); a lookup is one
 * probe of the unique hash index. Deleting the key revokes it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters after `spy_`, so a person can tell two keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.keyHash), index('api_keys_user_idx').on(table.userId)],
);

/** Where a project's notifications go: an email address, a Slack incoming webhook or a signed webhook. */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'email' | 'slack' | 'webhook'>().notNull(),
    target: text('target').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    failureThreshold: integer('failure_threshold').notNull().default(3),
    enabled: boolean('enabled').notNull().default(true),
    /** The language of its mails and Slack messages. */
    language: text('language').notNull().default('en'),
    /** A webhook's signing secret (the server must sign with it, so it is kept as is); null for other kinds. */
    secret: text('secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('notification_channels_project_idx').on(table.projectId, table.createdAt)],
);

/**
 * The outbox: one event on its way to one channel. Written in the same
 * transaction as the event; delivered by whichever worker claims it (FOR
 * UPDATE SKIP LOCKED, a lease in `locked_until`), retried with backoff for
 * NOTIFY_RETRY_HOURS after `created_at`. (event_id, channel_id) is unique: an event reaches a channel once.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** What the event says (page, summary, diff excerpt...), fixed when it happened. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'sending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_event_channel_unique').on(table.eventId, table.channelId),
    index('notification_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('notification_deliveries_channel_idx').on(table.channelId, table.createdAt.desc()),
  ],
);

/** Each try of a delivery: when, how it ended, what the receiver answered. */
export const notificationAttempts = pgTable(
  'notification_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<'sending' | 'delivered' | 'failed' | 'interrupted'>().notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (table) => [uniqueIndex('notification_attempts_delivery_number_unique').on(table.deliveryId, table.number)],
);

/** A project's digest: when it goes out, to whom, in which language; `next_run_at` is the next boundary. */
export const digestSettings = pgTable('digest_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  cadence: text('cadence').$type<'daily' | 'weekly'>().notNull().default('weekly'),
  weekday: integer('weekday').notNull().default(1),
  hour: integer('hour').notNull().default(8),
  timezone: text('timezone').notNull().default('UTC'),
  recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
  language: text('language').notNull().default('en'),
  skipEmpty: boolean('skip_empty').notNull().default(true),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * One digest period of one project: unique, so however many workers cross
 * the boundary together, the period is sent once. Sent like a delivery.
 */
export const digestRuns = pgTable(
  'digest_runs',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    language: text('language').notNull(),
    skipEmpty: boolean('skip_empty').notNull(),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('digest_runs_period_unique').on(table.projectId, table.periodEnd),
    index('digest_runs_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * A project's Atom feed link (feed readers cannot send a header, so the
 * token rides in the URL): one per project, made again to rotate it, deleted
 * to revoke it. Only the token's SHA-256 is kept.
 */
export const projectFeedTokens = pgTable(
  'project_feed_tokens',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The language of the feed's entries. */
    language: text('language').notNull().default('en'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('project_feed_tokens_hash_unique').on(table.tokenHash)],
);

/** One row type per table, as the database answers it. */
export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type CompetitorRow = typeof competitors.$inferSelect;
export type WebsiteRow = typeof websites.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type PageSnapshotRow = typeof pageSnapshots.$inferSelect;
/** A change as the app reads it: its diff unpacked (stored compressed, see db/packedText.ts). */
export type PageChangeRow = Omit<typeof pageChanges.$inferSelect, 'packedDiff'> & { diff: string };
export type PageScreenshotRow = typeof pageScreenshots.$inferSelect;
export type ActivityRow = typeof activityEvents.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ActivityReadRow = typeof activityReads.$inferSelect;
export type DiscoveryRow = typeof discoveries.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ChannelRow = typeof notificationChannels.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type AttemptRow = typeof notificationAttempts.$inferSelect;
export type DigestSettingsRow = typeof digestSettings.$inferSelect;
export type DigestRunRow = typeof digestRuns.$inferSelect;
export type FeedTokenRow = typeof projectFeedTokens.$inferSelect;
