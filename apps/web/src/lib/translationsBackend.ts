import type { BackendModule } from 'i18next';
import { isLanguage, namespaces } from './i18nConfig';

/** SPEC §7: where one namespace of one language is served (the Node server, Vite and Storybook). */
function translationsUrl(language: string, namespace: string): string {
  return `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json`;
}

/**
 * Reads /locales/{lng}/{ns}.json for i18next, one namespace per request. i18next asks again
 * when told to retry (a few times, waiting longer each time): so a server error or a failure
 * without an answer (the network) is retried, a client error is not (asking again would get
 * the same answer), and a body that is not JSON is a parse failure, also not retried.
 * Only the languages and namespaces the app has are asked for: nothing a stored value says
 * goes into a URL.
 */
export const translationsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || !(namespaces as readonly string[]).includes(namespace)) {
      callback(new Error(`No translations for ${JSON.stringify(language)} / ${JSON.stringify(namespace)}`), false);
      return;
    }
    const url = translationsUrl(language, namespace);
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(new Error(`failed loading ${url}; status code: ${response.status}`), response.status >= 500);
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(await response.text());
        } catch {
          callback(new Error(`failed parsing ${url} to json`), false);
          return;
        }
        callback(null, data as Record<string, unknown>);
      },
      (error: unknown) => callback(new Error(`failed loading ${url}: ${String(error)}`), true),
    );
  },
};
