import { describeEventInEnglish } from '../events';
import type {
  ActivityEvent,
  ActivityEventType,
  ActivityTargetType,
  Competitor,
  Page,
  Project,
  Website,
} from '../schema';
import { pageOptionDefaults } from '../schema';
import { newId, type MockDb, type MockProject, type MockUser } from './db';
import { ROLE_REFUSALS, roleOf } from './handlers/teams';
import { MockHttpError, notFound, nowIso } from './route';

/** How many of the latest events a project answer carries (as on the server). */
export const RECENT_UPDATES = 5;

const newestFirst = (a: ActivityEvent, b: ActivityEvent) =>
  a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at);

export function eventsNewestFirst(events: ActivityEvent[]): ActivityEvent[] {
  return [...events].sort(newestFirst);
}

/** A project answer: stored fields plus the computed counts and recent updates. */
export function projectView(db: MockDb, project: MockProject): Project {
  const competitors = db.competitors.filter((row) => row.project_id === project.id);
  const competitorIds = new Set(competitors.map((row) => row.id));
  return {
    ...project,
    competitor_count: competitors.length,
    website_count: db.websites.filter((row) => competitorIds.has(row.competitor_id)).length,
    recent_updates: eventsNewestFirst(db.events.filter((row) => row.project_id === project.id))
      .slice(0, RECENT_UPDATES)
      .map(({ id, type, target_name, additional_data, description, created_at }) => ({
        id,
        type,
        target_name,
        additional_data,
        description,
        created_at,
      })),
  };
}

const teamsOf = (db: MockDb, user: MockUser) =>
  new Set(db.memberships.filter((row) => row.user_id === user.id).map((row) => row.team_id));

export const isTeamMember = (db: MockDb, user: MockUser, teamId: string) => teamsOf(db, user).has(teamId);

export function projectsOf(db: MockDb, user: MockUser): MockProject[] {
  const teams = teamsOf(db, user);
  return db.projects.filter((row) => teams.has(row.team_id));
}

/** What a call needs of the caller's role in the row's team (apps/server domain/access.ts). */
export type Need = 'read' | 'edit' | 'manage';

/** 403 with the server's sentence when the member's role may not do what `need` names. */
function demandNeed(db: MockDb, user: MockUser, teamId: string, need: Need): void {
  if (need === 'read') return;
  const role = roleOf(db, user, teamId);
  if (role === 'owner' || (need === 'edit' && role === 'editor')) return;
  throw new MockHttpError(403, ROLE_REFUSALS[need]);
}

const refused = (error: unknown) => error instanceof MockHttpError && error.status === 403;

/** Rows of another team read as missing (404, never 403), as on the server; a member's role too small is 403. */
export function findProject(db: MockDb, user: MockUser, id: string | undefined, need: Need = 'read'): MockProject {
  const project = db.projects.find((row) => row.id === id);
  if (!project || !isTeamMember(db, user, project.team_id)) throw notFound('Project');
  demandNeed(db, user, project.team_id, need);
  return project;
}

export function findCompetitor(
  db: MockDb,
  user: MockUser,
  id: string | undefined,
  need: Need = 'read',
): { competitor: Competitor; project: MockProject } {
  const competitor = db.competitors.find((row) => row.id === id);
  const project = competitor && db.projects.find((row) => row.id === competitor.project_id);
  if (!competitor || !project || !isTeamMember(db, user, project.team_id)) throw notFound('Competitor');
  demandNeed(db, user, project.team_id, need);
  return { competitor, project };
}

export function findWebsite(
  db: MockDb,
  user: MockUser,
  id: string | undefined,
  need: Need = 'read',
): { website: Website; competitor: Competitor } {
  const website = db.websites.find((row) => row.id === id);
  if (!website) throw notFound('Website');
  try {
    return { website, ...findCompetitor(db, user, website.competitor_id, need) };
  } catch (error) {
    if (refused(error)) throw error;
    throw notFound('Website');
  }
}

export function findPage(
  db: MockDb,
  user: MockUser,
  id: string | undefined,
  need: Need = 'read',
): { page: Page; website: Website; competitor: Competitor } {
  const page = db.pages.find((row) => row.id === id);
  if (!page) throw notFound('Page');
  try {
    return { page, ...findWebsite(db, user, page.website_id, need) };
  } catch (error) {
    if (refused(error)) throw error;
    throw notFound('Page');
  }
}

/** The acting user's name on their events: full name, else email. */
export const actorOf = (user: MockUser) => ({ id: user.id, name: user.full_name?.trim() || user.email });

let lastEventTime = 0;
/** Strictly increasing event times, so events of one burst keep their order. */
function eventTime(): string {
  lastEventTime = Math.max(Date.now(), lastEventTime + 1);
  return new Date(lastEventTime).toISOString();
}

/** What an event is about: the competitor, website or page, with its name at the time. */
export interface EventTarget {
  type: ActivityTargetType;
  id: string;
  name: string;
}

/** An event as the server writes it: the facts, and the English sentence made of them. */
export function recordEvent(
  db: MockDb,
  input: {
    type: ActivityEventType;
    target: EventTarget;
    competitor: Competitor;
    user: MockUser;
    additional?: Record<string, unknown> | null;
  },
): ActivityEvent {
  const facts = { type: input.type, target_name: input.target.name, additional_data: input.additional ?? null };
  const event: ActivityEvent = {
    id: newId(),
    ...facts,
    target_type: input.target.type,
    target_id: input.target.id,
    project_id: input.competitor.project_id,
    competitor_id: input.competitor.id,
    description: describeEventInEnglish({ ...facts, description: '' }),
    created_at: eventTime(),
    actor: actorOf(input.user),
  };
  db.events.push(event);
  return event;
}

/**
 * Applies a PATCH to a row: the fields sent (blank optional texts as null)
 * replace the row's. Answers `{ field: newValue }` for the fields that really
 * changed, and moves `updated_at` when any did.
 */
export function patchRow<T extends { updated_at: string }>(
  row: T,
  payload: Partial<Record<keyof T, unknown>>,
  optionalTexts: (keyof T)[] = [],
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, sent] of Object.entries(payload) as [keyof T & string, unknown][]) {
    if (sent === undefined) continue;
    const value = optionalTexts.includes(field) ? blankToNull(sent as string | null) : sent;
    if (JSON.stringify(row[field]) === JSON.stringify(value)) continue;
    changes[field] = value ?? null;
    row[field] = value as T[keyof T & string];
  }
  if (Object.keys(changes).length > 0) row.updated_at = nowIso();
  return changes;
}

/** Removes websites with their pages and the pages' changes (events stay, as on the server). */
export function removeWebsites(db: MockDb, websiteIds: Set<string>): void {
  const pageIds = new Set(db.pages.filter((row) => websiteIds.has(row.website_id)).map((row) => row.id));
  db.changes = db.changes.filter((row) => !pageIds.has(row.page_id));
  db.screenshots = db.screenshots.filter((row) => !pageIds.has(row.page_id));
  db.pages = db.pages.filter((row) => !pageIds.has(row.id));
  db.websites = db.websites.filter((row) => !websiteIds.has(row.id));
}

/** Removes competitors with everything under them. */
export function removeCompetitors(db: MockDb, competitorIds: Set<string>): void {
  removeWebsites(db, new Set(db.websites.filter((row) => competitorIds.has(row.competitor_id)).map((row) => row.id)));
  db.competitors = db.competitors.filter((row) => !competitorIds.has(row.id));
}

/** Optional text fields: blank means "not set". */
export const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * A page watched with the default options (as Recon and the CSV import add
 * them), due for its first check now, with its `page_created` event.
 */
export function addWatchedPage(
  db: MockDb,
  input: {
    website: Website;
    competitor: Competitor;
    user: MockUser;
    name: string;
    url: string;
    css_selector?: string | null;
    alert_keywords?: string[];
  },
): Page {
  const now = nowIso();
  const page: Page = {
    id: newId(),
    website_id: input.website.id,
    name: input.name,
    url: input.url,
    css_selector: input.css_selector ?? null,
    alert_keywords: input.alert_keywords ?? [],
    is_active: true,
    ...pageOptionDefaults,
    wait_for_selector: null,
    timeout_seconds: null,
    created_at: now,
    updated_at: now,
    last_checked_at: null,
    last_status: null,
    last_error: null,
    last_changed_at: null,
    next_check_at: now,
  };
  db.pages.push(page);
  recordEvent(db, {
    type: 'page_created',
    target: { type: 'page', id: page.id, name: page.name },
    competitor: input.competitor,
    user: input.user,
    additional: { url: page.url },
  });
  return page;
}
