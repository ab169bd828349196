import { Readable, pipeline } from 'node:stream';
import {
  changeExportColumns,
  changesExportQuerySchema,
  changesExportSchema,
  exportRangeOf,
  feedTokenCreatedSchema,
  feedTokenCreateSchema,
  feedTokenStateSchema,
  type ChangeExportRow,
} from '@spyglass/api/schema';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, exportedChanges, exportFileName, findExportProject } from '../../domain/exports';
import { createFeedToken, feedUrl, getFeedToken, revokeFeedToken, type FeedTokenState } from '../../domain/feeds';
import { currentUser } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';

const toFeedTokenState = (state: FeedTokenState) => ({
  active: state.active,
  language: state.language,
  created_at: state.createdAt?.toISOString() ?? null,
});

/** A change as a CSV record: lists on lines of their own within the cell, nothing missing as an empty cell. */
const csvRecord = (row: ChangeExportRow) => ({
  ...row,
  kind: row.kind ?? '',
  facts: row.facts.join('\n'),
  diff_excerpt: row.diff_excerpt ?? '',
});

async function* csvRecords(rows: AsyncIterable<ChangeExportRow>) {
  for await (const row of rows) yield csvRecord(row);
}

const rangeDescription =
  '`from` and `to` are ISO dates (a date-only `to` takes in that whole day, UTC) or dates and times with an offset; `from` is included, `to` excluded. Without `to`: now; without `from`: 30 days before `to`. The range spans at most 366 days; `from` after `to` answers 422. Changes come oldest first, streamed, however many there are.';

/**
 * A project's changes for a period as CSV or JSON, and its Atom feed link
 * (the feed itself is public behind its token: routes/feeds.ts).
 */
export const exportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, links, config }) => {
  const tags = ['export'];

  app.get(
    '/api/v1/projects/:id/changes.csv',
    {
      schema: {
        tags,
        operationId: 'exportProjectChangesCsv',
        summary: "The project's recorded changes of a period, as a CSV download",
        description: `${rangeDescription} Columns: ${changeExportColumns.join(', ')}. UTF-8 with a byte order mark (so spreadsheet programs read accents right), comma-separated, quoted where needed (RFC 4180); facts are English sentences, one per line within their cell.`,
        security: bearer,
        params: idParams,
        querystring: changesExportQuerySchema,
        response: {
          200: {
            description: 'A header row, then one row per change',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const project = await findExportProject(db, currentUser(request).id, request.params.id);
      const range = exportRangeOf(request.query);
      const csv = stringify({ header: true, bom: true, columns: [...changeExportColumns], eof: true });
      const source = Readable.from(csvRecords(exportedChanges(db, links, project.id, range)));
      pipeline(source, csv, (error) => {
        if (error) request.log.error({ err: error }, 'changes export cut short');
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(exportFileName(project.name, range, 'csv')))
        .header('cache-control', 'no-store')
        .send(csv as never);
    },
  );

  app.get(
    '/api/v1/projects/:id/changes.json',
    {
      schema: {
        tags,
        operationId: 'exportProjectChangesJson',
        summary: "The project's recorded changes of a period, as a JSON download",
        description: `${rangeDescription} The rows carry the CSV's columns plus the change's id; facts is a list of English sentences.`,
        security: bearer,
        params: idParams,
        querystring: changesExportQuerySchema,
        response: { 200: changesExportSchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const project = await findExportProject(db, currentUser(request).id, request.params.id);
      const range = exportRangeOf(request.query);
      const rows = exportedChanges(db, links, project.id, range);
      async function* chunks() {
        const head = { project: { id: project.id, name: project.name }, from: range.from, to: range.to };
        yield `${JSON.stringify(head).slice(0, -1)},"data":[`;
        let count = 0;
        for await (const row of rows) yield `${count++ === 0 ? '' : ','}${JSON.stringify(row)}`;
        yield `],"count":${count}}`;
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachment(exportFileName(project.name, range, 'json')))
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks()) as never);
    },
  );

  app.get(
    '/api/v1/projects/:id/feed-token',
    {
      schema: {
        tags,
        operationId: 'getProjectFeedToken',
        summary: 'Whether the project has an Atom feed link, in which language, since when',
        description: 'The link itself holds its token and is shown once, when it is made.',
        security: bearer,
        params: idParams,
        response: { 200: feedTokenStateSchema, ...protectedErrors },
      },
    },
    async (request) => toFeedTokenState(await getFeedToken(db, currentUser(request).id, request.params.id)),
  );

  app.post(
    '/api/v1/projects/:id/feed-token',
    {
      schema: {
        tags,
        operationId: 'createProjectFeedToken',
        summary: "Make the project's Atom feed link, or a new one in place of the old",
        description:
          'Answers the feed URL with its token, shown this once (only a hash is kept). An earlier link stops working at once. `language` is the language of the entries (English by default).',
        security: bearer,
        params: idParams,
        body: z.nullish(feedTokenCreateSchema),
        response: { 200: feedTokenCreatedSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const created = await createFeedToken(
        db,
        currentUser(request).id,
        request.params.id,
        request.body?.language ?? 'en',
      );
      return {
        ...toFeedTokenState(created),
        url: feedUrl(config.PUBLIC_URL, request.params.id, created.token),
      };
    },
  );

  app.delete(
    '/api/v1/projects/:id/feed-token',
    {
      schema: {
        tags,
        operationId: 'revokeProjectFeedToken',
        summary: "Revoke the project's Atom feed link",
        description: 'The feed answers 404 to its link from then on. Answers 204 whether or not there was one.',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Revoked'), ...protectedErrors },
      },
    },
    async (request, reply) => {
      await revokeFeedToken(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
