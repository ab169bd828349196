import type { Website } from '../../schema';
import { newId } from '../db';
import { MockHttpError, json, nowIso, type MockResolvers } from '../route';
import { blankToNull, findCompetitor, findWebsite, patchRow, recordEvent, removeWebsites } from '../views';

const target = (website: Website) => ({ type: 'website' as const, id: website.id, name: website.name });

export const websiteResolvers = {
  listWebsites: ({ db, user, params }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId);
    const rows = db.websites
      .filter((row) => row.competitor_id === competitor.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return json({ data: rows, count: rows.length });
  },

  createWebsite: ({ db, user, params, body }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId, 'edit');
    if (body.competitor_id && body.competitor_id !== competitor.id) {
      const message = 'Must match the competitor in the path';
      throw new MockHttpError(422, `competitor_id: ${message}`, [{ field: 'competitor_id', message }]);
    }
    const now = nowIso();
    const website: Website = {
      id: newId(),
      competitor_id: competitor.id,
      name: body.name,
      url: body.url,
      description: blankToNull(body.description),
      is_active: body.is_active,
      check_frequency_minutes: body.check_frequency_minutes,
      created_at: now,
      updated_at: now,
      last_checked_at: null,
    };
    db.websites.push(website);
    recordEvent(db, {
      type: 'website_created',
      target: target(website),
      competitor,
      user,
      additional: { url: website.url },
    });
    return json(website, 201);
  },

  getWebsite: ({ db, user, params }) => json(findWebsite(db, user, params.websiteId).website),

  updateWebsite: ({ db, user, params, body }) => {
    const { website, competitor } = findWebsite(db, user, params.websiteId, 'edit');
    const changes = patchRow(website, body, ['description']);
    if (Object.keys(changes).length > 0)
      recordEvent(db, { type: 'website_updated', target: target(website), competitor, user, additional: changes });
    return json(website);
  },

  deleteWebsite: ({ db, user, params }) => {
    const { website, competitor } = findWebsite(db, user, params.websiteId, 'edit');
    removeWebsites(db, new Set([website.id]));
    recordEvent(db, { type: 'website_deleted', target: target(website), competitor, user });
    return json(website);
  },
} satisfies MockResolvers;
