import { RULE_PREVIEW_EXAMPLES, type IgnorePreset } from '@spyglass/api/schema';
import { applyPreset } from './presets';
import { compileLineTest, PatternError, type LineTest } from './userPatterns';

/** A page's noise rules as the monitor keeps them. */
export interface NoiseRules {
  ignoreRules: string[];
  ignorePresets: IgnorePreset[];
}

export const NO_RULES: NoiseRules = { ignoreRules: [], ignorePresets: [] };

export const hasRules = (rules: NoiseRules) => rules.ignoreRules.length > 0 || rules.ignorePresets.length > 0;

/** Rules ready to run: a line test per rule (a rule that does not compile tests nothing and says why). */
export interface CompiledRules {
  rules: { rule: string; test: LineTest | null; error: string | null }[];
  presets: IgnorePreset[];
}

/**
 * Compiles a page's rules. A pattern that does not compile (saved before
 * patterns were checked, or checked by another engine) is skipped rather
 * than failing every check; saving refuses it (see checkPageRules).
 */
export function compileRules(rules: NoiseRules): CompiledRules {
  return {
    rules: rules.ignoreRules.map((rule) => {
      try {
        return { rule, test: compileLineTest(rule), error: null };
      } catch (error) {
        if (error instanceof PatternError) return { rule, test: null, error: error.message };
        throw error;
      }
    }),
    presets: rules.ignorePresets,
  };
}

/** A line as compared: null when a rule hides it, else with the presets' text blanked out. */
function compareLine(line: string, compiled: CompiledRules): string | null {
  for (const { test } of compiled.rules) if (test?.(line)) return null;
  let result = line;
  for (const preset of compiled.presets) result = applyPreset(preset, result);
  return result;
}

/**
 * The text the monitor compares and hashes: lines a rule matches are left
 * out, the presets' kinds of text are blanked out. Without rules it is the
 * text itself, untouched.
 */
export function applyRules(text: string, compiled: CompiledRules): string {
  if (compiled.rules.length === 0 && compiled.presets.length === 0) return text;
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    const compared = compareLine(line, compiled);
    if (compared !== null) kept.push(compared);
  }
  return kept.join('\n');
}

/** An example line is shown at most this long (a page may be one long line). */
const EXAMPLE_MAX = 200;
const example = (line: string) => (line.length > EXAMPLE_MAX ? `${line.slice(0, EXAMPLE_MAX - 1)}…` : line);

export interface RulesPreview {
  totalLines: number;
  hiddenLines: number;
  rules: { rule: string; hiddenLines: number; examples: string[]; error: string | null }[];
  presets: { preset: IgnorePreset; changedLines: number; examples: string[] }[];
}

/** What each rule alone, each preset alone, and all of them together would do to a text. */
export function previewRules(text: string, compiled: CompiledRules): RulesPreview {
  const lines = text.length === 0 ? [] : text.split('\n');
  const rules = compiled.rules.map(({ rule, test, error }) => {
    const hidden = test ? lines.filter((line) => test(line)) : [];
    return { rule, hiddenLines: hidden.length, examples: hidden.slice(0, RULE_PREVIEW_EXAMPLES).map(example), error };
  });
  const presets = compiled.presets.map((preset) => {
    const changed = lines.filter((line) => applyPreset(preset, line) !== line);
    return { preset, changedLines: changed.length, examples: changed.slice(0, RULE_PREVIEW_EXAMPLES).map(example) };
  });
  const hiddenLines = lines.filter((line) => compareLine(line, compiled) !== line).length;
  return { totalLines: lines.length, hiddenLines, rules, presets };
}
