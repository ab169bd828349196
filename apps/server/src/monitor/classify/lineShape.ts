/** The shape of a line of text, which says more than its words in any language: a list item, a sentence, a number. */

const BULLET = /^(?:[•·✓✔✅☑*+\-–]|☑︎)\s*/u;
const SENTENCE_END = /[.!?。！？…]["'”’»)]*$/u;

export const wordCount = (line: string) => line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The line without its bullet or check mark. */
export const withoutBullet = (line: string) => line.replace(BULLET, '').trim();

export const hasBullet = (line: string) => BULLET.test(line.trim());

/** A short line without a sentence's end: a heading, a list item, a product name, a button. */
export function isShort(line: string): boolean {
  const words = wordCount(line);
  return words > 0 && words <= 10 && !SENTENCE_END.test(line.trim()) && /\p{L}/u.test(line);
}

/** A sentence or paragraph: long, or ending like a sentence. */
export const isProse = (line: string) =>
  wordCount(line) >= 11 || (SENTENCE_END.test(line.trim()) && wordCount(line) >= 3);

/** Line `index` sits in a list: a bullet, or short lines on both sides of it. */
export function inList(lines: string[], index: number): boolean {
  const line = lines[index];
  if (line === undefined) return false;
  if (hasBullet(line)) return true;
  const previous = lines[index - 1];
  const next = lines[index + 1];
  return previous !== undefined && next !== undefined && isShort(previous) && isShort(next);
}

/** Letters of a line, lower-cased: two lines that differ only in numbers or signs read the same. */
export const lettersOf = (line: string) =>
  line
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

/** The two lines say the same words; only numbers or signs moved ("Uptime 99.98%" → "99.97%"). */
export const onlyNumbersDiffer = (a: string, b: string) => lettersOf(a) === lettersOf(b);
