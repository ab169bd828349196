import type { ChangeFact } from '@spyglass/api/schema';
import type { ChangeBlock } from '../differ';
import type { PageStructure } from '../structure';

/** What a change is read from: the page's compared texts before and after, and its runs of changed lines. */
export interface ChangeReading {
  url: string;
  pageName: string;
  /** Lines of the compared text (after the page's rules), before and after. */
  beforeLines: string[];
  afterLines: string[];
  blocks: ChangeBlock[];
  /** The markup's facts; null before when the last snapshot was stored without them. */
  structureBefore: PageStructure | null;
  structureAfter: PageStructure;
}

export type Side = 'removed' | 'added';

/** One changed line: its side, its position in its own text, its run. */
export interface ChangedLine {
  side: Side;
  /** 0-based line number in the text of its side. */
  index: number;
  text: string;
  block: ChangeBlock;
}

/**
 * The changed lines of a change, and which of them a step has explained
 * already: a price line read as a price change is not read again as a
 * feature, a job title not again as wording.
 */
export class ChangedLines {
  readonly all: ChangedLine[];
  private readonly claimed = new Set<ChangedLine>();
  private readonly byPosition = new Map<string, ChangedLine>();

  constructor(readonly reading: ChangeReading) {
    this.all = reading.blocks.flatMap((block) => [
      ...block.removed.map((text, offset) => ({
        side: 'removed' as const,
        index: block.beforeIndex + offset,
        text,
        block,
      })),
      ...block.added.map((text, offset) => ({ side: 'added' as const, index: block.afterIndex + offset, text, block })),
    ]);
    for (const line of this.all) this.byPosition.set(`${line.side}:${line.index}`, line);
  }

  /** The changed line at a position of one side's text, if that line changed. */
  at(side: Side, index: number): ChangedLine | undefined {
    return this.byPosition.get(`${side}:${index}`);
  }

  claim(line: ChangedLine | undefined): void {
    if (line) this.claimed.add(line);
  }

  isClaimed(line: ChangedLine): boolean {
    return this.claimed.has(line);
  }

  /** The lines no step has explained yet. */
  unclaimed(): ChangedLine[] {
    return this.all.filter((line) => !this.claimed.has(line));
  }

  /** The lines of one side's whole text. */
  textOf(side: Side): string[] {
    return side === 'removed' ? this.reading.beforeLines : this.reading.afterLines;
  }
}

/** One named step of the classification chain: it reads the change and answers the facts it found. */
export interface ClassifyStep {
  name: string;
  run(lines: ChangedLines, found: readonly ChangeFact[]): ChangeFact[];
}
