import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, competitors, pages, websites } from '../src/db';
import { createTestApp, type SignedUp, type TestApp } from './helpers/app';

let t: TestApp;
let user: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signup({ full_name: 'Ines Importer' });
  stranger = await t.signup({ full_name: 'Otto Other' });
});
afterAll(async () => {
  await t.close();
});

async function newProject(name = 'Rivals') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects/',
    payload: { name, description: 'Imported' },
    headers: user.headers,
  });
  return response.json().id as string;
}

/** Sends the file as text/csv, the way a script would. */
const importCsv = (projectId: string, csv: string, { dryRun = false, who = user } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/import${dryRun ? '?dry_run=1' : ''}`,
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

const HEADER = 'competitor,website,page_name,url,css_selector,keywords';

/** 30 rows: 3 competitors, each with 2 websites of 5 pages. */
function thirtyRows(): string {
  const lines = [HEADER];
  for (const competitor of ['Acme', 'Globex', 'Initech']) {
    const slug = competitor.toLowerCase();
    for (const site of [`https://${slug}.example`, `https://${slug}.example.org`]) {
      for (const page of ['pricing', 'careers', 'blog', 'docs', 'about']) {
        lines.push(`${competitor},${site},${page} page,${site}/${page},main,price|plan`);
      }
    }
  }
  return lines.join('\n');
}

async function projectCounts(projectId: string) {
  const competitorRows = await t.db.select().from(competitors).where(eq(competitors.projectId, projectId));
  const ids = competitorRows.map((row) => row.id);
  const websiteRows = ids.length ? await t.db.select().from(websites).where(inArray(websites.competitorId, ids)) : [];
  const websiteIds = websiteRows.map((row) => row.id);
  const pageRows = websiteIds.length ? await t.db.select().from(pages).where(inArray(pages.websiteId, websiteIds)) : [];
  return { competitors: competitorRows.length, websites: websiteRows.length, pages: pageRows.length, pageRows };
}

describe('CSV import', () => {
  it('imports a 30-row file once: the second import reports every row as already there', async () => {
    const projectId = await newProject();
    const csv = thirtyRows();

    const dry = await importCsv(projectId, csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ count: 30, summary: { created: 30, exists: 0, errors: 0 }, dry_run: true });
    expect(dry.json().data[0]).toEqual({
      row: 2,
      status: 'created',
      competitor: 'Acme',
      website: 'https://acme.example',
      page_name: 'pricing page',
      url: 'https://acme.example/pricing',
    });
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 0, websites: 0, pages: 0 });

    const first = await importCsv(projectId, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 30, summary: { created: 30, exists: 0, errors: 0 }, dry_run: false });
    const counts = await projectCounts(projectId);
    expect(counts).toMatchObject({ competitors: 3, websites: 6, pages: 30 });
    const pricing = counts.pageRows.find((page) => page.url === 'https://acme.example/pricing')!;
    expect(pricing).toMatchObject({ name: 'pricing page', cssSelector: 'main', alertKeywords: ['price', 'plan'] });

    const events = await t.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(eq(activityEvents.projectId, projectId));
    const tally = (type: string) => events.filter((event) => event.type === type).length;
    expect([tally('competitor_created'), tally('website_created'), tally('page_created')]).toEqual([3, 6, 30]);

    const second = await importCsv(projectId, csv);
    expect(second.json()).toMatchObject({ count: 30, summary: { created: 0, exists: 30, errors: 0 } });
    expect(second.json().data.every((row: { status: string }) => row.status === 'exists')).toBe(true);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 3, websites: 6, pages: 30 });
  });

  it('finds competitors by name whatever the case and websites by origin', async () => {
    const projectId = await newProject();
    await importCsv(projectId, `${HEADER}\nAcme,https://acme.example,Pricing,https://acme.example/pricing,,`);
    const again = await importCsv(
      projectId,
      `${HEADER}\nACME,https://acme.example/en,Careers,https://www.acme.example/careers,,\nacme,https://acme.example,Pricing,https://acme.example/pricing,,`,
    );
    expect(again.json().data.map((row: { status: string }) => row.status)).toEqual(['created', 'exists']);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 1, websites: 1, pages: 2 });
  });

  it('reports a bad row by number with the rule it broke, and writes nothing of it', async () => {
    const projectId = await newProject();
    const csv = [
      HEADER,
      'Acme,https://acme.example,Pricing,https://acme.example/pricing,,',
      'Globex,https://globex.example,Pricing,not a url,,',
      'Initech,https://initech.example,Pricing,https://elsewhere.example/pricing,,',
      'X,https://x.example,Home,https://x.example/,,',
      '',
      'Umbrella,https://umbrella.example,Pricing,https://umbrella.example/pricing,,price|/price/y',
      'Acme,https://acme.example,Pricing again,https://acme.example/pricing,,',
    ].join('\n');
    const dry = await importCsv(projectId, csv, { dryRun: true });
    const report = dry.json();
    expect(report.summary).toEqual({ created: 1, exists: 1, errors: 4 });
    expect(report.data.map((row: { row: number; status: string }) => [row.row, row.status])).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
      // Row 6 is blank: skipped, but still counted as a spreadsheet counts it.
      [7, 'error'],
      [8, 'exists'],
    ]);
    expect(report.data[1]).toMatchObject({
      detail: 'url: Please enter a valid URL',
      column: 'url',
      rule: 'invalid_url',
    });
    expect(report.data[2]).toMatchObject({
      detail: "url: The page must be on the website's site (initech.example)",
      column: 'url',
      rule: 'other_site',
    });
    expect(report.data[3]).toMatchObject({
      detail: 'competitor: Name must be at least 2 characters',
      column: 'competitor',
      rule: 'too_short',
    });
    expect(report.data[4]).toMatchObject({
      detail: 'keywords: The pattern /price/y uses the flag y; use i, m, s or u',
      column: 'keywords',
      rule: 'pattern_flags',
    });
    expect(report.data[5]).toMatchObject({ detail: 'The same page as row 2', same_as_row: 2 });

    const real = await importCsv(projectId, csv);
    expect(real.json().summary).toEqual({ created: 1, exists: 1, errors: 4 });
    const names = (await t.db.select().from(competitors).where(eq(competitors.projectId, projectId))).map(
      (row) => row.name,
    );
    expect(names).toEqual(['Acme']);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 1, websites: 1, pages: 1 });
  });

  it('reads quoted cells holding commas, quotes and line breaks, a BOM, and semicolon-separated files', async () => {
    // A cell spanning two lines is one spreadsheet row: the rows after it keep their numbers.
    const projectId = await newProject();
    const csv = [
      `\uFEFF${HEADER}`,
      '"Acme, Inc.",https://acme.example,"Pricing ""Pro""",https://acme.example/pricing,"div.price, div.plan","price|sale, now"',
      '"Acme, Inc.",https://acme.example,"Team',
      'page",https://acme.example/team,,',
      'Globex,https://globex.example,Blog,https://globex.example/blog,,',
    ].join('\r\n');
    const response = await importCsv(projectId, csv);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((row: { row: number; status: string }) => [row.row, row.status])).toEqual([
      [2, 'created'],
      [3, 'error'],
      [4, 'created'],
    ]);
    // A name is one line, as in the dialogs.
    expect(rows[1]).toMatchObject({
      rule: 'control_characters',
      detail: 'page_name: Must not contain control characters',
      page_name: 'Team\r\npage',
    });
    expect(rows[0]).toMatchObject({ competitor: 'Acme, Inc.', page_name: 'Pricing "Pro"' });
    const { pageRows } = await projectCounts(projectId);
    const pricing = pageRows.find((page) => page.url === 'https://acme.example/pricing')!;
    expect(pricing).toMatchObject({ cssSelector: 'div.price, div.plan', alertKeywords: ['price', 'sale, now'] });
    expect(pageRows.map((page) => page.url).sort()).toEqual([
      'https://acme.example/pricing',
      'https://globex.example/blog',
    ]);

    const semicolons = await importCsv(
      await newProject(),
      'competitor;website;page_name;url\nAcme;https://acme.example;Pricing;https://acme.example/pricing',
    );
    expect(semicolons.json().summary).toEqual({ created: 1, exists: 0, errors: 0 });
  });

  it('takes the file as JSON {csv} too (the web client)', async () => {
    const projectId = await newProject();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/import?dry_run=1`,
      headers: user.headers,
      payload: { csv: `${HEADER}\nAcme,https://acme.example,Pricing,https://acme.example/pricing,,` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().summary.created).toBe(1);
  });

  it('refuses a wrong header, a file that is not CSV and an empty one with 400 and a sentence', async () => {
    const projectId = await newProject();
    const wrong = await importCsv(projectId, 'name,site,link\nAcme,https://acme.example,https://acme.example/');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(
      'The header names unknown columns "name", "site", "link"; the columns are competitor, website, page_name, url, css_selector, keywords',
    );
    const missing = await importCsv(projectId, 'competitor,website,page_name\nAcme,https://acme.example,Home');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/^The header lacks the column url;/);
    const broken = await importCsv(projectId, `${HEADER}\n"Acme,https://acme.example,Pricing,https://acme.example/`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/^The file is not valid CSV: /);
    const empty = await importCsv(projectId, '');
    expect(empty.statusCode).toBe(400);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 0 });
  });

  it('refuses a file over the row or size limit with 413 and says what the limit is', async () => {
    const projectId = await newProject();
    const lines = [HEADER];
    for (let index = 0; index < 1001; index++)
      lines.push(`Acme,https://acme.example,Page ${index},https://acme.example/${index},,`);
    const tooMany = await importCsv(projectId, lines.join('\n'));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().detail).toBe(
      'The file has 1,001 rows; import at most 1,000 at a time (split it into several files)',
    );
    const tooBig = await importCsv(projectId, `${HEADER}\n${'x'.repeat(600 * 1024)}`);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toMatch(/^The file is 601 KB; import at most 512 KB at a time/);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 0 });
  });

  it("answers 404 for another team's project and writes nothing there", async () => {
    const projectId = await newProject();
    const response = await importCsv(
      projectId,
      `${HEADER}\nAcme,https://acme.example,Pricing,https://acme.example/pricing,,`,
      { who: stranger },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Project not found' });
    // A malformed file does not tell a stranger more than "not found" either.
    expect((await importCsv(projectId, 'nonsense', { who: stranger })).statusCode).toBe(404);
    expect(await projectCounts(projectId)).toMatchObject({ competitors: 0 });
    const anyEvents = await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.projectId, projectId), eq(activityEvents.type, 'competitor_created')));
    expect(anyEvents).toEqual([]);
  });

  it('is described in the OpenAPI document, with an operationId', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = document.paths['/api/v1/projects/{id}/import'].post;
    expect(operation.operationId).toBe('importProjectCsv');
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toContain('dry_run');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '413']));
  });
});
