import { packTextSync } from '../../src/db/packedText';
import type { ChangeFact, ChangeKind } from '@spyglass/api/schema';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/monitor/extractor';
import { comparePage, hashPage, type ComparedChange } from '../../src/monitor/pageReading';
import type { PageStructure } from '../../src/monitor/structure';
import { applyRules, compileRules } from '../../src/monitor/noise/pageRules';
import { ALL_PRESET_RULES, corpus, type CorpusPair } from './corpus';

/** A pair read as the monitor reads a page: extract, rules, hash; then, when the hashes differ, diff and classify. */
function classifyPair(pair: CorpusPair): ComparedChange | null {
  const read = (html: string) => {
    const extraction = extractText(Buffer.from(html), 'text/html; charset=utf-8', null);
    if (!extraction.ok) throw new Error(`${pair.id}: ${extraction.error}`);
    return extraction;
  };
  const before = read(pair.before);
  const after = read(pair.after);
  const rules = compileRules(ALL_PRESET_RULES);
  const hashOf = (read: { text: string; structure: PageStructure }) =>
    hashPage(applyRules(read.text, rules), read.structure);
  if (hashOf(before) === hashOf(after)) return null;
  return comparePage({
    kind: 'diff',
    before: { packed: packTextSync(before.text), base: null },
    after: Buffer.from(after.text),
    rules: ALL_PRESET_RULES,
    page: { url: pair.url, name: pair.name },
    structureBefore: before.structure,
    structureAfter: after.structure,
  });
}

const results = corpus.map((pair) => ({ pair, change: classifyPair(pair) }));
const kindOf = (change: ComparedChange | null): ChangeKind | 'none' => change?.classification.kind ?? 'none';
const priceFacts = (change: ComparedChange | null) =>
  (change?.classification.facts ?? []).filter(
    (fact): fact is Extract<ChangeFact, { type: 'price_change' }> => fact.type === 'price_change',
  );

describe('the labelled corpus', () => {
  it('holds at least 40 pairs in six languages, every kind and noise', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(corpus.map((pair) => pair.language))).toEqual(new Set(['en', 'fr', 'de', 'es', 'pl', 'it']));
    expect(new Set(corpus.map((pair) => pair.kind))).toEqual(
      new Set(['pricing', 'hiring', 'product', 'messaging', 'other', 'none']),
    );
    expect(new Set(corpus.map((pair) => pair.id)).size).toBe(corpus.length);
  });

  it('is classified with at least 90 % of kinds right, and prints the table per kind', () => {
    const kinds = [...new Set(corpus.map((pair) => pair.kind))];
    const rows = kinds.map((kind) => {
      const ofKind = results.filter(({ pair }) => pair.kind === kind);
      const right = ofKind.filter(({ pair, change }) => kindOf(change) === pair.kind);
      return {
        kind,
        pairs: ofKind.length,
        right: right.length,
        accuracy: `${((100 * right.length) / ofKind.length).toFixed(1)} %`,
        wrong: ofKind
          .filter(({ pair, change }) => kindOf(change) !== pair.kind)
          .map(({ pair, change }) => `${pair.id} → ${kindOf(change)}`)
          .join(', '),
      };
    });
    const right = results.filter(({ pair, change }) => kindOf(change) === pair.kind).length;
    rows.push({
      kind: 'all' as ChangeKind,
      pairs: results.length,
      right,
      accuracy: `${((100 * right) / results.length).toFixed(1)} %`,
      wrong: '',
    });
    console.table(rows);
    expect(right / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(corpus.filter((pair) => pair.prices).map((pair) => [pair.id, pair] as const))(
    '%s: every price change exactly (plan, from, to, currency)',
    (_id, pair) => {
      const found = priceFacts(results.find((result) => result.pair === pair)!.change).map(
        ({ label, from, to, currency }) => ({ label, from, to, currency }),
      );
      expect(found).toEqual(pair.prices);
    },
  );

  it.each(corpus.filter((pair) => pair.facts).map((pair) => [pair.id, pair] as const))(
    '%s: the facts a reader needs',
    (_id, pair) => {
      const facts = results.find((result) => result.pair === pair)!.change?.classification.facts ?? [];
      for (const expected of pair.facts!) expect(facts).toContainEqual(expect.objectContaining(expected));
    },
  );

  it.each(corpus.filter((pair) => pair.kind === 'none').map((pair) => [pair.id, pair] as const))(
    '%s: noise alone raises nothing with the presets on',
    (_id, pair) => {
      expect(results.find((result) => result.pair === pair)!.change).toBeNull();
    },
  );
});
