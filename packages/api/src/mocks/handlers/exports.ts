import { HttpResponse } from 'msw';
import { describeFact, englishText } from '../../events';
import {
  changeExportColumns,
  exportRangeOf,
  type ChangeExportRow,
  type ChangesExportQuery,
  type FeedTokenState,
} from '../../schema';
import type { MockDb, MockProject } from '../db';
import { MOCK_PUBLIC_URL, nowIso, type MockResolvers } from '../route';
import { seededChars } from '../seeded';
import { findProject } from '../views';

/** The link the mock server's feed would have; nothing answers it. */
const APP_ORIGIN = 'http://localhost:5173';

/** The project's changes in the range, oldest first, as the server's export lists them. */
function exportRows(db: MockDb, project: MockProject, query: ChangesExportQuery): ChangeExportRow[] {
  const { from, to } = exportRangeOf(query);
  const rows: ChangeExportRow[] = [];
  for (const change of db.changes) {
    const page = db.pages.find((row) => row.id === change.page_id);
    const website = page && db.websites.find((row) => row.id === page.website_id);
    const competitor = website && db.competitors.find((row) => row.id === website.competitor_id);
    if (!page || !website || !competitor || competitor.project_id !== project.id) continue;
    const at = Date.parse(change.created_at);
    if (at < from.getTime() || at >= to.getTime()) continue;
    rows.push({
      id: change.id,
      occurred_at: change.created_at,
      competitor: competitor.name,
      website: website.name,
      page: page.name,
      url: page.url,
      kind: change.classification?.kind ?? null,
      summary: change.summary,
      facts: (change.classification?.facts ?? []).map((fact) => describeFact(fact, englishText, 'en')),
      added_lines: change.added_lines,
      removed_lines: change.removed_lines,
      diff_excerpt:
        change.diff
          .split('\n')
          .filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---)/.test(line))
          .slice(0, 8)
          .join('\n') || null,
      link: `${APP_ORIGIN}/${project.id}/competitors/${competitor.id}/websites/${website.id}?history=${page.id}`,
    });
  }
  return rows.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
}

const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function fileName(project: MockProject, query: ChangesExportQuery, extension: string) {
  const { from, to } = exportRangeOf(query);
  const name = project.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'project';
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `spyglass-${name}-changes-${day(from)}-to-${day(new Date(to.getTime() - 1))}.${extension}`;
}

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

const stateOf = (db: MockDb, projectId: string): FeedTokenState => {
  const row = db.feedTokens.find((token) => token.project_id === projectId);
  return { active: Boolean(row), language: row?.language ?? null, created_at: row?.created_at ?? null };
};

export const exportResolvers = {
  exportChangesCsv: ({ db, user, params, query }) => {
    const project = findProject(db, user, params.projectId);
    const lines = [
      changeExportColumns.join(','),
      ...exportRows(db, project, query).map((row) =>
        changeExportColumns
          .map((column) => csvField(column === 'facts' ? row.facts.join('\n') : row[column]))
          .join(','),
      ),
    ];
    return new HttpResponse(`\uFEFF${lines.join('\n')}\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(fileName(project, query, 'csv')),
      },
    });
  },

  exportChangesJson: ({ db, user, params, query }) => {
    const project = findProject(db, user, params.projectId);
    const { from, to } = exportRangeOf(query);
    const data = exportRows(db, project, query);
    const body = { project: { id: project.id, name: project.name }, from, to, data, count: data.length };
    return new HttpResponse(JSON.stringify(body), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': attachment(fileName(project, query, 'json')),
      },
    });
  },

  getFeedToken: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId);
    return HttpResponse.json(stateOf(db, project.id));
  },

  createFeedToken: ({ db, user, params, body }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    // Drawn from the project and how many links the store has made, so the story's screenshot holds still.
    const token = seededChars(`${project.id}:${db.feedTokens.length}`, '0123456789abcdef', 32);
    db.feedTokens = [
      ...db.feedTokens.filter((row) => row.project_id !== project.id),
      { project_id: project.id, token, language: body.language, created_at: nowIso() },
    ];
    return HttpResponse.json({
      ...stateOf(db, project.id),
      url: `${MOCK_PUBLIC_URL}/api/v1/projects/${project.id}/feed.xml?token=${token}`,
    });
  },

  revokeFeedToken: ({ db, user, params }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    db.feedTokens = db.feedTokens.filter((row) => row.project_id !== project.id);
    return new HttpResponse(null, { status: 204 });
  },
} satisfies MockResolvers;
