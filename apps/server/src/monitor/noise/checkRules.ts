import { parsePattern } from '@spyglass/api/schema';
import { compileSelector, SelectorError } from '../selector';
import { compilePattern, PatternError } from './userPatterns';

/** What a page is about to save that the monitor compiles: patterns and selectors. */
export interface RulesToCheck {
  ignoreRules?: string[] | undefined;
  alertKeywords?: string[] | undefined;
  removeSelectors?: string[] | undefined;
}

/** One rule that cannot be used: the field and position it came from, and why, in a sentence naming it. */
export interface RuleProblem {
  field: 'ignore_rules' | 'alert_keywords' | 'remove_selectors';
  index: number;
  message: string;
}

function patternProblems(field: RuleProblem['field'], values: string[] | undefined): RuleProblem[] {
  return (values ?? []).flatMap((value, index) => {
    const pattern = parsePattern(value);
    if (!pattern) return [];
    try {
      compilePattern(pattern.source, pattern.flags, value.trim());
      return [];
    } catch (error) {
      if (error instanceof PatternError) return [{ field, index, message: error.message }];
      throw error;
    }
  });
}

/**
 * Compiles every pattern (ignore rules and keywords written `/pattern/flags`)
 * and every selector of elements to remove, as the monitor will; answers
 * what does not compile. Runs on a reading thread: what people type is
 * parsed there, never on the thread that answers the API.
 */
export function checkRules(rules: RulesToCheck): RuleProblem[] {
  const selectors = (rules.removeSelectors ?? []).flatMap((selector, index): RuleProblem[] => {
    try {
      compileSelector(selector.trim());
      return [];
    } catch (error) {
      if (error instanceof SelectorError) {
        return [{ field: 'remove_selectors', index, message: error.message }];
      }
      throw error;
    }
  });
  return [
    ...patternProblems('ignore_rules', rules.ignoreRules),
    ...patternProblems('alert_keywords', rules.alertKeywords),
    ...selectors,
  ];
}
