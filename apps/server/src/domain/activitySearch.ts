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

/** The value of `activity_events.search_vector` for an event. */
export function searchVectorOf(facts: SearchableFacts): SQL {
  return sql`to_tsvector(${SEARCH_CONFIG}::regconfig, ${searchTextOf(facts)})`;
}

/**
 * A person's search as a query: words all present, "quoted phrases",
 * `or` between alternatives, `-word` to exclude (websearch_to_tsquery,
 * which never fails on odd input).
 */
export function searchQueryOf(q: string): SQL {
  return sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${q})`;
}
