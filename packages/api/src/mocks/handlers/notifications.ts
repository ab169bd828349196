import {
  CHANNEL_TARGET_MESSAGE,
  DIGEST_PAGE_FACTS_MAX,
  isTargetOf,
  readClassification,
  type Channel,
  type Delivery,
  type DigestCompetitor,
  type DigestPreview,
  type DigestSettings,
} from '../../schema';
import { newId, type MockDb, type MockUser } from '../db';
import { nextDigestAt } from '../digestSchedule';
import { MockHttpError, json, notFound, nowIso, type MockResolvers } from '../route';
import { findProject, isTeamMember, type Need } from '../views';

/** A channel of a project the user's team owns; another team's reads as missing. */
function findChannel(db: MockDb, user: MockUser, channelId: string, need: Need = 'read'): Channel {
  const channel = db.channels.find((row) => row.id === channelId);
  const project = channel && db.projects.find((row) => row.id === channel.project_id);
  if (!channel || !project || !isTeamMember(db, user, project.team_id)) throw notFound('Channel');
  findProject(db, user, project.id, need);
  return channel;
}

/** A secret shaped like the server's; the mock signs nothing with it. */
const newSecret = () => `whsec_${crypto.randomUUID().replaceAll('-', '')}`;

const DAY = 24 * 60 * 60_000;

function defaultSettings(projectId: string): DigestSettings {
  return {
    project_id: projectId,
    enabled: false,
    cadence: 'weekly',
    weekday: 1,
    hour: 8,
    timezone: 'UTC',
    recipients: [],
    language: 'en',
    skip_empty: true,
    next_run_at: null,
  };
}

/** The project's changes and alerts of the period, by competitor then page, alerts first. */
function preview(db: MockDb, projectId: string, name: string, from: Date, to: Date): DigestPreview {
  const events = db.events.filter(
    (event) =>
      event.project_id === projectId &&
      (event.type === 'page_changed' || event.type === 'content_alert') &&
      event.created_at >= from.toISOString() &&
      event.created_at < to.toISOString(),
  );
  // Newest first, as the server reads them: the latest summary and facts are met first.
  events.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const competitors = new Map<string, DigestCompetitor>();
  for (const event of events) {
    const page = db.pages.find((row) => row.id === event.target_id);
    const website = page && db.websites.find((row) => row.id === page.website_id);
    const competitor = website && db.competitors.find((row) => row.id === website.competitor_id);
    if (!page || !competitor) continue;
    const entry = competitors.get(competitor.id) ?? {
      id: competitor.id,
      name: competitor.name,
      content_alerts: 0,
      changes: 0,
      pages: [],
    };
    competitors.set(competitor.id, entry);
    let pageEntry = entry.pages.find((row) => row.id === page.id);
    if (!pageEntry) {
      pageEntry = {
        id: page.id,
        name: page.name,
        url: page.url,
        content_alerts: 0,
        changes: 0,
        latest_summary: null,
        facts: [],
        keywords: [],
        link: `/${projectId}/competitors/${competitor.id}/websites/${page.website_id}?history=${page.id}`,
      };
      entry.pages.push(pageEntry);
    }
    if (event.type === 'content_alert') {
      entry.content_alerts += 1;
      pageEntry.content_alerts += 1;
      const keyword = event.additional_data?.keyword;
      if (typeof keyword === 'string' && !pageEntry.keywords.includes(keyword)) pageEntry.keywords.push(keyword);
    } else {
      entry.changes += 1;
      pageEntry.changes += 1;
      const summary = event.additional_data?.summary;
      pageEntry.latest_summary ??= typeof summary === 'string' ? summary : null;
      const facts = readClassification(event.additional_data?.classification)?.facts ?? [];
      pageEntry.facts.push(...facts.slice(0, DIGEST_PAGE_FACTS_MAX - pageEntry.facts.length));
    }
  }
  const rank = (a: { content_alerts: number; changes: number }, b: { content_alerts: number; changes: number }) =>
    b.content_alerts - a.content_alerts || b.changes - a.changes;
  const list = [...competitors.values()].sort(rank);
  for (const competitor of list) {
    competitor.pages.sort(rank);
    // Told in the order they happened.
    for (const page of competitor.pages) page.facts.reverse();
  }
  return {
    project: { id: projectId, name },
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      content_alerts: list.reduce((sum, row) => sum + row.content_alerts, 0),
      changes: list.reduce((sum, row) => sum + row.changes, 0),
    },
    competitors: list,
  };
}

const publicDelivery = ({ channel_id: _channel, ...delivery }: Delivery & { channel_id: string }): Delivery => delivery;

export const notificationResolvers = {
  listChannels: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId);
    const rows = db.channels.filter((row) => row.project_id === project.id);
    return json({ data: rows, count: rows.length });
  },

  createChannel: ({ db, user, params, body }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    if (body.kind === 'email' && !db.features.mail) throw new MockHttpError(422, 'kind: This server cannot send email');
    const now = nowIso();
    const secret = body.kind === 'webhook' ? newSecret() : null;
    const channel: Channel = {
      id: newId(),
      project_id: project.id,
      kind: body.kind,
      target: body.target,
      events: body.events,
      failure_threshold: body.failure_threshold,
      enabled: body.enabled,
      language: body.language,
      has_secret: secret !== null,
      created_at: now,
      updated_at: now,
    };
    db.channels.push(channel);
    return json({ ...channel, secret }, 201);
  },

  getChannel: ({ db, user, params }) => json(findChannel(db, user, params.channelId)),

  updateChannel: ({ db, user, params, body }) => {
    const channel = findChannel(db, user, params.channelId, 'edit');
    if (body.target !== undefined && !isTargetOf(channel.kind, body.target))
      throw new MockHttpError(422, `target: ${CHANNEL_TARGET_MESSAGE}`, [
        { field: 'target', message: CHANNEL_TARGET_MESSAGE },
      ]);
    Object.assign(channel, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    channel.updated_at = nowIso();
    return json(channel);
  },

  deleteChannel: ({ db, user, params }) => {
    const channel = findChannel(db, user, params.channelId, 'edit');
    db.channels = db.channels.filter((row) => row !== channel);
    db.deliveries = db.deliveries.filter((row) => row.channel_id !== channel.id);
    return new Response(null, { status: 204 });
  },

  testChannel: ({ db, user, params }) => {
    const channel = findChannel(db, user, params.channelId, 'edit');
    // The mock reaches no one: a target that says "fail" plays a receiver that refuses.
    const failed = channel.target.includes('fail');
    const now = nowIso();
    const error = failed ? 'The receiver answered 500' : null;
    const delivery: Delivery & { channel_id: string } = {
      id: newId(),
      channel_id: channel.id,
      event_id: newId(),
      event_type: 'test',
      subject: `Test notification for ${db.projects.find((row) => row.id === channel.project_id)?.name ?? ''}`,
      status: failed ? 'failed' : 'delivered',
      attempts: 1,
      created_at: now,
      next_attempt_at: null,
      delivered_at: failed ? null : now,
      last_error: error,
      attempt_log: [
        {
          number: 1,
          started_at: now,
          outcome: failed ? 'failed' : 'delivered',
          status_code: failed ? 500 : 200,
          error,
        },
      ],
    };
    db.deliveries.unshift(delivery);
    return json({ delivered: !failed, error, delivery: publicDelivery(delivery) });
  },

  rotateChannelSecret: ({ db, user, params }) => {
    const channel = findChannel(db, user, params.channelId, 'edit');
    if (channel.kind !== 'webhook') throw new MockHttpError(409, 'Only a webhook channel has a secret');
    channel.has_secret = true;
    channel.updated_at = nowIso();
    return json({ secret: newSecret() });
  },

  listDeliveries: ({ db, user, params, paging }) => {
    const channel = findChannel(db, user, params.channelId);
    const rows = db.deliveries
      .filter((row) => row.channel_id === channel.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return json({
      data: rows.slice(paging.offset, paging.offset + paging.limit).map(publicDelivery),
      count: rows.length,
    });
  },

  getDigestSettings: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId);
    return json(db.digestSettings.find((row) => row.project_id === project.id) ?? defaultSettings(project.id));
  },

  updateDigestSettings: ({ db, user, params, body }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    if (body.enabled && !db.features.mail) throw new MockHttpError(422, 'enabled: This server cannot send email');
    const settings: DigestSettings = {
      ...body,
      project_id: project.id,
      next_run_at: body.enabled ? nextDigestAt(body, new Date()) : null,
    };
    db.digestSettings = [...db.digestSettings.filter((row) => row.project_id !== project.id), settings];
    return json(settings);
  },

  previewDigest: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId);
    const settings = db.digestSettings.find((row) => row.project_id === project.id);
    const to = new Date();
    const from = new Date(to.getTime() - (settings?.cadence === 'daily' ? 1 : 7) * DAY);
    return json(preview(db, project.id, project.name, from, to));
  },
} satisfies MockResolvers;
