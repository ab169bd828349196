import { websiteCreateSchema, websiteUpdateSchema, type Website } from '../../schema';
import { newId } from '../db';
import { MockHttpError, authedRoute, json, nowIso, readJson, validate, type MockRoute } from '../route';
import { blankToNull, changedFields, describe, findCompetitor, findWebsite, recordEvent } from '../views';

export const websiteRoutes: MockRoute[] = [
  authedRoute(
    { group: 'websites', method: 'get', path: '/competitors/:competitorId/websites/', resource: 'Competitor' },
    ({ db, user, params }) => {
      const { competitor } = findCompetitor(db, user, params.competitorId);
      const rows = db.websites
        .filter((row) => row.competitor_id === competitor.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
      return json({ data: rows, count: rows.length });
    },
  ),

  authedRoute(
    { group: 'websites', method: 'post', path: '/competitors/:competitorId/websites/', resource: 'Competitor' },
    async ({ request, db, user, params }) => {
      const { competitor } = findCompetitor(db, user, params.competitorId);
      const payload = validate(websiteCreateSchema, await readJson(request));
      if (payload.competitor_id && payload.competitor_id !== competitor.id) {
        const message = 'Must match the competitor in the path';
        throw new MockHttpError(422, `competitor_id: ${message}`, [{ field: 'competitor_id', message }]);
      }
      const now = nowIso();
      const website: Website = {
        id: newId(),
        competitor_id: competitor.id,
        name: payload.name,
        url: payload.url,
        description: blankToNull(payload.description),
        is_active: payload.is_active,
        check_frequency_minutes: payload.check_frequency_minutes,
        created_at: now,
        updated_at: now,
        last_checked_at: null,
      };
      db.websites.push(website);
      recordEvent(db, {
        type: 'website_created',
        target: { type: 'website', id: website.id },
        competitor,
        description: describe.added('Website', website.name),
        user,
        additional: { url: website.url },
      });
      return json(website, 201);
    },
  ),

  authedRoute(
    { group: 'websites', method: 'get', path: '/competitors/websites/:id', resource: 'Website' },
    ({ db, user, params }) => json(findWebsite(db, user, params.id).website),
  ),

  authedRoute(
    { group: 'websites', method: 'patch', path: '/competitors/websites/:id', resource: 'Website' },
    async ({ request, db, user, params }) => {
      const { website, competitor } = findWebsite(db, user, params.id);
      const payload = validate(websiteUpdateSchema, await readJson(request));
      const before = { ...website };
      if (payload.name !== undefined) website.name = payload.name;
      if (payload.url !== undefined) website.url = payload.url;
      if (payload.description !== undefined) website.description = blankToNull(payload.description);
      if (payload.is_active !== undefined) website.is_active = payload.is_active;
      if (payload.check_frequency_minutes !== undefined)
        website.check_frequency_minutes = payload.check_frequency_minutes;
      const changes = changedFields(before, website, [
        'name',
        'url',
        'description',
        'is_active',
        'check_frequency_minutes',
      ]);
      if (Object.keys(changes).length > 0) {
        website.updated_at = nowIso();
        recordEvent(db, {
          type: 'website_updated',
          target: { type: 'website', id: website.id },
          competitor,
          description: describe.updated('Website', website.name),
          user,
          additional: changes,
        });
      }
      return json(website);
    },
  ),

  authedRoute(
    { group: 'websites', method: 'delete', path: '/competitors/websites/:id', resource: 'Website' },
    ({ db, user, params }) => {
      const { website, competitor } = findWebsite(db, user, params.id);
      const pageIds = new Set(db.pages.filter((row) => row.website_id === website.id).map((row) => row.id));
      db.changes = db.changes.filter((row) => !pageIds.has(row.page_id));
      db.pages = db.pages.filter((row) => !pageIds.has(row.id));
      db.websites = db.websites.filter((row) => row.id !== website.id);
      recordEvent(db, {
        type: 'website_deleted',
        target: { type: 'website', id: website.id },
        competitor,
        description: describe.deleted('Website', website.name),
        user,
        additional: { url: website.url },
      });
      return json(website);
    },
  ),
];
