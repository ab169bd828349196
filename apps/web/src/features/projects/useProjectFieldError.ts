import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { projectMessageKey } from './validationMessages';

/** A project form field's error in the current language. */
export function useProjectFieldError() {
  const { t } = useTranslation('projects');
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const key = projectMessageKey(error.message);
    return key ? t(key) : error.message;
  };
}
