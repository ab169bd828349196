import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from './i18nConfig';

/** Storage can be switched off or full; the language is then detected again next visit. */
function saved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC §9: the saved choice first, then the browser's languages in their order; i18next takes
 * the first it supports (a regional code counts for its language) and a choice is saved.
 * Two sources read in a few lines: a general-purpose detector would also bring cookies,
 * query strings, paths and subdomains, which the app never reads, onto the first screen.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    return [saved(), ...browser].filter((code): code is string => Boolean(code));
  },
  cacheUserLanguage(language) {
    // i18next's mode that shows keys instead of text is never anyone's choice.
    if (language === 'cimode') return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not saved: the next visit detects the language again.
    }
  },
};
