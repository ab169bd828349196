import {
  readClassification,
  type ActivityEvent,
  type ApiKey,
  type Channel,
  type Competitor,
  type Delivery,
  type DigestSettings,
  type Discovery,
  type FeedEvent,
  type Page,
  type PageChange,
  type Project,
  type User,
  type Website,
} from '@spyglass/api/schema';
import type { ApiKeyRow, ChannelRow, CompetitorRow, PageChangeRow, PageRow, UserRow, WebsiteRow } from '../db';
import type { ActivityListRow } from '../domain/activity';
import type { PageChangeView, ScreenshotSummary } from '../domain/changes';
import type { DigestSettingsView } from '../domain/digests';
import type { FeedRow } from '../domain/radar';
import type { DeliveryWithAttempts } from '../notify';
import type { DiscoveryView } from '../recon';
import type { ProjectView } from '../domain/projects';

/** Database rows to the wire contract's shapes (snake_case, ISO timestamps in UTC). */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const toUser = (row: UserRow, pendingEmail: string | null = null): User => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  is_active: row.isActive,
  default_team_id: row.defaultTeamId,
  current_team_id: row.currentTeamId ?? row.defaultTeamId,
  created_at: iso(row.createdAt),
  pending_email: pendingEmail,
});

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  created_at: iso(row.createdAt),
  last_used_at: isoOrNull(row.lastUsedAt),
});

export const toProject = (row: ProjectView): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  url: row.url,
  team_id: row.teamId,
  status: row.status === 'archived' ? 'archived' : 'active',
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  competitor_count: row.competitorCount,
  website_count: row.websiteCount,
  recent_updates: row.recentUpdates.map((event) => ({
    id: event.id,
    type: event.type as ActivityEvent['type'],
    target_name: event.targetName,
    additional_data: event.additionalData,
    description: event.description,
    created_at: iso(event.createdAt),
  })),
});

export const toCompetitor = (row: CompetitorRow): Competitor => ({
  id: row.id,
  project_id: row.projectId,
  name: row.name,
  description: row.description,
  industry: row.industry,
  is_active: row.isActive,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toWebsite = (row: WebsiteRow): Website => ({
  id: row.id,
  competitor_id: row.competitorId,
  name: row.name,
  url: row.url,
  description: row.description,
  is_active: row.isActive,
  check_frequency_minutes: row.checkFrequencyMinutes,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  last_checked_at: isoOrNull(row.lastCheckedAt),
});

export const toPage = (row: PageRow): Page => ({
  id: row.id,
  website_id: row.websiteId,
  name: row.name,
  url: row.url,
  css_selector: row.cssSelector,
  alert_keywords: row.alertKeywords,
  is_active: row.isActive,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  last_checked_at: isoOrNull(row.lastCheckedAt),
  last_status: row.lastStatus,
  last_error: row.lastError,
  last_changed_at: isoOrNull(row.lastChangedAt),
  next_check_at: isoOrNull(row.nextCheckAt),
  ignore_rules: row.ignoreRules,
  ignore_presets: row.ignorePresets,
  remove_selectors: row.removeSelectors,
  alert_on: row.alertOn,
  min_changed_lines: row.minChangedLines,
  keyword_alerts: row.keywordAlerts,
  keywords_only: row.keywordsOnly,
  fetcher: row.fetcher,
  wait_for_selector: row.waitForSelector,
  timeout_seconds: row.timeoutSeconds,
});

export const toActivity = (row: ActivityListRow): ActivityEvent => ({
  id: row.id,
  type: row.type as ActivityEvent['type'],
  target_type: row.targetType as ActivityEvent['target_type'],
  target_id: row.targetId,
  project_id: row.projectId,
  competitor_id: row.competitorId,
  target_name: row.targetName,
  description: row.description,
  created_at: iso(row.createdAt),
  additional_data: row.additionalData ?? null,
  // The name is kept on the event, so it still reads right after the account is gone.
  actor: row.actorName === null && row.actorUserId === null ? null : { id: row.actorUserId, name: row.actorName ?? '' },
});

export const toFeedEvent = (row: FeedRow): FeedEvent => ({ ...toActivity(row), unread: row.unread });

const toScreenshot = (shot: ScreenshotSummary | null) =>
  shot && { id: shot.id, width: shot.width, height: shot.height, created_at: iso(shot.createdAt) };

/** A change on the wire; the screenshots' sizes come with a listed change, a fresh one (check now) names none yet. */
export const toChange = (row: PageChangeRow | PageChangeView): PageChange => ({
  id: row.id,
  page_id: row.pageId,
  created_at: iso(row.createdAt),
  added_lines: row.addedLines,
  removed_lines: row.removedLines,
  summary: row.summary,
  diff: row.diff,
  // A stored classification is read leniently: a fact this version does not know is left out.
  classification: readClassification(row.classification),
  alerted: row.alerted,
  before_screenshot: 'beforeScreenshot' in row ? toScreenshot(row.beforeScreenshot) : null,
  after_screenshot: 'afterScreenshot' in row ? toScreenshot(row.afterScreenshot) : null,
  changed_regions: row.changedRegions,
});

export const toDiscovery = (view: DiscoveryView): Discovery => ({
  id: view.id,
  website_id: view.websiteId,
  status: view.status,
  source: view.source,
  requests: view.requests,
  max_requests: view.maxRequests,
  error: view.error,
  started_at: iso(view.startedAt),
  finished_at: isoOrNull(view.finishedAt),
  data: view.pages.map((page) => ({
    url: page.url,
    title: page.title,
    kind: page.kind,
    monitored: page.monitored,
    is_new: page.isNew,
  })),
  count: view.pages.length,
});

/** A `{data,count}` answer: `count` is the total the list holds, not only this page's rows. */
export const list = <T>(data: T[], count: number) => ({ data, count });

export const toChannel = (row: ChannelRow): Channel => ({
  id: row.id,
  project_id: row.projectId,
  kind: row.kind,
  target: row.target,
  events: row.events as Channel['events'],
  failure_threshold: row.failureThreshold,
  enabled: row.enabled,
  language: row.language as Channel['language'],
  has_secret: row.secret !== null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toDelivery = (row: DeliveryWithAttempts): Delivery => {
  const facts = row.facts as { page_name?: string | null; summary?: string };
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType as Delivery['event_type'],
    subject: facts.page_name ?? facts.summary ?? '',
    status: row.status,
    attempts: row.attempts,
    created_at: iso(row.createdAt),
    next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    delivered_at: isoOrNull(row.deliveredAt),
    last_error: row.lastError,
    attempt_log: row.attemptLog.map((attempt) => ({
      number: attempt.number,
      started_at: iso(attempt.startedAt),
      outcome: attempt.outcome,
      status_code: attempt.statusCode,
      error: attempt.error,
    })),
  };
};

export const toDigestSettings = (row: DigestSettingsView): DigestSettings => ({
  project_id: row.projectId,
  enabled: row.enabled,
  cadence: row.cadence,
  weekday: row.weekday,
  hour: row.hour,
  timezone: row.timezone,
  recipients: row.recipients,
  language: row.language as DigestSettings['language'],
  skip_empty: row.skipEmpty,
  next_run_at: isoOrNull(row.nextRunAt),
});
