import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ImportFileError, checkImportRow, onSameSite, readImportCsv } from './importFile';

const read = (text: string) => readImportCsv(text, parse);
const HEADER = 'competitor,website,page_name,url,css_selector,keywords';

describe('reading an import file', () => {
  it('numbers rows as a spreadsheet does: the header is 1, blank rows count, a multi-line cell is one row', () => {
    const rows = read(`${HEADER}\nA1,b,c,d,,\n\n"two\nlines",b,c,d,,\nlast,b,c,d,,\n`);
    expect(rows.map((at) => [at.row, at.record.competitor])).toEqual([
      [2, 'A1'],
      [4, 'two\nlines'],
      [5, 'last'],
    ]);
  });

  it('takes the columns in any order, spelled as a person would, and leaves optional ones out', () => {
    const [first] = read('URL;Page name;Website;Competitor\nhttps://a.example/p;Pricing;https://a.example;Acme');
    expect(first!.record).toEqual({
      competitor: 'Acme',
      website: 'https://a.example',
      page_name: 'Pricing',
      url: 'https://a.example/p',
      css_selector: '',
      keywords: '',
    });
  });

  it('refuses a header naming a column twice, and a header without rows', () => {
    expect(() => read('competitor,website,page_name,url,url\n')).toThrow(
      new ImportFileError(400, 'The header names the column "url" twice'),
    );
    expect(() => read(`${HEADER}\n\n`)).toThrow(
      new ImportFileError(400, 'The file has a header but no rows to import'),
    );
  });
});

describe('checking a row', () => {
  const row = (cells: Partial<Record<string, string>>, extraCells = 0) => ({
    row: 2,
    extraCells,
    record: {
      competitor: 'Acme',
      website: 'https://acme.example',
      page_name: 'Pricing',
      url: 'https://acme.example/pricing',
      css_selector: '',
      keywords: '',
      ...cells,
    },
  });

  it('splits keywords on | and applies the page dialog’s limits', () => {
    expect(checkImportRow(row({ keywords: ' price | | plan ' }))).toMatchObject({
      ok: true,
      value: { keywords: ['price', 'plan'], css_selector: null },
    });
    const many = Array.from({ length: 51 }, (_, index) => `k${index}`).join('|');
    expect(checkImportRow(row({ keywords: many }))).toMatchObject({
      ok: false,
      rule: 'too_many_keywords',
      detail: 'keywords: Watch at most 50 keywords per page',
    });
    expect(checkImportRow(row({ css_selector: 'x'.repeat(501) }))).toMatchObject({ rule: 'too_long' });
  });

  it('refuses cells past the header', () => {
    expect(checkImportRow(row({}, 1))).toMatchObject({ ok: false, rule: 'extra_cells' });
  });

  it('keeps a page on its website’s site: the same host, with or without www., or one under it', () => {
    expect(onSameSite('https://www.acme.example', 'https://acme.example/p')).toBe(true);
    expect(onSameSite('https://acme.example', 'https://docs.acme.example/p')).toBe(true);
    expect(onSameSite('https://acme.example', 'https://notacme.example/p')).toBe(false);
    expect(onSameSite('https://docs.acme.example', 'https://acme.example/p')).toBe(false);
  });
});
