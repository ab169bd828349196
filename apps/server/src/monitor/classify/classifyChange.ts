import { MAX_FACTS, type ChangeFact, type ChangeKind, type Classification } from '@spyglass/api/schema';
import { ChangedLines, type ChangeReading, type ClassifyStep } from './changedLines';
import { featureStep } from './features';
import { jobStep } from './jobs';
import { isProse } from './lineShape';
import { findPrices, priceStep } from './prices';
import { PRICING_WORDS } from './vocabulary';
import { wordingStep } from './wording';

export type { ChangeReading } from './changedLines';

/**
 * The chain, in order: each step reads the lines the earlier ones left
 * unexplained, so a price line is a price change and not also a feature.
 */
export const CLASSIFY_STEPS: readonly ClassifyStep[] = [priceStep, jobStep, featureStep, wordingStep];

const PRICE_FACTS = new Set<ChangeFact['type']>(['price_change', 'plan_added', 'plan_removed']);
const JOB_FACTS = new Set<ChangeFact['type']>(['job_added', 'job_removed']);
const FEATURE_FACTS = new Set<ChangeFact['type']>(['feature_added', 'feature_removed']);

/** A line about money with no plan to pin it on: a fee, a commission, a price without a name. */
function speaksOfPrices(line: string): boolean {
  if (findPrices(line).length > 0) return true;
  const words = line
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return /\d/.test(line) && words.some((word) => PRICING_WORDS.has(word));
}

/**
 * The kind, from the facts first (a price fact makes a pricing change, a job
 * fact a hiring one), then from what the lines no fact explains say: money
 * (pricing), features against wording (product or messaging), or nothing
 * but numbers and signs (other).
 */
function kindOf(facts: ChangeFact[], lines: ChangedLines, unexplained: string[]): ChangeKind {
  const count = (types: Set<ChangeFact['type']>) => facts.filter((fact) => types.has(fact.type)).length;
  if (count(PRICE_FACTS) > 0) return 'pricing';
  if (count(JOB_FACTS) > 0) return 'hiring';
  if (lines.all.some((line) => speaksOfPrices(line.text))) return 'pricing';
  const features = count(FEATURE_FACTS);
  const wording = facts.filter((fact) => fact.type === 'text_changed').length + unexplained.filter(isProse).length;
  if (features > 0 && features >= wording) return 'product';
  if (wording > 0) return 'messaging';
  if (features > 0) return 'product';
  return 'other';
}

/**
 * What a change is about, with its facts: a chain of small named steps over
 * the diff and the page's structure (prices, jobs, features, wording), then
 * the kind. Rules anyone can read, run on the reading thread; nothing leaves
 * the machine.
 */
export function classifyChange(reading: ChangeReading): Classification {
  const lines = new ChangedLines(reading);
  const facts: ChangeFact[] = [];
  for (const step of CLASSIFY_STEPS) facts.push(...step.run(lines, facts));
  const unexplained = lines.unclaimed().map((line) => line.text);
  return { kind: kindOf(facts, lines, unexplained), facts: facts.slice(0, MAX_FACTS) };
}
