import { describe, expect, it } from 'vitest';
import { BREAK, foldLines } from '../../src/monitor/foldLines';
import { mixedTexts } from '../helpers/mixedTexts';

/** The rule as written before it was one pass: stored texts were hashed by it, so it must not move by a byte. */
const byRegExp = (raw: string) =>
  raw
    .replace(/\s+/g, ' ')
    .split(BREAK)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');

/** Every white space `\s` knows, a few that it does not (zero-width space, joiner), line breaks and words. */
const PIECES = [
  'a',
  'word',
  'Préférences',
  '価格',
  '😀',
  '$49',
  ' ',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u200d',
  '\u0085',
  BREAK,
  BREAK,
];

describe('folding gathered text into lines', () => {
  it('folds white space, trims lines and leaves out the empty ones', () => {
    expect(foldLines(`${BREAK}  Plans\t and\u00a0 pricing ${BREAK}${BREAK} \n ${BREAK}Pro $49${BREAK}`)).toBe(
      'Plans and pricing\nPro $49',
    );
    expect(foldLines('')).toBe('');
    expect(foldLines(`  ${BREAK} \u3000 `)).toBe('');
    expect(foldLines('one two')).toBe('one two');
  });

  it('gives what the regular expressions gave, on thousands of mixed texts', () => {
    for (const raw of mixedTexts(PIECES, 5000, { maxPieces: 40, seed: 7 }))
      expect(foldLines(raw), JSON.stringify(raw)).toBe(byRegExp(raw));
  });
});
