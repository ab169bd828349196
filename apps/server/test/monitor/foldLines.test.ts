import { describe, expect, it } from 'vitest';
import { BREAK, foldLines } from '../../src/monitor/foldLines';

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

/** A small deterministic generator, so a failure names its input. */
function* samples(count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let sample = 0; sample < count; sample += 1) {
    const length = Math.floor(next() * 40);
    yield Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
  }
}

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
    for (const raw of samples(5000)) expect(foldLines(raw), JSON.stringify(raw)).toBe(byRegExp(raw));
  });
});
