import { projectCreateSchema, projectUpdateSchema } from '../../schema';
import { newId, type MockProject } from '../db';
import { MockHttpError, authedRoute, json, nowIso, readJson, validate, type MockRoute } from '../route';
import { blankToNull, findProject, isTeamMember, projectView, projectsOf } from '../views';

export const projectRoutes: MockRoute[] = [
  authedRoute({ group: 'projects', method: 'get', path: '/projects/' }, ({ db, user }) => {
    const rows = projectsOf(db, user)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
      .map((project) => projectView(db, project));
    return json({ data: rows, count: rows.length });
  }),

  authedRoute({ group: 'projects', method: 'post', path: '/projects/' }, async ({ request, db, user }) => {
    const payload = validate(projectCreateSchema, await readJson(request));
    const teamId = payload.team_id ?? user.default_team_id;
    if (!teamId)
      throw new MockHttpError(422, 'team_id: A team is required', [
        { field: 'team_id', message: 'A team is required' },
      ]);
    if (!isTeamMember(db, user, teamId)) throw new MockHttpError(404, 'Team not found');
    const now = nowIso();
    const project: MockProject = {
      id: newId(),
      name: payload.name,
      description: payload.description,
      url: blankToNull(payload.url),
      team_id: teamId,
      status: 'active',
      created_at: now,
      updated_at: now,
    };
    db.projects.push(project);
    return json(projectView(db, project), 201);
  }),

  authedRoute(
    { group: 'projects', method: 'get', path: '/projects/:id', resource: 'Project' },
    ({ db, user, params }) => json(projectView(db, findProject(db, user, params.id))),
  ),

  authedRoute(
    { group: 'projects', method: 'patch', path: '/projects/:id', resource: 'Project' },
    async ({ request, db, user, params }) => {
      const project = findProject(db, user, params.id);
      const payload = validate(projectUpdateSchema, await readJson(request));
      if (payload.name !== undefined) project.name = payload.name;
      if (payload.description !== undefined) project.description = payload.description;
      if (payload.url !== undefined) project.url = blankToNull(payload.url);
      if (payload.status !== undefined) project.status = payload.status;
      project.updated_at = nowIso();
      return json(projectView(db, project));
    },
  ),

  authedRoute(
    { group: 'projects', method: 'delete', path: '/projects/:id', resource: 'Project' },
    ({ db, user, params }) => {
      const project = findProject(db, user, params.id);
      // Everything under the project goes with it, its events included.
      const competitorIds = new Set(db.competitors.filter((row) => row.project_id === project.id).map((row) => row.id));
      const websiteIds = new Set(
        db.websites.filter((row) => competitorIds.has(row.competitor_id)).map((row) => row.id),
      );
      const pageIds = new Set(db.pages.filter((row) => websiteIds.has(row.website_id)).map((row) => row.id));
      db.changes = db.changes.filter((row) => !pageIds.has(row.page_id));
      db.pages = db.pages.filter((row) => !pageIds.has(row.id));
      db.websites = db.websites.filter((row) => !websiteIds.has(row.id));
      db.competitors = db.competitors.filter((row) => !competitorIds.has(row.id));
      db.events = db.events.filter((row) => row.project_id !== project.id);
      db.projects = db.projects.filter((row) => row.id !== project.id);
      return new Response(null, { status: 204 });
    },
  ),
];
