import { FILE_HEADERS_ONLY, formatPatch, structuredPatch, type StructuredPatch } from 'diff';

export interface TextDiff {
  addedLines: number;
  removedLines: number;
  /** Unified diff of the two texts, `--- previous` / `+++ current`. */
  diff: string;
  /** A short reading of what changed, for the activity feed. */
  summary: string;
}

/** One run of changed lines: what went (from line `beforeIndex` on) and what came (from `afterIndex` on), 0-based. */
export interface ChangeBlock {
  beforeIndex: number;
  removed: string[];
  afterIndex: number;
  added: string[];
}

/** The diff with its runs of changed lines, for whoever reads the change further (the classifier). */
export interface TextDiffWithBlocks extends TextDiff {
  blocks: ChangeBlock[];
}

/** Beyond this many edits the texts are treated as replaced wholesale: Myers' diff grows with the square of the edit count. */
const MAX_EDIT_LENGTH = 1_000;
/** A stored diff is cut here; the counts stay exact. */
export const MAX_DIFF_CHARS = 200_000;
const SUMMARY_MAX = 280;
const SUMMARY_LINE_MAX = 80;

function withNewline(text: string): string {
  return text.length === 0 ? '' : `${text}\n`;
}

function lines(text: string): string[] {
  return text.length === 0 ? [] : text.split('\n');
}

/** A patch that removes every old line and adds every new one, for texts too different to diff. */
function replacementPatch(before: string, after: string): StructuredPatch {
  const oldLines = lines(before);
  const newLines = lines(after);
  return {
    oldFileName: 'previous',
    newFileName: 'current',
    oldHeader: undefined,
    newHeader: undefined,
    hunks: [
      {
        oldStart: oldLines.length === 0 ? 0 : 1,
        oldLines: oldLines.length,
        newStart: newLines.length === 0 ? 0 : 1,
        newLines: newLines.length,
        lines: [...oldLines.map((line) => `-${line}`), ...newLines.map((line) => `+${line}`)],
      },
    ],
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The runs of removed and added lines of a patch, with where each starts on either side. */
function blocksOf(patch: StructuredPatch): ChangeBlock[] {
  const blocks: ChangeBlock[] = [];
  for (const hunk of patch.hunks) {
    // Hunk starts are 1-based, or 0 for an empty side.
    let before = Math.max(hunk.oldStart - 1, 0);
    let after = Math.max(hunk.newStart - 1, 0);
    let current: ChangeBlock | null = null;
    for (const line of hunk.lines) {
      const mark = line[0];
      if (mark === '\\') continue;
      if (mark !== '+' && mark !== '-') {
        current = null;
        before += 1;
        after += 1;
        continue;
      }
      current ??= blocks[blocks.push({ beforeIndex: before, removed: [], afterIndex: after, added: [] }) - 1]!;
      if (mark === '-') {
        current.removed.push(line.slice(1));
        before += 1;
      } else {
        current.added.push(line.slice(1));
        after += 1;
      }
    }
  }
  return blocks;
}

/** Line diff of two normalised texts: counts, a unified diff, a short summary and the runs of changed lines. */
export function diffTexts(before: string, after: string): TextDiffWithBlocks {
  // A final newline on both sides keeps "\ No newline at end of file" out of the diff.
  const patch =
    structuredPatch('previous', 'current', withNewline(before), withNewline(after), undefined, undefined, {
      context: 3,
      maxEditLength: MAX_EDIT_LENGTH,
    }) ?? replacementPatch(before, after);

  const added: string[] = [];
  const removed: string[] = [];
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added.push(line.slice(1));
      else if (line.startsWith('-')) removed.push(line.slice(1));
    }
  }

  let diff = formatPatch(patch, FILE_HEADERS_ONLY).trimEnd();
  if (diff.length > MAX_DIFF_CHARS) {
    const cut = diff.lastIndexOf('\n', MAX_DIFF_CHARS);
    diff = `${diff.slice(0, cut > 0 ? cut : MAX_DIFF_CHARS)}\n… diff cut at ${MAX_DIFF_CHARS.toLocaleString('en')} characters`;
  }

  return {
    addedLines: added.length,
    removedLines: removed.length,
    diff,
    summary: summarise(added, removed),
    blocks: blocksOf(patch),
  };
}

/** "Added: …; Removed: …", the first changed lines of each side, kept short. */
export function summarise(added: string[], removed: string[]): string {
  const parts: string[] = [];
  const describe = (label: string, changed: string[]) => {
    if (changed.length === 0) return;
    const shown = changed.slice(0, 2).map((line) => `"${clip(line, SUMMARY_LINE_MAX)}"`);
    const more = changed.length > shown.length ? ` and ${changed.length - shown.length} more` : '';
    parts.push(`${label}: ${shown.join(', ')}${more}`);
  };
  describe('Added', added);
  describe('Removed', removed);
  return clip(parts.join('; '), SUMMARY_MAX);
}
