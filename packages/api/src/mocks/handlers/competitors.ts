import { competitorCreateSchema, competitorUpdateSchema, type Competitor } from '../../schema';
import { newId } from '../db';
import { MockHttpError, authedRoute, json, nowIso, readJson, validate, type MockRoute } from '../route';
import { blankToNull, changedFields, describe, findCompetitor, findProject, recordEvent } from '../views';

export const competitorRoutes: MockRoute[] = [
  authedRoute({ group: 'competitors', method: 'get', path: '/competitors/' }, ({ db, user, url }) => {
    const projectId = url.searchParams.get('project_id');
    if (!projectId)
      throw new MockHttpError(422, 'project_id: Field required', [{ field: 'project_id', message: 'Field required' }]);
    const project = findProject(db, user, projectId);
    const rows = db.competitors
      .filter((row) => row.project_id === project.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return json({ data: rows, count: rows.length });
  }),

  authedRoute({ group: 'competitors', method: 'post', path: '/competitors/' }, async ({ request, db, user }) => {
    const payload = validate(competitorCreateSchema, await readJson(request));
    const project = findProject(db, user, payload.project_id);
    const now = nowIso();
    const competitor: Competitor = {
      id: newId(),
      project_id: project.id,
      name: payload.name,
      description: blankToNull(payload.description),
      industry: blankToNull(payload.industry),
      is_active: payload.is_active,
      created_at: now,
      updated_at: now,
    };
    db.competitors.push(competitor);
    recordEvent(db, {
      type: 'competitor_created',
      target: { type: 'competitor', id: competitor.id },
      competitor,
      description: describe.added('Competitor', competitor.name),
      user,
      additional: { name: competitor.name },
    });
    return json(competitor, 201);
  }),

  authedRoute(
    { group: 'competitors', method: 'get', path: '/competitors/:id', resource: 'Competitor' },
    ({ db, user, params }) => json(findCompetitor(db, user, params.id).competitor),
  ),

  authedRoute(
    { group: 'competitors', method: 'patch', path: '/competitors/:id', resource: 'Competitor' },
    async ({ request, db, user, params }) => {
      const { competitor } = findCompetitor(db, user, params.id);
      const payload = validate(competitorUpdateSchema, await readJson(request));
      const before = { ...competitor };
      if (payload.name !== undefined) competitor.name = payload.name;
      if (payload.description !== undefined) competitor.description = blankToNull(payload.description);
      if (payload.industry !== undefined) competitor.industry = blankToNull(payload.industry);
      if (payload.is_active !== undefined) competitor.is_active = payload.is_active;
      const changes = changedFields(before, competitor, ['name', 'description', 'industry', 'is_active']);
      if (Object.keys(changes).length > 0) {
        competitor.updated_at = nowIso();
        recordEvent(db, {
          type: 'competitor_updated',
          target: { type: 'competitor', id: competitor.id },
          competitor,
          description: describe.updated('Competitor', competitor.name),
          user,
          additional: changes,
        });
      }
      return json(competitor);
    },
  ),

  authedRoute(
    { group: 'competitors', method: 'delete', path: '/competitors/:id', resource: 'Competitor' },
    ({ db, user, params }) => {
      const { competitor } = findCompetitor(db, user, params.id);
      const websiteIds = new Set(db.websites.filter((row) => row.competitor_id === competitor.id).map((row) => row.id));
      const pageIds = new Set(db.pages.filter((row) => websiteIds.has(row.website_id)).map((row) => row.id));
      db.changes = db.changes.filter((row) => !pageIds.has(row.page_id));
      db.pages = db.pages.filter((row) => !pageIds.has(row.id));
      db.websites = db.websites.filter((row) => !websiteIds.has(row.id));
      db.competitors = db.competitors.filter((row) => row.id !== competitor.id);
      recordEvent(db, {
        type: 'competitor_deleted',
        target: { type: 'competitor', id: competitor.id },
        competitor,
        description: describe.deleted('Competitor', competitor.name),
        user,
        additional: { name: competitor.name },
      });
      return json(competitor);
    },
  ),
];
