import { parsePattern } from '@spyglass/api/schema';
import { describe, expect, it } from 'vitest';
import { requiredText } from '../../src/monitor/noise/requiredText';
import { compileLineTest, compilePattern } from '../../src/monitor/noise/userPatterns';
import { mixedTexts } from '../helpers/mixedTexts';

describe('the text every match of a pattern holds', () => {
  it('is the longest run of plain characters, stopping at what may vary', () => {
    expect(requiredText('^Copyright \\d+$')).toBe('Copyright ');
    expect(requiredText('\\d+ visitors online')).toBe(' visitors online');
    expect(requiredText('colou?r')).toBe('colo');
    expect(requiredText('a{2}bc')).toBe('bc');
    expect(requiredText('price: (\\d+|free)')).toBe('price: ');
    expect(requiredText('[abc]def')).toBe('def');
    expect(requiredText('v1\\.2\\.x')).toBe('v1.2.x');
    expect(requiredText('ab+c')).toBeNull();
  });

  it('is not told where either side of a choice, inline flags or quoting may match', () => {
    expect(requiredText('cat|dog')).toBeNull();
    expect(requiredText('(?i)sale')).toBeNull();
    expect(requiredText('\\Qa|b\\E')).toBeNull();
    expect(requiredText('.*')).toBeNull();
  });
});

/** Lines that hold the patterns' texts in part, whole, in other cases and with letters RE2 folds alike. */
const PIECES = [
  'Copyright',
  'copyright',
  'COPYRIGHT',
  'Copyriſht',
  'Copyright ',
  ' 2025',
  '2025',
  'visitors online: ',
  'VISITORS ONLINE: ',
  'viſitors online: ',
  '12',
  ' ',
  'Kelvin',
  '\u212aelvin',
  'sale',
  'SALE',
  'ſale',
  'price: ',
  'free',
  'é',
  'colour',
  'color',
  'v1.2.x',
  'v1x2x',
  'a',
  'aa',
  'bc',
  'abbc',
];

describe('pattern rules', () => {
  it('hide the same lines as the pattern run on every line', () => {
    const rules = [
      '/^Copyright \\d+$/',
      '/visitors online: \\d+/i',
      '/kelvin/i',
      '/SALE/i',
      '/price: (\\d+|free)/',
      '/colou?r/',
      '/v1\\.2\\.x/',
      '/a{2}bc/',
      '/Copyright/iu',
    ];
    for (const rule of rules) {
      const { source, flags } = parsePattern(rule)!;
      const everyLine = compilePattern(source, flags, rule);
      const test = compileLineTest(rule);
      for (const line of mixedTexts(PIECES, 2000, { maxPieces: 5, seed: 11 }))
        expect(test(line), `${rule} on ${JSON.stringify(line)}`).toBe(everyLine.test(line));
    }
  });
});
