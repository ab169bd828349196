import { describe, expect, it } from 'vitest';
import { parseKeywords, parseLines } from './keywords';

describe('parseKeywords', () => {
  it('splits on commas and new lines and drops blanks', () => {
    expect(parseKeywords('news, pricing ,  launch\nhiring,,')).toEqual(['news', 'pricing', 'launch', 'hiring']);
  });

  it('keeps the commas of a pattern, first in the list or after others', () => {
    expect(parseKeywords('/\\d{1,3},\\d{3} teams/i, pricing')).toEqual(['/\\d{1,3},\\d{3} teams/i', 'pricing']);
    expect(parseKeywords('pricing, /\\d{1,3},\\d{3} teams/i')).toEqual(['pricing', '/\\d{1,3},\\d{3} teams/i']);
    expect(parseKeywords('pricing,\n  /free,\\s*forever/ ')).toEqual(['pricing', '/free,\\s*forever/']);
  });

  it('reads paths and text holding slashes as plain keywords', () => {
    expect(parseKeywords('docs/api, /pricing, a/b/c')).toEqual(['docs/api', '/pricing', 'a/b/c']);
  });

  it('reads an empty text as no keyword', () => {
    expect(parseKeywords('  ')).toEqual([]);
  });
});

describe('parseLines', () => {
  it('keeps one rule per line, commas included, and drops blank lines', () => {
    expect(parseLines('Posted 3 days ago, in Berlin\n\n  /\\d+ teams/i  \n')).toEqual([
      'Posted 3 days ago, in Berlin',
      '/\\d+ teams/i',
    ]);
  });
});
