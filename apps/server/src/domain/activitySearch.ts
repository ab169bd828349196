import { sql, type SQL } from 'drizzle-orm';

/**
 * Full-text search over the activity feed. The text configuration is
 * `simple` (lower-cased words, no stemming, no stop words): pages are written
 * in any of many languages, and a person searches for a word they saw.
 */
export const SEARCH_CONFIG = 'simple';

/** A document past this many characters is cut: PostgreSQL refuses a tsvector over 1 MB, and nobody searches that far in. */
export const SEARCH_TEXT_MAX = 100_000;

/** What an event is found by, besides its type and place. */
export interface SearchableFacts {
  targetName?: string | null;
  additionalData?: Record<string, unknown> | null;
  /** For a change: its unified diff, of which the added and removed lines are searched. */
  diff?: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The lines a unified diff added and removed, without their markers, its
 * file headers or its context lines: a change is found by the words it
 * changed, not by the unchanged text around them.
 */
export function changedLinesOf(diff: string): string {
  const changed: string[] = [];
  let inHunk = false;
  for (const line of diff.split('\n')) {
    if (line.startsWith('@@')) inHunk = true;
    else if (inHunk && (line.startsWith('+') || line.startsWith('-'))) changed.push(line.slice(1));
  }
  return changed.join('\n');
}

/** The searchable text of an event: its target's name, an alert's keyword and sentence, a change's changed lines (else its summary). */
export function searchTextOf(facts: SearchableFacts): string {
  const data = facts.additionalData ?? {};
  const changed = facts.diff ? changedLinesOf(facts.diff) : textOf(data.summary);
  const parts = [textOf(facts.targetName), textOf(data.keyword), textOf(data.excerpt), changed].filter(Boolean);
  return parts.join('\n').slice(0, SEARCH_TEXT_MAX);
}

/**
 * The "quoted phrases" every match must contain: those not excluded with a
 * leading `-`, and none at all when `or` offers alternatives (a phrase on
 * one side of an `or` is not required) or a quote is left open.
 */
export function requiredPhrasesOf(q: string): string[] {
  const phrases: string[] = [];
  const words: string[] = [];
  let rest = q;
  for (;;) {
    const open = rest.indexOf('"');
    if (open < 0) break;
    const close = rest.indexOf('"', open + 1);
    if (close < 0) return [];
    words.push(...rest.slice(0, open).split(/\s+/));
    if (rest[open - 1] !== '-') phrases.push(rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  words.push(...rest.split(/\s+/));
  return words.some((word) => word.toLowerCase() === 'or') ? [] : phrases;
}

/**
 * A person's search as a query: words all present, "quoted phrases",
 * `or` between alternatives, `-word` to exclude (websearch_to_tsquery,
 * which never fails on odd input).
 */
export function searchQueryOf(q: string): SQL {
  const query = sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${q})`;
  // A phrase's pairs of words narrow the index lookup to the events that hold them.
  const pairs = requiredPhrasesOf(q).map((phrase) => sql` && search_word_pairs_query(${phrase})`);
  return pairs.length === 0 ? query : sql`(${query}${sql.join(pairs)})`;
}
