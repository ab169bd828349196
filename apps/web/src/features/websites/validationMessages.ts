import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The website schema speaks English (SPEC §5, shared with the server); the
 * form shows each rule in the user's language. Unknown messages fall back to
 * a generic hint rather than English in another language.
 */
const messageKeys: Record<string, string> = {
  'Name must be at least 2 characters': 'validation.nameMin',
  'Name must be less than 255 characters': 'validation.nameMax',
  'Please enter a valid URL': 'validation.urlInvalid',
  'URL must be less than 2048 characters': 'validation.urlMax',
  'Description must be less than 1000 characters': 'validation.descriptionMax',
  'Check frequency must be a number of minutes': 'validation.frequencyInvalid',
  'Check frequency must be a whole number of minutes': 'validation.frequencyInvalid',
  'Check frequency must be at least 5 minutes': 'validation.frequencyMin',
  'Check frequency must be at most 1440 minutes (daily)': 'validation.frequencyMax',
};

export function websiteMessageKey(message: string): string {
  return messageKeys[message] ?? 'validation.invalid';
}

/** A website form field's error in the current language. */
export function useWebsiteFieldError() {
  const { t } = useTranslation('websites');
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(websiteMessageKey(error.message)) : undefined;
}
