import type { ChangeFact } from '@spyglass/api/schema';
import type { ChangedLine, ChangedLines, ClassifyStep } from './changedLines';
import { inList, isShort, onlyNumbersDiffer, withoutBullet } from './lineShape';

const MAX_FEATURE_FACTS = 10;

/** A changed line that names a feature or a product: short, and a list item or an addition or removal of its own. */
function namesFeature(lines: ChangedLines, line: ChangedLine, replaced: boolean): boolean {
  if (!isShort(line.text)) return false;
  // A short line replaced outside a list is a heading or a slogan reworded, not a feature.
  return !replaced || inList(lines.textOf(line.side), line.index);
}

/**
 * Features and product names added or removed: the short lines of a list
 * that came or went ("SSO", "Recurring invoices with reminders"). A list
 * item reworded counts as one removed and one added.
 */
export const featureStep: ClassifyStep = {
  name: 'features',
  run(lines) {
    const facts: ChangeFact[] = [];
    const blocks = new Set(lines.unclaimed().map((line) => line.block));
    for (const block of blocks) {
      const open = lines.unclaimed().filter((line) => line.block === block);
      const removed = open.filter((line) => line.side === 'removed');
      const added = open.filter((line) => line.side === 'added');
      const replaced = removed.length > 0 && added.length > 0;
      for (const line of [...removed, ...added]) {
        if (!namesFeature(lines, line, replaced)) continue;
        // "Storage: 10 GB" → "Storage: 20 GB" is a number that moved, told by its own kind.
        const twin = (line.side === 'removed' ? added : removed).find((other) =>
          onlyNumbersDiffer(other.text, line.text),
        );
        if (twin) continue;
        lines.claim(line);
        if (facts.length < MAX_FEATURE_FACTS) {
          const type = line.side === 'added' ? 'feature_added' : 'feature_removed';
          facts.push({ type, text: withoutBullet(line.text) });
        }
      }
    }
    return facts;
  },
};
