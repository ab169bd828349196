import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The auth schemas' messages are translation keys (`validation.invalidEmail`, ...);
 * this turns a field's error into the text in the current language.
 */
export function useAuthFieldError() {
  const { t } = useTranslation('auth');
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(error.message, { defaultValue: error.message }) : undefined;
}
