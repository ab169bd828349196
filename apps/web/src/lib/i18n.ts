import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Namespace, namespaces, sharedInitOptions } from './i18nConfig';

export * from './i18nConfig';

/** SPEC §9: the saved choice first, then the browser's languages; a choice is saved. */
export const detection: DetectorOptions = {
  order: ['localStorage', 'navigator'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
};

/**
 * SPEC §7: /locales/{lng}/{ns}.json, served by the Node server, the Vite dev
 * server and Storybook. A server error or a failure without a status is
 * retried, a client error is not, and a body that is not JSON is reported as
 * a parse failure: the backend's own rules.
 */
export const backend: HttpBackendOptions = { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` };

/** The app's i18n instance; components suspend while their namespaces load. */
export const i18n = i18next.createInstance();

/** What the screens without a session (login, register, password reset) say. */
export const publicNamespaces: readonly Namespace[] = ['common', 'auth'];

/**
 * Starts `instance` (the app's by default) with the HTTP backend and the
 * language detector, loading the namespaces `first` (all by default) before it
 * resolves. Any other namespace loads when a screen first asks for it (the
 * screen suspends meanwhile), or with `loadNamespaces`.
 */
export function initI18n(instance: I18n = i18n, first: readonly Namespace[] = namespaces): Promise<unknown> {
  if (instance.isInitialized) return Promise.resolve();
  return instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...sharedInitOptions, ns: [...first], backend, detection, react: { useSuspense: true } });
}
