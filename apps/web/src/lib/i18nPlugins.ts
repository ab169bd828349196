import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { LANGUAGE_STORAGE_KEY, isLanguage } from './i18nConfig';

/*
 * Two small i18next plugins in place of i18next-http-backend and
 * i18next-browser-languagedetector: the app needs one load path and one
 * detection order, and the login screen is lighter by the difference.
 */

export type HttpBackendOptions = { loadPath: string };

/**
 * Loads `/locales/{lng}/{ns}.json` (SPEC §7): a server error or a failure with
 * no status (network) may be retried, a client error may not, and a body
 * that is not JSON is reported as such.
 */
export class HttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend' as const;
  readonly type = 'backend' as const;
  private loadPath = '/locales/{{lng}}/{{ns}}.json';

  init(_services: unknown, options: Partial<HttpBackendOptions> = {}): void {
    if (options.loadPath) this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 408 || response.status === 429;
          callback(`failed loading ${url}; status code: ${response.status}`, retry);
          return;
        }
        let data: unknown;
        try {
          data = await response.json();
        } catch {
          callback(`failed parsing ${url} to json`, false);
          return;
        }
        callback(null, data as Parameters<ReadCallback>[1]);
      },
      (error: unknown) =>
        callback(`failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`, true),
    );
  }
}

function readStorage(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * SPEC §9 detection: the choice saved in localStorage first, then the
 * browser's languages (regional codes count: fr-CA is fr); the choice is
 * saved in localStorage whenever it changes.
 */
export function createLanguageDetector(
  storage: () => Storage | undefined = () => window.localStorage,
  browserLanguages: () => readonly string[] = () => navigator.languages ?? [navigator.language],
): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const saved = readStorage(storage());
      if (isLanguage(saved)) return saved;
      for (const code of browserLanguages()) {
        const base = code?.toLowerCase().split('-')[0];
        if (isLanguage(base)) return base;
      }
      return undefined;
    },
    cacheUserLanguage(language: string) {
      if (!isLanguage(language)) return;
      try {
        storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage refused (private mode): the choice lasts for this page only.
      }
    },
  };
}
