import { useTranslation } from 'react-i18next';

/**
 * The page schema speaks English (shared with the server); the form shows
 * each rule in the user's language. Unknown messages fall back to a generic
 * hint rather than English in another language.
 */
const messageKeys: Record<string, string> = {
  'Name must be at least 2 characters': 'validation.nameMin',
  'Name must be less than 255 characters': 'validation.nameMax',
  'Please enter a valid URL': 'validation.urlInvalid',
  'URL must be less than 2048 characters': 'validation.urlMax',
  'CSS selector must be less than 500 characters': 'validation.cssSelectorMax',
  'Keywords cannot be empty': 'validation.keywordEmpty',
  'Each keyword must be less than 100 characters': 'validation.keywordMax',
  'Watch at most 50 keywords per page': 'validation.keywordsMax',
};

export function pageMessageKey(message: string): string {
  return messageKeys[message] ?? 'validation.invalid';
}

type ErrorLike = { message?: string } | undefined;

/**
 * The first message of a field's error. A list field (the watched keywords)
 * carries its errors per item as well as for the whole list.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as ErrorLike)?.message;
  if (own) return own;
  for (const value of Object.values(error as Record<string, unknown>)) {
    const nested = value && typeof value === 'object' ? (value as ErrorLike)?.message : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** A page form field's error in the current language. */
export function usePageFieldError() {
  const { t } = useTranslation('pages');
  return (error: unknown): string | undefined => {
    const message = firstErrorMessage(error);
    return message ? t(pageMessageKey(message)) : undefined;
  };
}

/** "news, pricing ,  launch" → ['news', 'pricing', 'launch']: commas or new lines separate, blanks drop. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}
