import activity from '../../../../locales/en/activity.json';
import { describeEvent, type DescribableEvent, type Translate } from './describeEvent';

const plural = new Intl.PluralRules('en');

/**
 * The English translations of the activity namespace without an i18n library,
 * for code that has no user language: the server's stored `description` and
 * the mock backend's. It reads i18next's JSON the way i18next does: nested
 * keys, `_one`/`_other` by `count`, `{{value}}` interpolation.
 */
export const englishText: Translate = (key, values) => {
  const [namespace, path] = key.split(':');
  if (namespace !== 'activity' || !path) throw new Error(`englishText knows the activity namespace only, not ${key}`);
  const parts = path.split('.');
  const leaf = parts.pop() as string;
  let node: unknown = activity;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const texts = (node ?? {}) as Record<string, unknown>;
  const template =
    (typeof values.count === 'number' ? texts[`${leaf}_${plural.select(values.count)}`] : undefined) ?? texts[leaf];
  if (typeof template !== 'string') throw new Error(`No English text for ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

/** An event's sentence in English: what the server stores as its `description`. */
export const describeEventInEnglish = (event: DescribableEvent): string => describeEvent(event, englishText, 'en');
