import { parsePattern } from '@spyglass/api/schema';
import { RE2JS } from 're2js';
import { requiredText } from './requiredText';

/**
 * Patterns people type (ignore rules, watched keywords) run on RE2's
 * linear-time engine (re2js, a pure JavaScript port): however a pattern is
 * written, matching costs time in proportion to the text, so no pattern can
 * stall a reading thread the way a backtracking one ("(a+)+$") would. RE2
 * refuses what it cannot match in linear time: back-references and look-around.
 */

/** A compiled program past this size is refused: a short pattern can still expand ("(x{100}){100}"). */
const MAX_PROGRAM_SIZE = 20_000;

/** A pattern that cannot be used, with the sentence that says why. */
export class PatternError extends Error {
  override name = 'PatternError';
}

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** Compiles the pattern part of a `/pattern/flags` value; the sentence of a PatternError quotes `written`. */
export function compilePattern(source: string, flags: string, written: string): RE2JS {
  let bits = 0;
  for (const flag of flags) bits |= FLAG_BITS[flag] ?? 0;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(source, bits);
  } catch (error) {
    const reason = (error as Error).message.replace(/^error parsing regexp: /, '');
    throw new PatternError(`The pattern ${written} is not valid: ${reason}`);
  }
  if (compiled.programSize() > MAX_PROGRAM_SIZE) {
    throw new PatternError(`The pattern ${written} is too complex; write a shorter one`);
  }
  return compiled;
}

/** Tells whether a line holds a rule's text (any case, composed accents alike) or matches its pattern. */
export type LineTest = (line: string) => boolean;

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * A page's rules are tried on one line after another, each rule on the same
 * line in turn: what they need of it (its lower case, whether it is ASCII,
 * its folded form) is worked out once for the line they are on.
 */
let current: string | null = null;
let currentAscii = true;
let currentLower = '';
let currentFolded: string | null = null;

function readLine(line: string): void {
  if (line === current) return;
  current = line;
  currentAscii = !NON_ASCII.test(line);
  currentLower = line.toLowerCase();
  currentFolded = null;
}

const isAscii = (line: string) => (readLine(line), currentAscii);
const lowerOf = (line: string) => (readLine(line), currentLower);
/** Composed accents alike, any case; text with only ASCII is composed already. */
function foldedOf(line: string): string {
  readLine(line);
  currentFolded ??= currentAscii ? currentLower : line.normalize('NFC').toLowerCase();
  return currentFolded;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** A rule as written (`/pattern/flags` or plain text) as a line test; throws PatternError for a bad pattern. */
export function compileLineTest(rule: string): LineTest {
  const pattern = parsePattern(rule);
  if (pattern) {
    const compiled = compilePattern(pattern.source, pattern.flags, rule.trim());
    // A line without the text every match holds is not run through RE2 (most lines of a page).
    const needed = requiredText(pattern.source);
    if (!needed) return (line) => compiled.test(line);
    if (!pattern.flags.includes('i')) return (line) => line.includes(needed) && compiled.test(line);
    // Any case: RE2 folds case as Unicode does ("ſ" is an "s", "K" a "k"), toLowerCase does not, so
    // the shortcut is for ASCII: text that has only ASCII, or a line that has only ASCII.
    if (NON_ASCII.test(needed)) return (line) => compiled.test(line);
    const lowered = needed.toLowerCase();
    return (line) => (!isAscii(line) || lowerOf(line).includes(lowered)) && compiled.test(line);
  }
  const needle = fold(rule.trim());
  return (line) => foldedOf(line).includes(needle);
}
