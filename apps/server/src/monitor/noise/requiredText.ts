/**
 * The longest run of plain characters every match of a pattern must hold,
 * read from the pattern's source (RE2 syntax), or null when none of two
 * characters or more can be told for sure. It lets a line that lacks it
 * skip the pattern: RE2 in JavaScript costs about a microsecond a line
 * even when nothing matches, and most lines of a page hold no such text.
 *
 * Conservative by construction: anything it does not fully understand ends
 * the run it is in (escapes of letters or digits, classes, groups, `.`,
 * anchors, a quantified character), and a pattern it cannot read safely
 * gets null: one with `|` outside a group (either side may match), inline
 * flags `(?i)` or quoting `\Q…\E`.
 */
export function requiredText(source: string): string | null {
  if (source.includes('(?') || source.includes('\\Q')) return null;
  const runs: string[] = [];
  let run = '';
  const end = () => {
    if (run.length > 0) runs.push(run);
    run = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[index + 1];
      index += 1;
      // \d, \w, \b, \pL, \x41, \n…: not a plain character here.
      if (next === undefined || /[\p{L}\p{N}]/u.test(next)) end();
      else run += next;
      continue;
    }
    if (char === '[') {
      end();
      index = classEnd(source, index);
      continue;
    }
    if (char === '(') {
      end();
      index = groupEnd(source, index);
      continue;
    }
    if (char === '|') return null;
    if (char === '*' || char === '+' || char === '?' || char === '{') {
      // The character before is optional or repeated: the run stops short of it (a whole code point).
      run = run.replace(/[\s\S]$/u, '');
      end();
      // A count ("{2,5}") is no text either; nor, to be safe, a brace that is not a count.
      if (char === '{') {
        const close = source.indexOf('}', index);
        index = close < 0 ? source.length : close;
      }
      continue;
    }
    if (char === '.' || char === '^' || char === '$' || char === ')') {
      end();
      continue;
    }
    run += char;
  }
  end();
  const longest = runs.reduce((best, each) => (each.length > best.length ? each : best), '');
  return longest.length >= 2 ? longest : null;
}

/** Where the character class opening at `start` ends (its `]`; a `]` first in the class is a member). */
function classEnd(source: string, start: number): number {
  let index = start + 1;
  if (source[index] === '^') index += 1;
  if (source[index] === ']') index += 1;
  for (; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === ']') return index;
  }
  return source.length;
}

/** Where the group opening at `start` ends, past nested groups and classes. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '[') index = classEnd(source, index);
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  return source.length;
}
