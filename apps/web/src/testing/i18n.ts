import { de } from 'date-fns/locale/de';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { it } from 'date-fns/locale/it';
import { pl } from 'date-fns/locale/pl';
import i18next, { type Resource, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { provideDateLocales } from '../lib/dateLocale';
import { type Language, sharedInitOptions } from '../lib/i18nConfig';

/** Every translation file of the repository, bundled so tests and stories never wait on the network. */
const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const localeResources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  localeResources[lng] ??= {};
  localeResources[lng][ns] = content;
}

// The dates' locales too, which the app loads per language.
provideDateLocales({ fr, de, es, pl, it });

/** Keys the interface asked for that no locale file has, since the last `takeMissingKeys()`. */
const missingKeys = new Set<string>();

/** Returns and forgets the missing keys seen so far (vitest.setup.ts fails a test that saw any). */
export function takeMissingKeys(): string[] {
  const keys = [...missingKeys];
  missingKeys.clear();
  return keys;
}

/**
 * An i18n instance initialised synchronously with the real locale files, with
 * the app's options (languages, namespaces, fallback) but no detection: a test
 * says which language it wants. A key the files lack is recorded, so a typo in
 * a key fails the test that renders it instead of showing the key as text.
 */
export function createTestI18n(lng: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedInitOptions,
    lng,
    resources: localeResources,
    initAsync: false,
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missingKeys.add(`${namespace}:${key}`),
  });
  return instance;
}
