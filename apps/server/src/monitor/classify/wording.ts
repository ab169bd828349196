import type { ChangeFact } from '@spyglass/api/schema';
import type { ClassifyStep } from './changedLines';
import { onlyNumbersDiffer } from './lineShape';

const MAX_WORDING_FACTS = 3;
const MAX_QUOTE = 160;

const clip = (text: string) => (text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text);

/**
 * Wording replaced: a headline, a slogan, a paragraph said otherwise. The
 * removed and added lines of a run are paired in order; a pair that differs
 * only in its numbers is left to the numbers.
 */
export const wordingStep: ClassifyStep = {
  name: 'wording',
  run(lines) {
    const facts: ChangeFact[] = [];
    const blocks = new Set(lines.unclaimed().map((line) => line.block));
    for (const block of blocks) {
      const open = lines.unclaimed().filter((line) => line.block === block);
      const removed = open.filter((line) => line.side === 'removed');
      const added = open.filter((line) => line.side === 'added');
      for (let index = 0; index < Math.min(removed.length, added.length); index += 1) {
        const from = removed[index]!;
        const to = added[index]!;
        if (onlyNumbersDiffer(from.text, to.text)) continue;
        lines.claim(from);
        lines.claim(to);
        if (facts.length < MAX_WORDING_FACTS)
          facts.push({ type: 'text_changed', from: clip(from.text), to: clip(to.text) });
      }
    }
    return facts;
  },
};
