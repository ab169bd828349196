/** Letters, digits, combining marks and underscore make up a word, in any script. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';

/**
 * Scripts written without spaces between words: there a keyword is found
 * anywhere, since no character marks where a word ends.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const EXCERPT_MAX = 240;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Whole-word, case-insensitive matcher for one keyword; internal whitespace matches any run of spaces. */
export function keywordPattern(keyword: string): RegExp {
  const normalised = keyword.normalize('NFC').trim();
  const body = normalised.split(/\s+/).map(escapeRegExp).join('\\s+');
  const first = normalised.at(0) ?? '';
  const last = normalised.at(-1) ?? '';
  const before = UNSPACED.test(first) ? '' : `(?<!${WORD_CHAR})`;
  const after = UNSPACED.test(last) ? '' : `(?!${WORD_CHAR})`;
  return new RegExp(`${before}${body}${after}`, 'iu');
}

export interface KeywordHit {
  keyword: string;
  /** The sentence around the first occurrence. */
  excerpt: string;
}

/** Which of the watched keywords the text contains, each with the sentence around its first occurrence. */
export function findKeywords(text: string, keywords: readonly string[]): KeywordHit[] {
  if (keywords.length === 0) return [];
  const haystack = text.normalize('NFC');
  const hits: KeywordHit[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const key = keyword.normalize('NFC').trim().toLowerCase();
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const match = keywordPattern(keyword).exec(haystack);
    if (match) hits.push({ keyword, excerpt: sentenceAround(haystack, match.index, match[0].length) });
  }
  return hits;
}

/**
 * The sentence that holds text[index, index + length). Lines are block
 * boundaries already, so the search stays inside the hit's line, and
 * Intl.Segmenter finds sentence ends in any language.
 */
export function sentenceAround(text: string, index: number, length: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEndAt = text.indexOf('\n', index + length);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const line = text.slice(lineStart, lineEnd);
  const offset = index - lineStart;

  let start = 0;
  let end = line.length;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(line)) {
    const segmentEnd = segment.index + segment.segment.length;
    if (segment.index <= offset && offset < segmentEnd) {
      start = segment.index;
      // A keyword that straddles two segments keeps both.
      end = Math.max(segmentEnd, Math.min(line.length, offset + length));
      break;
    }
  }
  const sentence = line.slice(start, end).trim();
  if (sentence.length <= EXCERPT_MAX) return sentence;

  // Too long to read at a glance: a window centred on the keyword.
  const hitInSentence = offset - start - (line.slice(start, end).length - line.slice(start, end).trimStart().length);
  const half = Math.floor((EXCERPT_MAX - length) / 2);
  const from = Math.max(0, hitInSentence - half);
  const to = Math.min(sentence.length, from + EXCERPT_MAX);
  return `${from > 0 ? '…' : ''}${sentence.slice(from, to).trim()}${to < sentence.length ? '…' : ''}`;
}
