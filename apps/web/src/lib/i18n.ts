import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedInitOptions } from './i18nConfig';
import { HttpBackend, createLanguageDetector } from './i18nPlugins';

export * from './i18nConfig';

/**
 * The app's i18n instance: translations are fetched from /locales/{lng}/{ns}.json
 * (served by the Vite dev server, the Node server and Storybook), the language is
 * the saved choice, then the browser's, and components suspend while loading.
 */
export const i18n = i18next.createInstance();

export function initI18n(): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  return i18n
    .use(HttpBackend)
    .use(createLanguageDetector())
    .use(initReactI18next)
    .init({
      ...sharedInitOptions,
      backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
      react: { useSuspense: true },
    });
}
