import type { ActivityEvent, PageChange } from '../schema';

/**
 * The mock's reading of a Radar search, close to the server's (PostgreSQL's
 * websearch_to_tsquery over the `simple` configuration): words all present,
 * "quoted phrases", `or` between alternatives, `-word` to exclude; words
 * compared whole and lower-cased.
 */

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What an event is found by, as the server builds it: its target's name, an alert's keyword and sentence, a change's changed lines. */
export function searchableText(event: ActivityEvent, changes: readonly PageChange[]): string {
  const data = event.additional_data ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const change = typeof data.change_id === 'string' ? changes.find((row) => row.id === data.change_id) : undefined;
  const changed = change
    ? change.diff
        .split('\n')
        .filter((line, index, all) => all.slice(0, index).some((earlier) => earlier.startsWith('@@')))
        .filter((line) => line.startsWith('+') || line.startsWith('-'))
        .map((line) => line.slice(1))
        .join('\n')
    : text(data.summary);
  return [event.target_name ?? '', text(data.keyword), text(data.excerpt), changed].join('\n');
}

type Term = { phrase: string[]; negated: boolean };

function parse(q: string): Term[][] {
  const alternatives: Term[][] = [[]];
  for (const match of q.matchAll(/(-?)"([^"]*)"|(\S+)/g)) {
    const [, minus, quoted, bare] = match;
    if (bare?.toLowerCase() === 'or') {
      alternatives.push([]);
      continue;
    }
    const negated = minus === '-' || Boolean(bare?.startsWith('-'));
    const phrase = words(quoted ?? bare?.replace(/^-/, '') ?? '');
    if (phrase.length > 0) alternatives.at(-1)!.push({ phrase, negated });
  }
  return alternatives.filter((terms) => terms.length > 0);
}

const contains = (haystack: string[], phrase: string[]) =>
  haystack.some((_, start) => phrase.every((word, offset) => haystack[start + offset] === word));

/** Whether a text matches a search; a search of no words matches nothing. */
export function matchesSearch(text: string, q: string): boolean {
  const haystack = words(text);
  return parse(q).some((terms) => terms.every((term) => contains(haystack, term.phrase) !== term.negated));
}
