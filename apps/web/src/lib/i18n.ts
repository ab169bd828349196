import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Namespace, namespaces, sharedInitOptions } from './i18nConfig';
import { languageDetector } from './languageDetector';
import { translationsBackend } from './translationsBackend';

export * from './i18nConfig';

/** The app's i18n instance; components suspend while their namespaces load. */
export const i18n = i18next.createInstance();

/**
 * Starts `instance` (the app's by default) with the translations backend and the
 * language detector, loading the namespaces `first` (all by default) before it
 * resolves. Any other namespace loads when a screen first asks for it (the
 * screen suspends meanwhile), or with `loadNamespaces`.
 */
export function initI18n(instance: I18n = i18n, first: readonly Namespace[] = namespaces): Promise<unknown> {
  if (instance.isInitialized) return Promise.resolve();
  // The language is picked as init runs, not a task later (the translations still load
  // asynchronously): the router's loaders ask for their screens' namespaces as it is made, and
  // before a pick i18next would load them in English too.
  return instance
    .use(translationsBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({ ...sharedInitOptions, ns: [...first], initAsync: false, react: { useSuspense: true } });
}
