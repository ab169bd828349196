export type DiffLineType = 'file' | 'hunk' | 'added' | 'removed' | 'context' | 'note';

export interface DiffLine {
  type: DiffLineType;
  /** The line without its +, - or space prefix (file, hunk and note lines keep their full text). */
  text: string;
  /** Line number in the old text (removed and context lines inside a hunk). */
  oldNumber?: number;
  /** Line number in the new text (added and context lines inside a hunk). */
  newNumber?: number;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
const FILE_HEADER =
  /^(diff |index |Index: |={3,}$|--- |\+\+\+ |new file mode|deleted file mode|old mode|new mode|similarity index|rename from|rename to|Binary files)/;

/**
 * Splits a unified diff into typed lines. Hunk headers give line numbers and
 * line counts, so a removed line that itself starts with "--" is not taken
 * for a file header. Text without hunk headers is still read leniently by
 * its +/-/space prefixes.
 */
export function parseUnifiedDiff(diff: string): DiffLine[] {
  const lines = diff.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();

  const result: DiffLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  let oldRemaining = 0;
  let newRemaining = 0;

  for (const line of lines) {
    const inHunk = oldRemaining > 0 || newRemaining > 0;
    const prefix = line[0];

    if (inHunk && (prefix === '+' || prefix === '-' || prefix === ' ' || line === '')) {
      if (prefix === '+') {
        result.push({ type: 'added', text: line.slice(1), newNumber: newNumber++ });
        newRemaining--;
      } else if (prefix === '-') {
        result.push({ type: 'removed', text: line.slice(1), oldNumber: oldNumber++ });
        oldRemaining--;
      } else {
        // Some tools strip the space of an empty context line.
        result.push({ type: 'context', text: line.slice(1), oldNumber: oldNumber++, newNumber: newNumber++ });
        oldRemaining--;
        newRemaining--;
      }
      continue;
    }

    const hunk = HUNK_HEADER.exec(line);
    if (hunk) {
      oldNumber = Number(hunk[1]);
      oldRemaining = hunk[2] === undefined ? 1 : Number(hunk[2]);
      newNumber = Number(hunk[3]);
      newRemaining = hunk[4] === undefined ? 1 : Number(hunk[4]);
      result.push({ type: 'hunk', text: line });
    } else if (prefix === '\\') {
      result.push({ type: 'note', text: line });
    } else if (FILE_HEADER.test(line)) {
      result.push({ type: 'file', text: line });
    } else if (prefix === '+') {
      result.push({ type: 'added', text: line.slice(1) });
    } else if (prefix === '-') {
      result.push({ type: 'removed', text: line.slice(1) });
    } else if (prefix === ' ') {
      result.push({ type: 'context', text: line.slice(1) });
    } else {
      result.push({ type: 'note', text: line });
    }
  }
  return result;
}
