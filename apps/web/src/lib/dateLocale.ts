import type { Locale } from 'date-fns';
import { de, enUS, es, fr, it, pl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from './i18nConfig';

const dateLocales: Record<Language, Locale> = { en: enUS, fr, de, es, pl, it };

/** The date-fns locale for an i18n language code (regional codes resolve to their language). */
export function dateLocaleFor(language: string | undefined | null): Locale {
  return dateLocales[toLanguage(language)];
}

/** The date-fns locale of the current interface language; re-renders when it changes. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return dateLocaleFor(i18n.resolvedLanguage ?? i18n.language);
}
