import type { Locale } from 'date-fns';
// One file per locale: the `date-fns/locale` barrel holds every language there is.
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { pl } from 'date-fns/locale/pl';
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
