import { describe, expect, it } from 'vitest';
import { diffTexts, summarise } from '../../src/monitor/differ';

describe('diffTexts', () => {
  it('counts added and removed lines and writes a unified diff', () => {
    const result = diffTexts(
      'Plans\nStarter $10\nPro $20\nContact',
      'Plans\nStarter $12\nPro $20\nEnterprise\nContact',
    );
    expect(result.addedLines).toBe(2);
    expect(result.removedLines).toBe(1);
    expect(result.diff).toBe(
      [
        '--- previous',
        '+++ current',
        '@@ -1,4 +1,5 @@',
        ' Plans',
        '-Starter $10',
        '+Starter $12',
        ' Pro $20',
        '+Enterprise',
        ' Contact',
      ].join('\n'),
    );
    expect(result.summary).toBe('Added: "Starter $12", "Enterprise"; Removed: "Starter $10"');
  });

  it('diffs from nothing', () => {
    const result = diffTexts('', 'a\nb');
    expect(result).toMatchObject({ addedLines: 2, removedLines: 0 });
    expect(result.diff).toContain('@@ -0,0 +1,2 @@');
  });

  it('falls back to a wholesale replacement when the texts share nothing and are huge', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `old line ${index}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, index) => `new line ${index}`).join('\n');
    const result = diffTexts(before, after);
    expect(result).toMatchObject({ addedLines: 3000, removedLines: 3000 });
    expect(result.diff.split('\n').slice(0, 4)).toEqual([
      '--- previous',
      '+++ current',
      '@@ -1,3000 +1,3000 @@',
      '-old line 0',
    ]);
  });
});

describe('summarise', () => {
  it('keeps the summary short', () => {
    const long = 'x'.repeat(500);
    const summary = summarise([long, long, long], ['gone']);
    expect(summary.length).toBeLessThanOrEqual(280);
    expect(summary).toMatch(/^Added: "x+…", "x+…" and 1 more; Removed: "gone"$/);
  });
});
