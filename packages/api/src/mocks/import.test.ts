import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, importColumns } from '../schema';
import { demoClient, failure, otherTeamClient } from '../testing/client';
import { getMockDb, importSamples, seededIds } from './index';

const payments = seededIds.projects.payments;

describe('CSV import of the mock backend', () => {
  it('reports each row as the server does, writes nothing on a dry run, and everything valid once', async () => {
    const client = demoClient();
    const before = getMockDb().pages.length;
    const dry = await client.importProjectCsv(payments, { csv: importSamples.mixed }, { dry_run: '1' });
    expect(dry.dry_run).toBe(true);
    expect(dry.summary).toEqual({ created: 2, exists: 1, errors: 2 });
    expect(dry.data.map((row) => [row.row, row.status, row.detail])).toEqual([
      [2, 'exists', undefined],
      [3, 'created', undefined],
      [4, 'created', undefined],
      [5, 'error', "url: The page must be on the website's site (quidpay.example.com)"],
      [6, 'error', 'competitor: Name must be at least 2 characters'],
    ]);
    expect(getMockDb().pages.length).toBe(before);

    const real = await client.importProjectCsv(payments, { csv: importSamples.mixed });
    expect(real).toMatchObject({ dry_run: false, summary: { created: 2, exists: 1, errors: 2 } });
    expect(getMockDb().pages.length).toBe(before + 2);
    const quidpay = getMockDb().competitors.find((row) => row.name === 'Quidpay' && row.project_id === payments);
    expect(quidpay).toBeDefined();
    expect(
      getMockDb()
        .websites.filter((row) => row.competitor_id === quidpay!.id)
        .map((row) => row.name),
    ).toEqual(['quidpay.example.com']);

    const again = await client.importProjectCsv(payments, { csv: importSamples.mixed });
    expect(again.summary).toEqual({ created: 0, exists: 3, errors: 2 });
    expect(getMockDb().pages.length).toBe(before + 2);
  });

  it('refuses a wrong header with 400, a file over the row limit with 413, and another team with 404', async () => {
    const client = demoClient();
    const wrong = await failure(client.importProjectCsv(payments, { csv: importSamples.wrongHeader }));
    expect(wrong.status).toBe(400);
    expect(wrong.message).toMatch(/^The header names unknown columns "name", "site", "link"/);

    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) =>
      ['Quidpay', 'https://quidpay.example.com', `Page ${index}`, `https://quidpay.example.com/${index}`, '', ''].join(
        ',',
      ),
    );
    const tooMany = await failure(
      client.importProjectCsv(payments, { csv: [importColumns.join(','), ...rows].join('\n') }),
    );
    expect(tooMany.status).toBe(413);

    const stranger = await failure(otherTeamClient().importProjectCsv(payments, { csv: importSamples.allExist }));
    expect(stranger).toMatchObject({ status: 404, message: 'Project not found' });
  });
});
