import { pageCreateSchema, pageUpdateSchema, type Page, type PageCheckResult } from '../../schema';
import { newId } from '../db';
import { authedRoute, json, nowIso, readJson, validate, type MockRoute } from '../route';
import { blankToNull, changedFields, describe, findPage, findWebsite, recordEvent } from '../views';
import { pagingOf } from './activity';

export const pageRoutes: MockRoute[] = [
  authedRoute(
    { group: 'pages', method: 'get', path: '/competitors/websites/:websiteId/pages/', resource: 'Website' },
    ({ db, user, params }) => {
      const { website } = findWebsite(db, user, params.websiteId);
      const rows = db.pages
        .filter((row) => row.website_id === website.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
      return json({ data: rows, count: rows.length });
    },
  ),

  authedRoute(
    { group: 'pages', method: 'post', path: '/competitors/websites/:websiteId/pages/', resource: 'Website' },
    async ({ request, db, user, params }) => {
      const { website, competitor } = findWebsite(db, user, params.websiteId);
      const payload = validate(pageCreateSchema, await readJson(request));
      const now = nowIso();
      const page: Page = {
        id: newId(),
        website_id: website.id,
        name: payload.name,
        url: payload.url,
        css_selector: blankToNull(payload.css_selector),
        alert_keywords: payload.alert_keywords,
        is_active: payload.is_active,
        created_at: now,
        updated_at: now,
        last_checked_at: null,
        last_status: null,
        last_error: null,
        last_changed_at: null,
        // Due at once: the monitor takes a baseline first.
        next_check_at: payload.is_active ? now : null,
      };
      db.pages.push(page);
      recordEvent(db, {
        type: 'page_created',
        target: { type: 'page', id: page.id },
        competitor,
        description: describe.added('Page', page.name),
        user,
        additional: { url: page.url },
      });
      return json(page, 201);
    },
  ),

  authedRoute(
    { group: 'pages', method: 'get', path: '/competitors/websites/pages/:id', resource: 'Page' },
    ({ db, user, params }) => json(findPage(db, user, params.id).page),
  ),

  authedRoute(
    { group: 'pages', method: 'patch', path: '/competitors/websites/pages/:id', resource: 'Page' },
    async ({ request, db, user, params }) => {
      const { page, competitor } = findPage(db, user, params.id);
      const payload = validate(pageUpdateSchema, await readJson(request));
      const before = { ...page };
      if (payload.name !== undefined) page.name = payload.name;
      if (payload.url !== undefined) page.url = payload.url;
      if (payload.css_selector !== undefined) page.css_selector = blankToNull(payload.css_selector);
      if (payload.alert_keywords !== undefined) page.alert_keywords = payload.alert_keywords;
      if (payload.is_active !== undefined) page.is_active = payload.is_active;
      const changes = changedFields(before, page, ['name', 'url', 'css_selector', 'alert_keywords', 'is_active']);
      if (Object.keys(changes).length > 0) {
        page.updated_at = nowIso();
        recordEvent(db, {
          type: 'page_updated',
          target: { type: 'page', id: page.id },
          competitor,
          description: describe.updated('Page', page.name),
          user,
          additional: changes,
        });
      }
      return json(page);
    },
  ),

  authedRoute(
    { group: 'pages', method: 'delete', path: '/competitors/websites/pages/:id', resource: 'Page' },
    ({ db, user, params }) => {
      const { page, competitor } = findPage(db, user, params.id);
      db.changes = db.changes.filter((row) => row.page_id !== page.id);
      db.pages = db.pages.filter((row) => row.id !== page.id);
      recordEvent(db, {
        type: 'page_deleted',
        target: { type: 'page', id: page.id },
        competitor,
        description: describe.deleted('Page', page.name),
        user,
        additional: { url: page.url },
      });
      return json(page);
    },
  ),

  /**
   * The mock fetches nothing: a check reports a baseline for a page never
   * checked and "unchanged" (status 200) afterwards, and moves the page's
   * and website's check times. Recorded changes come only from the seed.
   */
  authedRoute(
    { group: 'pages', method: 'post', path: '/competitors/websites/pages/:id/check', resource: 'Page' },
    ({ db, user, params }) => {
      const { page, website } = findPage(db, user, params.id);
      const now = new Date();
      const outcome = page.last_checked_at ? 'unchanged' : 'baseline';
      page.last_checked_at = now.toISOString();
      page.last_status = 200;
      page.last_error = null;
      page.next_check_at = page.is_active
        ? new Date(now.getTime() + website.check_frequency_minutes * 60_000).toISOString()
        : null;
      website.last_checked_at = page.last_checked_at;
      const result: PageCheckResult = { outcome, status: 200, error: null, change: null, alerts: [], page };
      return json(result);
    },
  ),

  authedRoute(
    { group: 'pages', method: 'get', path: '/competitors/websites/pages/:id/changes/', resource: 'Page' },
    ({ db, user, params, url }) => {
      const { page } = findPage(db, user, params.id);
      const { limit, offset } = pagingOf(url);
      const rows = db.changes
        .filter((row) => row.page_id === page.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
      return json({ data: rows.slice(offset, offset + limit), count: rows.length });
    },
  ),
];
