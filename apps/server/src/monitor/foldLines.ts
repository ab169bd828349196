/** Marks a block boundary in gathered text; page text never carries it (the collector turns it to a space). */
export const BREAK = '\u0000';

/**
 * The white space that is not already as the stored text wants it: a run
 * of two or more (breaks included), white space other than a plain space,
 * a break, or a plain space at either end of the text.
 */
const UNFOLDED = /[\s\0]{2,}|[^\S ]|\0|^ | $/g;

/**
 * Gathered text to the lines the monitor stores: split at BREAK, every run
 * of white space folded to one space, each line trimmed, empty lines left
 * out, lines joined by "\n". The same as
 * `raw.replace(/\s+/g, ' ').split(BREAK).map(trim).filter(nonEmpty).join('\n')`
 * (texts are hashed: the result must not move by a byte), in one pass that
 * copies the words and single spaces between such runs as they are: that
 * was almost half the time of reading a page.
 */
export function foldLines(raw: string): string {
  let out = '';
  let copied = 0;
  UNFOLDED.lastIndex = 0;
  for (let run = UNFOLDED.exec(raw); run; run = UNFOLDED.exec(raw)) {
    const end = run.index + run[0].length;
    out += raw.slice(copied, run.index);
    // Nothing before it (a line not begun) or after it (the end): the run goes; else it parts two words or two lines.
    if (out.length > 0 && end < raw.length) out += run[0].includes(BREAK) ? '\n' : ' ';
    copied = end;
  }
  return out + raw.slice(copied);
}
