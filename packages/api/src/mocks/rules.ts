import { parsePattern, RULE_PREVIEW_EXAMPLES, type IgnorePreset, type RulePreview } from '../schema';
import { MockHttpError } from './route';

/**
 * The mock backend's stand-in for the monitor's rules. The server compiles
 * patterns with RE2 on its reading threads and blanks out the presets' text
 * in six languages; the mock compiles with the browser's RegExp, refuses
 * what RE2 refuses (back-references, look-around), and knows each preset by
 * one plain example pattern: enough for stories and tests of the screens.
 */

const RE2_REFUSES = /\\[1-9]|\(\?<?[=!]/;

function compile(rule: string): { test: (line: string) => boolean } | { error: string } {
  const pattern = parsePattern(rule);
  if (!pattern) {
    const needle = rule.trim().toLowerCase();
    return { test: (line) => line.toLowerCase().includes(needle) };
  }
  const written = rule.trim();
  if (RE2_REFUSES.test(pattern.source)) {
    return { error: `The pattern ${written} is not valid: back-references and look-around are not supported` };
  }
  try {
    const compiled = new RegExp(pattern.source, pattern.flags.replace(/[gu]/g, ''));
    return { test: (line) => compiled.test(line) };
  } catch (error) {
    return { error: `The pattern ${written} is not valid: ${(error as Error).message}` };
  }
}

/** 422 for the first pattern that does not compile, named as the server names it. */
export function refuseBrokenPatterns(fields: { ignore_rules?: string[]; alert_keywords?: string[] }): void {
  const errors = (['ignore_rules', 'alert_keywords'] as const).flatMap((field) =>
    (fields[field] ?? []).flatMap((rule, index) => {
      const compiled = compile(rule);
      return 'error' in compiled ? [{ field: `${field}.${index}`, message: compiled.error }] : [];
    }),
  );
  const [first] = errors;
  if (first) throw new MockHttpError(422, `${first.field}: ${first.message}`, errors);
}

const PRESET_EXAMPLES: Record<IgnorePreset, RegExp> = {
  dates:
    /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/i,
  relative_times: /\d+\s+\w+\s+ago|just now/i,
  counters: /\d{1,3}(?:,\d{3})+\+?\s+\w+/,
  copyright: /©\s*\d{4}/,
};

/** What the rules would hide of a text, in the shape the server answers. */
export function previewRules(
  text: string | null,
  snapshotAt: string | null,
  request: { ignore_rules: string[]; ignore_presets: IgnorePreset[] },
): RulePreview {
  const lines = text ? text.split('\n') : [];
  const compiled = request.ignore_rules.map((rule) => ({ rule, compiled: compile(rule) }));
  const hiddenBy = (test: (line: string) => boolean) => lines.filter((line) => test(line));
  const rules = compiled.map(({ rule, compiled: each }) => {
    const hidden = 'error' in each ? [] : hiddenBy(each.test);
    return {
      rule,
      hidden_lines: hidden.length,
      examples: hidden.slice(0, RULE_PREVIEW_EXAMPLES),
      error: 'error' in each ? each.error : null,
    };
  });
  const presets = request.ignore_presets.map((preset) => {
    const changed = hiddenBy((line) => PRESET_EXAMPLES[preset].test(line));
    return { preset, changed_lines: changed.length, examples: changed.slice(0, RULE_PREVIEW_EXAMPLES) };
  });
  const hidden = lines.filter(
    (line) =>
      compiled.some(({ compiled: each }) => 'test' in each && each.test(line)) ||
      request.ignore_presets.some((preset) => PRESET_EXAMPLES[preset].test(line)),
  );
  return { snapshot_at: snapshotAt, total_lines: lines.length, hidden_lines: hidden.length, rules, presets };
}
