import {
  changesExportSchema,
  type ChangesExport,
  type FeedTokenCreated,
  type FeedTokenState,
} from '@spyglass/api/schema';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageChanges } from '../src/db';
import { packTextSync } from '../src/db/packedText';
import { recordActivity } from '../src/domain/activity';
import { EXPORT_BATCH } from '../src/domain/exports';
import { createTestApp, createTree, type SignedUp, type TestApp } from './helpers/app';

const PUBLIC_URL = 'https://spyglass.example.com';

/** RFC 4180 read strictly, as a check on the writer: quoted fields, doubled quotes, line breaks inside quotes. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (body[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else field += char;
  }
  if (quoted) throw new Error('an unclosed quote');
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  const [header, ...records] = rows;
  for (const record of records) expect(record).toHaveLength(header!.length);
  return records.map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index]!])));
}

describe('export: a project’s changes as CSV and JSON, its events as an Atom feed', () => {
  let t: TestApp;
  let owner: SignedUp;
  let stranger: SignedUp;
  let tree: Awaited<ReturnType<typeof createTree>>;

  const get = (url: string, user: SignedUp | null = owner) =>
    t.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });

  const addChange = (at: string, values: Partial<typeof pageChanges.$inferInsert> = {}) =>
    t.db.insert(pageChanges).values({
      pageId: tree.pageId,
      createdAt: new Date(at),
      addedLines: 1,
      removedLines: 1,
      summary: '1 line added, 1 removed',
      packedDiff: packTextSync('--- before\n+++ after\n@@ -1 +1 @@\n-Pro 49 €\n+Pro 59 €\n'),
      ...values,
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    [owner, stranger] = await Promise.all([t.signup(), t.signup()]);
    tree = await createTree(t.app, owner);
    await addChange('2026-10-01T10:00:00Z', {
      summary: 'Prices, "plans", and\nmore: Société Générale – 東京 ✓',
      classification: {
        kind: 'pricing',
        facts: [
          { type: 'price_change', label: 'Pro', from: 49, to: 59, currency: 'EUR', period: 'month', delta_pct: 20.4 },
          { type: 'feature_added', text: 'SSO, "SAML" included' },
        ],
      },
    });
    await addChange('2026-10-15T23:59:59Z', { summary: 'October’s last' });
    await addChange('2026-11-01T00:00:00Z', { summary: 'November’s first' });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('CSV', () => {
    it('answers the range’s changes as an attachment named after the project and the days', async () => {
      const response = await get(`/api/v1/projects/${tree.projectId}/changes.csv?from=2026-10-01&to=2026-10-31`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="spyglass-Market-watch-changes-2026-10-01-to-2026-10-31.csv"; filename*=UTF-8''spyglass-Market-watch-changes-2026-10-01-to-2026-10-31.csv`,
      );
      // The byte order mark tells spreadsheet programs the file is UTF-8.
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const records = parseCsv(response.body);
      expect(records.map((record) => record.summary)).toEqual([
        'Prices, "plans", and\nmore: Société Générale – 東京 ✓',
        'October’s last',
      ]);
      const [first] = records;
      expect(Object.keys(first!)).toEqual([
        'occurred_at',
        'competitor',
        'website',
        'page',
        'url',
        'kind',
        'summary',
        'facts',
        'added_lines',
        'removed_lines',
        'diff_excerpt',
        'link',
      ]);
      expect(first).toMatchObject({
        occurred_at: '2026-10-01T10:00:00.000Z',
        competitor: 'Acme',
        website: 'Acme Pricing',
        page: 'Plans',
        url: 'https://acme.example/pricing/plans',
        kind: 'pricing',
        added_lines: '1',
        removed_lines: '1',
        diff_excerpt: '-Pro 49 €\n+Pro 59 €',
        link: `${PUBLIC_URL}/${tree.projectId}/competitors/${tree.competitorId}/websites/${tree.websiteId}?history=${tree.pageId}`,
      });
      const facts = first?.facts ?? '';
      expect(facts.split('\n')).toHaveLength(2);
      expect(facts).toContain('Pro');
      expect(facts).toContain('SSO, "SAML" included');
      // Quoting as RFC 4180 says: the quote doubled, the field in quotes.
      expect(response.body).toContain('"Prices, ""plans"", and\nmore: Société Générale – 東京 ✓"');
      expect(records[1]?.kind).toBe('');
    });

    it('takes dates and times: from included, to excluded', async () => {
      const response = await get(
        `/api/v1/projects/${tree.projectId}/changes.csv?from=2026-10-15T23:59:59Z&to=2026-11-01T00:00:00Z`,
      );
      expect(response.statusCode).toBe(200);
      const records = parseCsv(response.body);
      expect(records.map((record) => record.summary)).toEqual(['October’s last']);
    });

    it('has a header row when the range holds nothing', async () => {
      const response = await get(`/api/v1/projects/${tree.projectId}/changes.csv?from=2020-01-01&to=2020-01-31`);
      expect(response.statusCode).toBe(200);
      expect(response.body.replace(/^\uFEFF/, '')).toBe(
        'occurred_at,competitor,website,page,url,kind,summary,facts,added_lines,removed_lines,diff_excerpt,link\n',
      );
    });
  });

  describe('JSON', () => {
    it('answers the same rows with the project and the range', async () => {
      const response = await get(`/api/v1/projects/${tree.projectId}/changes.json?from=2026-10-01&to=2026-11-01`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('changes-2026-10-01-to-2026-11-01.json');
      const body = response.json<ChangesExport>();
      // The stream writes what the contract's schema (and the OpenAPI document) says.
      expect(z.safeParse(changesExportSchema, body).error).toBeUndefined();
      expect(body.project).toEqual({ id: tree.projectId, name: 'Market watch' });
      expect(body.from).toBe('2026-10-01T00:00:00.000Z');
      expect(body.to).toBe('2026-11-02T00:00:00.000Z');
      expect(body.count).toBe(3);
      expect(body.data.map((row) => row.summary)).toEqual([
        'Prices, "plans", and\nmore: Société Générale – 東京 ✓',
        'October’s last',
        'November’s first',
      ]);
      expect(body.data[0]).toMatchObject({ kind: 'pricing', facts: expect.any(Array), added_lines: 1 });
      expect(body.data[0]!.facts).toHaveLength(2);
      expect(body.data[1]).toMatchObject({ kind: null, facts: [] });
    });

    it('pages through more changes than one read takes, none twice, none left out', async () => {
      const at = Date.parse('2025-03-01T00:00:00Z');
      // Several changes at the very same instant: the key's id breaks the tie.
      await t.db.insert(pageChanges).values(
        Array.from({ length: EXPORT_BATCH + 20 }, (_, index) => ({
          pageId: tree.pageId,
          createdAt: new Date(at + Math.floor(index / 3) * 1000),
          addedLines: 1,
          removedLines: 0,
          summary: `bulk ${index}`,
          packedDiff: packTextSync('+x\n'),
        })),
      );
      const response = await get(`/api/v1/projects/${tree.projectId}/changes.json?from=2025-03-01&to=2025-03-02`);
      expect(response.statusCode).toBe(200);
      const body = response.json<ChangesExport>();
      expect(body.count).toBe(EXPORT_BATCH + 20);
      expect(new Set(body.data.map((row) => row.id)).size).toBe(EXPORT_BATCH + 20);
    });
  });

  describe('the range', () => {
    it.each([
      ['from=yesterday', 'from: Use an ISO date'],
      ['from=2026-02-31', 'from: Use an ISO date'],
      ['to=2026-10-01T10:00:00', 'to: Use an ISO date'],
      ['from=2026-11-02&to=2026-11-01', 'from: The start of the range must not be after its end'],
      ['from=2024-01-01&to=2026-01-01', 'to: The range may span at most 366 days'],
    ])('refuses %s with a sentence', async (query, detail) => {
      const response = await get(`/api/v1/projects/${tree.projectId}/changes.csv?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    });
  });

  describe('isolation', () => {
    it('answers 404 for another team’s project, 401 without a token', async () => {
      for (const format of ['csv', 'json']) {
        const url = `/api/v1/projects/${tree.projectId}/changes.${format}`;
        const response = await get(url, stranger);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Project not found' });
        expect((await get(url, null)).statusCode).toBe(401);
      }
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/v1/projects/${tree.projectId}/feed-token`,
          headers: stranger.headers,
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('the Atom feed', () => {
    it('opens with its token, lists the events, and stops once revoked', async () => {
      await recordActivity(t.db, {
        projectId: tree.projectId,
        competitorId: tree.competitorId,
        websiteId: tree.websiteId,
        pageId: tree.pageId,
        type: 'content_alert',
        targetType: 'page',
        targetId: tree.pageId,
        targetName: 'Plans <beta> & more',
        additionalData: { keyword: 'discount', direction: 'appeared' },
        actor: { userId: null, name: 'Monitor' },
      });
      const none = await get(`/api/v1/projects/${tree.projectId}/feed-token`);
      expect(none.json<FeedTokenState>()).toEqual({ active: false, language: null, created_at: null });

      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${tree.projectId}/feed-token`,
        headers: owner.headers,
        payload: { language: 'de' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { url, active, language } = created.json<FeedTokenCreated>();
      expect({ active, language }).toEqual({ active: true, language: 'de' });
      expect(url.startsWith(`${PUBLIC_URL}/api/v1/projects/${tree.projectId}/feed.xml?token=`)).toBe(true);
      expect((await get(`/api/v1/projects/${tree.projectId}/feed-token`)).json<FeedTokenState>().active).toBe(true);

      const path = url.slice(PUBLIC_URL.length);
      const feed = await get(path, null);
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(XMLValidator.validate(feed.body)).toBe(true);
      const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(feed.body) as {
        feed: {
          xmlns: string;
          id: string;
          title: string;
          entry: { id: string; title: { '#text': string }; updated: string; link: { href: string } }[];
        };
      };
      expect(parsed.feed.xmlns).toBe('http://www.w3.org/2005/Atom');
      expect(parsed.feed.id).toBe(`urn:spyglass:project:${tree.projectId}`);
      expect(parsed.feed.title).toBe('Spyglass: Market watch');
      const entries = [parsed.feed.entry].flat();
      const alert = entries.find((entry) => String(entry.title['#text']).includes('discount'));
      expect(alert, feed.body).toBeDefined();
      // German, as asked; the name's markup escaped for the reader to show as written.
      expect(alert!.title['#text']).toBe(
        'Stichwort „discount“ ist auf der Seite Plans &lt;beta&gt; &amp; more aufgetaucht',
      );
      expect(alert!.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(alert!.link.href).toBe(
        `${PUBLIC_URL}/${tree.projectId}/competitors/${tree.competitorId}/websites/${tree.websiteId}?history=${tree.pageId}`,
      );
      expect(Date.parse(alert!.updated)).not.toBeNaN();
      // The same event keeps its id from one read to the next.
      const again = await get(path, null);
      expect(again.body).toContain(alert!.id);

      // A new link replaces the old one at once.
      const rotated = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${tree.projectId}/feed-token`,
        headers: owner.headers,
      });
      expect(rotated.statusCode).toBe(200);
      expect((await get(path, null)).statusCode).toBe(404);
      const newPath = rotated.json<FeedTokenCreated>().url.slice(PUBLIC_URL.length);
      expect((await get(newPath, null)).statusCode).toBe(200);

      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/projects/${tree.projectId}/feed-token`,
        headers: owner.headers,
      });
      expect(revoked.statusCode).toBe(204);
      const refused = await get(newPath, null);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Feed not found' });
    });

    it('answers 404 with nothing else to a wrong, missing or other project’s token', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${tree.projectId}/feed-token`,
        headers: owner.headers,
        payload: {},
      });
      const token = new URL(created.json<FeedTokenCreated>().url).searchParams.get('token')!;
      const otherTree = await createTree(t.app, stranger);
      for (const path of [
        `/api/v1/projects/${tree.projectId}/feed.xml`,
        `/api/v1/projects/${tree.projectId}/feed.xml?token=wrong`,
        `/api/v1/projects/${otherTree.projectId}/feed.xml?token=${token}`,
      ]) {
        const response = await get(path, null);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Feed not found' });
      }
    });
  });

  it('are in the OpenAPI document with their operationIds, security and media types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    type Operation = {
      operationId?: string;
      security?: unknown[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const doc = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const calls: [string, string, string, string | null][] = [
      ['get', '/api/v1/projects/{id}/changes.csv', 'exportProjectChangesCsv', 'text/csv'],
      ['get', '/api/v1/projects/{id}/changes.json', 'exportProjectChangesJson', 'application/json'],
      ['get', '/api/v1/projects/{id}/feed-token', 'getProjectFeedToken', 'application/json'],
      ['post', '/api/v1/projects/{id}/feed-token', 'createProjectFeedToken', 'application/json'],
      ['delete', '/api/v1/projects/{id}/feed-token', 'revokeProjectFeedToken', null],
      ['get', '/api/v1/projects/{id}/feed.xml', 'getProjectFeed', 'application/atom+xml'],
    ];
    for (const [method, path, operationId, media] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.operationId, `${method} ${path}`).toBe(operationId);
      expect(operation?.security).toEqual(path.endsWith('feed.xml') ? [] : [{ bearerAuth: [] }]);
      const success = operation?.responses['200'] ?? operation?.responses['204'];
      if (media) expect(Object.keys(success?.content ?? {})).toEqual([media]);
      // Refusals are JSON `{detail}` whatever the success is.
      expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
    }
  });
});

describe('the Atom feed’s rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, FEED_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a detail past the limit on one project’s feed, and not on another project’s', async () => {
    const owner = await t.signup();
    const [first, second] = [await createTree(t.app, owner), await createTree(t.app, owner)];
    const linkOf = async (projectId: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/feed-token`,
        headers: owner.headers,
      });
      return created.json<FeedTokenCreated>().url.slice(PUBLIC_URL.length);
    };
    const [firstFeed, secondFeed] = [await linkOf(first.projectId), await linkOf(second.projectId)];
    const read = (url: string) => t.app.inject({ method: 'GET', url });

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await read(firstFeed)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Guessing tokens counts against the same project's feed.
    const guessed = await read(`/api/v1/projects/${first.projectId}/feed.xml?token=guess`);
    expect(guessed.statusCode).toBe(429);
    expect(guessed.json<{ detail: string }>().detail).toMatch(/too many requests/i);
    expect((await read(secondFeed)).statusCode).toBe(200);
  });
});
