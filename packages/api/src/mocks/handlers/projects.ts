import { newId, type MockProject } from '../db';
import { MockHttpError, json, nowIso, type MockResolvers } from '../route';
import { blankToNull, findProject, isTeamMember, projectView, projectsOf, removeCompetitors } from '../views';
import { currentTeamOf, demandRole } from './teams';

export const projectResolvers = {
  listProjects: ({ db, user }) => {
    // The current team's projects, as on the server.
    const current = currentTeamOf(db, user);
    const rows = projectsOf(db, user)
      .filter((project) => project.team_id === current)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
      .map((project) => projectView(db, project));
    return json({ data: rows, count: rows.length });
  },

  createProject: ({ db, user, body }) => {
    const teamId = body.team_id ?? user.default_team_id;
    if (!teamId)
      throw new MockHttpError(422, 'team_id: A team is required', [
        { field: 'team_id', message: 'A team is required' },
      ]);
    if (!isTeamMember(db, user, teamId)) throw new MockHttpError(404, 'Team not found');
    demandRole(db, user, teamId, 'edit');
    const now = nowIso();
    const project: MockProject = {
      id: newId(),
      name: body.name,
      description: body.description,
      url: blankToNull(body.url),
      team_id: teamId,
      status: 'active',
      created_at: now,
      updated_at: now,
    };
    db.projects.push(project);
    return json(projectView(db, project), 201);
  },

  getProject: ({ db, user, params }) => json(projectView(db, findProject(db, user, params.projectId))),

  updateProject: ({ db, user, params, body }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    if (body.name !== undefined) project.name = body.name;
    if (body.description !== undefined) project.description = body.description;
    if (body.url !== undefined) project.url = blankToNull(body.url);
    if (body.status !== undefined) project.status = body.status;
    project.updated_at = nowIso();
    return json(projectView(db, project));
  },

  deleteProject: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId, 'manage');
    // Everything under the project goes with it, its events included.
    removeCompetitors(db, new Set(db.competitors.filter((row) => row.project_id === project.id).map((row) => row.id)));
    db.events = db.events.filter((row) => row.project_id !== project.id);
    db.projects = db.projects.filter((row) => row.id !== project.id);
    return new Response(null, { status: 204 });
  },
} satisfies MockResolvers;
