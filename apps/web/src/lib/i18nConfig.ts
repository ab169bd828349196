import type { InitOptions } from 'i18next';

/** SPEC §1 / §9: interface languages, each listed by its own name in the switcher. */
export const languages = ['en', 'fr', 'de', 'es', 'pl', 'it'] as const;
export type Language = (typeof languages)[number];

export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  pl: 'Polski',
  it: 'Italiano',
};

export const fallbackLanguage: Language = 'en';

/** Every namespace under /locales/{lng}/; `common` is the default. */
export const namespaces = [
  'common',
  'auth',
  'dashboard',
  'projects',
  'competitors',
  'websites',
  'pages',
  'activity',
  'settings',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Where the user's choice is remembered (detection reads it first). */
export const LANGUAGE_STORAGE_KEY = 'spyglass.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The supported language a (possibly regional) code such as `fr-CA` resolves to. */
export function toLanguage(code: string | undefined | null): Language {
  const base = code?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : fallbackLanguage;
}

/** Options shared by the app's instance and the test/story instance. */
export const sharedInitOptions = {
  supportedLngs: languages,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // Every language has every English text (locales.test.ts), so a language the app has loads no
  // other beside it; only a language it lacks falls back to English.
  fallbackLng: { ...Object.fromEntries(languages.map((language) => [language, []])), default: [fallbackLanguage] },
  ns: namespaces,
  defaultNS: defaultNamespace,
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
