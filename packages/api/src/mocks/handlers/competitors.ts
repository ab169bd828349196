import { pricingHistoryOf } from '../../events';
import type { Competitor } from '../../schema';
import { newId } from '../db';
import { MockHttpError, json, nowIso, type MockResolvers } from '../route';
import { blankToNull, findCompetitor, findProject, patchRow, recordEvent, removeCompetitors } from '../views';

const target = (competitor: Competitor) => ({ type: 'competitor' as const, id: competitor.id, name: competitor.name });

export const competitorResolvers = {
  listCompetitors: ({ db, user, params }) => {
    if (!params.projectId)
      throw new MockHttpError(422, 'project_id: Field required', [{ field: 'project_id', message: 'Field required' }]);
    const project = findProject(db, user, params.projectId);
    const rows = db.competitors
      .filter((row) => row.project_id === project.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return json({ data: rows, count: rows.length });
  },

  createCompetitor: ({ db, user, body }) => {
    const project = findProject(db, user, body.project_id, 'edit');
    const now = nowIso();
    const competitor: Competitor = {
      id: newId(),
      project_id: project.id,
      name: body.name,
      description: blankToNull(body.description),
      industry: blankToNull(body.industry),
      is_active: body.is_active,
      created_at: now,
      updated_at: now,
    };
    db.competitors.push(competitor);
    recordEvent(db, { type: 'competitor_created', target: target(competitor), competitor, user });
    return json(competitor, 201);
  },

  getCompetitor: ({ db, user, params }) => json(findCompetitor(db, user, params.competitorId).competitor),

  updateCompetitor: ({ db, user, params, body }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId, 'edit');
    const changes = patchRow(competitor, body, ['description', 'industry']);
    // A PATCH that changes nothing records nothing.
    if (Object.keys(changes).length > 0)
      recordEvent(db, {
        type: 'competitor_updated',
        target: target(competitor),
        competitor,
        user,
        additional: changes,
      });
    return json(competitor);
  },

  deleteCompetitor: ({ db, user, params }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId, 'edit');
    removeCompetitors(db, new Set([competitor.id]));
    recordEvent(db, { type: 'competitor_deleted', target: target(competitor), competitor, user });
    return json(competitor);
  },

  /** Read off the seeded events' price facts, as the server reads its own. */
  getPricingHistory: ({ db, user, params }) => {
    const { competitor } = findCompetitor(db, user, params.competitorId);
    const plans = pricingHistoryOf(
      db.events
        .filter((event) => event.competitor_id === competitor.id && event.type === 'page_changed')
        .map((event) => ({
          created_at: event.created_at,
          page_id: event.target_id,
          page_name: event.target_name ?? '',
          page_since: db.pages.find((page) => page.id === event.target_id)?.created_at ?? null,
          classification: event.additional_data?.classification ?? null,
        })),
    );
    return json({ data: plans, count: plans.length });
  },
} satisfies MockResolvers;
