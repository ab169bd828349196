import { parsePattern } from '@spyglass/api/schema';
import { compilePattern, PatternError } from './noise/userPatterns';

/** Letters, digits, combining marks and underscore make up a word, in any script. */
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';
const UNSPACED_SCRIPTS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';

/**
 * Scripts written without spaces between words: there a keyword is found
 * anywhere, since no character marks where a word ends.
 */
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u');

/**
 * One token: a character of an unspaced script, a run of other word
 * characters, or any other visible character on its own.
 */
const TOKEN = new RegExp(`[${UNSPACED_SCRIPTS}]|[[\\p{L}\\p{N}\\p{M}_]--[${UNSPACED_SCRIPTS}]]+|\\S`, 'gv');
const WORD_BEFORE = new RegExp(`${WORD_CHAR}$`, 'u');
const WORD_AFTER = new RegExp(`^${WORD_CHAR}`, 'u');

const EXCERPT_MAX = 240;
/** The excerpt is looked for this far either side of the hit: a page may be one 5 MB line. */
const EXCERPT_REACH = 2_000;

export interface KeywordHit {
  keyword: string;
  /** The sentence around the first occurrence. */
  excerpt: string;
}

/**
 * The automaton reads lower-cased tokens, each either after white space or
 * touching the previous token: inside a keyword, "new pricing" is `new`,
 * then `pricing` after a space; "C++" is `c`, then `+` and `+` touching.
 */
interface TokenStep {
  token: string;
  spaced: boolean;
}

interface Pattern {
  /** Index of the keyword in the caller's list. */
  keyword: number;
  /** Tokens it spans. */
  length: number;
  /** Whole-word checks at either end (not for a character of an unspaced script). */
  boundedStart: boolean;
  boundedEnd: boolean;
}

interface AutomatonNode {
  /** Transitions on a token that follows white space, and on one that touches the previous token. */
  spaced: Map<string, number>;
  touching: Map<string, number>;
  fail: number;
  /** Patterns that end here, own and through fail links. */
  output: Pattern[];
}

/**
 * Aho-Corasick over token symbols: every keyword is found in one pass over
 * the page's tokens, however many keywords there are.
 */
class KeywordAutomaton {
  private readonly nodes: AutomatonNode[] = [this.node()];

  private node(): AutomatonNode {
    return { spaced: new Map(), touching: new Map(), fail: 0, output: [] };
  }

  private edges(state: number, spaced: boolean): Map<string, number> {
    const node = this.nodes[state]!;
    return spaced ? node.spaced : node.touching;
  }

  add(symbols: TokenStep[], pattern: Pattern): void {
    let state = 0;
    for (const { token, spaced } of symbols) {
      const edges = this.edges(state, spaced);
      let next = edges.get(token);
      if (next === undefined) {
        next = this.nodes.length;
        this.nodes.push(this.node());
        edges.set(token, next);
      }
      state = next;
    }
    this.nodes[state]!.output.push(pattern);
  }

  /** Builds the fail links, breadth first. */
  seal(): void {
    const queue: number[] = [...this.nodes[0]!.spaced.values(), ...this.nodes[0]!.touching.values()];
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      for (const spaced of [true, false]) {
        for (const [token, child] of this.edges(state, spaced)) {
          let fallback = this.nodes[state]!.fail;
          while (fallback !== 0 && !this.edges(fallback, spaced).has(token)) fallback = this.nodes[fallback]!.fail;
          const target = this.edges(fallback, spaced).get(token);
          const fail = target !== undefined && target !== child ? target : 0;
          this.nodes[child]!.fail = fail;
          this.nodes[child]!.output.push(...this.nodes[fail]!.output);
          queue.push(child);
        }
      }
    }
  }

  step(state: number, token: string, spaced: boolean): number {
    let current = state;
    for (;;) {
      const next = this.edges(current, spaced).get(token);
      if (next !== undefined) return next;
      if (current === 0) return 0;
      current = this.nodes[current]!.fail;
    }
  }

  output(state: number): Pattern[] {
    return this.nodes[state]!.output;
  }
}

/**
 * Which of the watched keywords the text contains, each with the sentence
 * around its first occurrence. Whole words, case-insensitive, composed and
 * decomposed accents alike; a phrase's spaces match any run of white space;
 * in unspaced scripts (Chinese, Japanese, Thai...) anywhere. The text is
 * tokenised once and read once, whatever the number of keywords.
 */
export function findKeywords(text: string, keywords: readonly string[]): KeywordHit[] {
  const found = new Map<number, { index: number; length: number }>();
  const haystack = text.normalize('NFC');
  findWords(haystack, keywords, found);
  findPatterns(haystack, keywords, found);
  const hits: KeywordHit[] = [];
  for (const [index, keyword] of keywords.entries()) {
    const at = found.get(index);
    if (at) hits.push({ keyword, excerpt: sentenceAround(haystack, at.index, at.length) });
  }
  return hits;
}

/**
 * Keywords written as `/pattern/flags`: each pattern's first match, found by
 * RE2's linear-time engine (a pattern saved before patterns were checked and
 * that does not compile finds nothing).
 */
function findPatterns(
  haystack: string,
  keywords: readonly string[],
  found: Map<number, { index: number; length: number }>,
): void {
  for (const [index, keyword] of keywords.entries()) {
    const pattern = parsePattern(keyword);
    if (!pattern) continue;
    try {
      const match = compilePattern(pattern.source, pattern.flags, keyword).exec(haystack);
      // An empty match ("/x*/") says nothing is there to point at.
      if (match && match[0].length > 0)
        found.set(index, { index: (match as RegExpExecArray).index, length: match[0].length });
    } catch (error) {
      if (!(error instanceof PatternError)) throw error;
    }
  }
}

/** Plain keywords: every one found in one pass over the text's tokens (Aho-Corasick). */
function findWords(
  haystack: string,
  keywords: readonly string[],
  found: Map<number, { index: number; length: number }>,
): void {
  const automaton = new KeywordAutomaton();
  const seen = new Set<string>();
  let patterns = 0;
  for (const [index, keyword] of keywords.entries()) {
    if (parsePattern(keyword)) continue;
    const normalised = keyword.normalize('NFC').trim();
    const key = normalised.toLowerCase();
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const symbols: TokenStep[] = [];
    let end = 0;
    for (const match of normalised.matchAll(TOKEN)) {
      symbols.push({ token: match[0].toLowerCase(), spaced: match.index > end });
      end = match.index + match[0].length;
    }
    const pattern: Pattern = {
      keyword: index,
      length: symbols.length,
      boundedStart: !UNSPACED.test(normalised.at(0) ?? ''),
      boundedEnd: !UNSPACED.test(normalised.at(-1) ?? ''),
    };
    // The first token matches whatever comes before it, space or not.
    const [first, ...rest] = symbols;
    automaton.add([{ token: first!.token, spaced: false }, ...rest], pattern);
    automaton.add([{ token: first!.token, spaced: true }, ...rest], pattern);
    patterns += 1;
  }
  if (patterns === 0) return;
  automaton.seal();

  // Lower-cased once for the whole text; where that changes lengths (a rare letter such as İ), token by token.
  const lowered = haystack.toLowerCase();
  const scanned = lowered.length === haystack.length ? lowered : haystack;
  const lower = scanned === lowered ? (token: string) => token : (token: string) => token.toLowerCase();
  const wanted = found.size + patterns;
  // Start offsets of the last tokens, enough to find where the longest pattern began.
  const starts: number[] = [];
  let end = 0;
  let state = 0;
  for (const match of scanned.matchAll(TOKEN)) {
    const start = match.index;
    const tokenEnd = start + match[0].length;
    starts.push(start);
    state = automaton.step(state, lower(match[0]), start > end);
    end = tokenEnd;
    for (const pattern of automaton.output(state)) {
      if (found.has(pattern.keyword)) continue;
      const from = starts[starts.length - pattern.length]!;
      if (pattern.boundedStart && WORD_BEFORE.test(haystack.slice(Math.max(0, from - 2), from))) continue;
      if (pattern.boundedEnd && WORD_AFTER.test(haystack.slice(tokenEnd, tokenEnd + 2))) continue;
      found.set(pattern.keyword, { index: from, length: tokenEnd - from });
    }
    if (found.size === wanted) break;
    // Only the last few starts are ever looked back at (a keyword is at most 100 characters).
    if (starts.length > 4_096) starts.splice(0, starts.length - 1_024);
  }
}

/**
 * The sentence that holds text[index, index + length). Lines are block
 * boundaries already, so the search stays inside the hit's line (and within
 * EXCERPT_REACH of it), and Intl.Segmenter finds sentence ends in any language.
 */
export function sentenceAround(text: string, index: number, length: number): string {
  const reachStart = Math.max(0, index - EXCERPT_REACH);
  const reachEnd = Math.min(text.length, index + length + EXCERPT_REACH);
  const lineStart = Math.max(text.lastIndexOf('\n', index - 1) + 1, reachStart);
  const lineEndAt = text.indexOf('\n', index + length);
  const lineEnd = lineEndAt === -1 || lineEndAt > reachEnd ? reachEnd : lineEndAt;
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
