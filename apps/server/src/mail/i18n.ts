import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';

/** The languages mails are written in: the app's six. */
export const mailLanguages = ['en', 'fr', 'de', 'es', 'pl', 'it'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export const toMailLanguage = (value: string | null | undefined): MailLanguage =>
  (mailLanguages as readonly string[]).includes(value ?? '') ? (value as MailLanguage) : 'en';

export type MailT = TFunction<'mail'>;

/** The namespaces mails read: their own texts, and the app's sentences for a change's facts. */
const mailNamespaces = ['mail', 'activity'] as const;

/**
 * Mail texts from locales/{lng}/mail.json, the files the translators keep
 * beside the app's, read once at start; a change's facts read as the app
 * tells them (activity.json, `facts`). i18next gives the same plural rules
 * and interpolation as the app; values are escaped by the templates.
 */
export function createMailTranslator(localesDir: string): (language: string | null | undefined) => MailT {
  const resources = Object.fromEntries(
    mailLanguages.map((language) => [
      language,
      Object.fromEntries(
        mailNamespaces.map((ns) => [
          ns,
          JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8')) as Record<string, unknown>,
        ]),
      ),
    ]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: [...mailNamespaces],
    defaultNS: 'mail',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (language) => instance.getFixedT(toMailLanguage(language), 'mail') as MailT;
}
