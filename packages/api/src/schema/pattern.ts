/**
 * Ignore rules and watched keywords are plain text, or a regular expression
 * written as in JavaScript: `/pattern/flags`. The server compiles patterns
 * with a linear-time engine (RE2 syntax: no back-references, no look-around);
 * here only the form is read, so forms and the server agree on what counts
 * as a pattern.
 */

/** Flags a pattern may carry: case-insensitive, multi-line anchors, dot matches newline, Unicode (always on). */
export const PATTERN_FLAGS = ['i', 'm', 's', 'u'] as const;
export type PatternFlag = (typeof PATTERN_FLAGS)[number];

/** Every flag JavaScript knows: a value ending in `/` and some of these reads as a pattern. */
const JAVASCRIPT_FLAGS = new Set(['d', 'g', 'i', 'm', 's', 'u', 'v', 'y']);

export interface Pattern {
  /** The expression between the slashes. */
  source: string;
  flags: string;
}

/**
 * `/pattern/flags` → its parts; anything else (plain text, "/docs/api", a
 * lone "/") → null. A value reads as a pattern when it starts with a slash
 * and ends with a second one followed only by JavaScript flag letters.
 */
export function parsePattern(value: string): Pattern | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('/')) return null;
  const close = trimmed.lastIndexOf('/');
  if (close <= 1) return null;
  const flags = trimmed.slice(close + 1);
  for (const flag of flags) if (!JAVASCRIPT_FLAGS.has(flag)) return null;
  return { source: trimmed.slice(1, close), flags };
}

/** What is wrong with a pattern's flags, in a sentence naming it; null for plain text and good patterns. */
export function patternProblem(value: string): string | null {
  const pattern = parsePattern(value);
  if (!pattern) return null;
  const seen = new Set<string>();
  for (const flag of pattern.flags) {
    if (seen.has(flag)) return `The pattern ${value.trim()} repeats the flag ${flag}`;
    seen.add(flag);
    // g is meaningless for finding a line and harmless: accepted and ignored.
    if (flag !== 'g' && !(PATTERN_FLAGS as readonly string[]).includes(flag)) {
      return `The pattern ${value.trim()} uses the flag ${flag}; use i, m, s or u`;
    }
  }
  return null;
}
