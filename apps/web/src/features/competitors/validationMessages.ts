import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The competitor schema speaks English (SPEC §5's exact sentences, which the
 * server answers with too); the form shows each in the user's language. A
 * message we do not know (a rule added later) falls back to a generic hint
 * rather than English in a French form.
 */
const messageKeys: Record<string, string> = {
  'Name must be at least 2 characters': 'validation.nameMin',
  'Name must be less than 255 characters': 'validation.nameMax',
  'Description must be less than 1000 characters': 'validation.descriptionMax',
  'Industry must be less than 100 characters': 'validation.industryMax',
};

export function competitorMessageKey(message: string): string {
  return messageKeys[message] ?? 'validation.invalid';
}

/** A competitor form field's error in the current language. */
export function useCompetitorFieldError() {
  const { t } = useTranslation('competitors');
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(competitorMessageKey(error.message)) : undefined;
}
