import type { Locale } from 'date-fns';
// One file per locale: the `date-fns/locale` barrel holds every language there is.
import { enUS } from 'date-fns/locale/en-US';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from './i18nConfig';

/**
 * The other interface languages' date locales load when first needed (2 to
 * 2.6 KB gzipped each): a page shows one language, so the signed-in code
 * carries English alone, the fallback every language starts from.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  pl: () => import('date-fns/locale/pl').then((module) => module.pl),
  it: () => import('date-fns/locale/it').then((module) => module.it),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);
const loading = new Map<Language, Promise<Locale>>();

/** Makes locales available without loading them (tests and stories bundle every language). */
export function provideDateLocales(locales: Partial<Record<Language, Locale>>): void {
  for (const [language, locale] of Object.entries(locales) as [Language, Locale][]) loaded.set(language, locale);
}

/**
 * The date locale of an i18n language code (regional codes resolve to their
 * language), loading it if it is not in yet. Call it before switching the
 * interface's language, so the dates switch with the words.
 */
export function loadDateLocale(language: string | undefined | null): Promise<Locale> {
  const key = toLanguage(language);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[key as Exclude<Language, 'en'>]().then(
      (locale) => {
        loaded.set(key, locale);
        return locale;
      },
      (error: unknown) => {
        // A failed download (a new deployment, a dropped connection) is tried again next time.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The date-fns locale of the current interface language; re-renders when it
 * changes. Suspends, as a screen does for its translations, while the
 * language's locale loads.
 */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return loaded.get(toLanguage(language)) ?? use(loadDateLocale(language));
}
