import { describeFact, type Translate } from '@spyglass/api/events';
import { readClassification, type ChangeFact } from '@spyglass/api/schema';
import type { MailT } from './i18n';

/** How many facts a message lists; the change behind the link has them all. */
export const FACTS_IN_MESSAGE = 6;

/**
 * A change's facts as sentences in the recipient's language ("Pro plan
 * $49 → $59 a month (+20%)"), with the app's own wording; none when the
 * change was not classified or its facts do not read.
 */
export function factSentences(t: MailT, language: string, facts: readonly ChangeFact[]): string[] {
  const translate = t as unknown as Translate;
  return facts.slice(0, FACTS_IN_MESSAGE).map((fact) => describeFact(fact, translate, language));
}

/** The facts of a stored classification, or none. */
export const classificationFacts = (value: unknown): ChangeFact[] => readClassification(value)?.facts ?? [];
