import {
  IMPORT_KEYWORD_SEPARATOR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  errorBodySchema,
  importColumns,
  importQuerySchema,
  importReportSchema,
  importRequestSchema,
} from '@spyglass/api/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importProjectCsv } from '../../domain/imports';
import { currentActor } from '../plugins/auth';
import type { RouteDeps } from '../routeDeps';
import { bearer, idParams, protectedErrors } from '../schemas';

/** CSV import into a project: `text/csv` (the file as the body, for scripts) or JSON `{csv}` (the web client). */
export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // Scoped to this plugin: only the import reads a CSV body; it is checked as the JSON form's `csv`.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, { csv: body }));

  app.post(
    '/api/v1/projects/:id/import',
    {
      schema: {
        tags: ['projects'],
        operationId: 'importProjectCsv',
        summary: "Import competitors, websites and pages from a CSV file; answers each row's outcome",
        description: [
          `The file's first row names the columns ${importColumns.join(', ')} (any order; css_selector and keywords may be left out).`,
          `Cells are separated by commas (or semicolons, when the header has no comma); keywords of a page share one cell, separated by "${IMPORT_KEYWORD_SEPARATOR}".`,
          `Send the file as the body with Content-Type text/csv, or as JSON {"csv": "..."}. At most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_BYTES / 1024} KB (413 beyond); a file that is not CSV or whose header is wrong answers 400.`,
          'Each row is checked with the rules of the create dialogs, and its page must be on its website\'s site. A competitor is found by name (case ignored) or created, a website by its origin under that competitor, a page by its address: a row whose page is already there (or named by an earlier row) reports "exists" and changes nothing, so importing a file twice creates its pages once.',
          'With ?dry_run=1 nothing is written: the answer says what the import would do. Without it, every valid row is written in one transaction, with the usual competitor_created, website_created and page_created events; a row with an error is reported by its number (the header is row 1) and nothing of it is written.',
        ].join('\n\n'),
        security: bearer,
        params: idParams,
        querystring: importQuerySchema,
        body: importRequestSchema,
        response: { 200: importReportSchema, 400: errorBodySchema, 413: errorBodySchema, ...protectedErrors },
      },
    },
    async (request) => {
      return importProjectCsv(db, currentActor(request), request.params.id, request.body.csv, {
        dryRun: request.query.dry_run === '1',
      });
    },
  );
};
