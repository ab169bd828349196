import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages, namespaces } from './i18nConfig';

const localesDir = resolve(__dirname, '../../../../locales');
/** Namespaces only the server reads: its mails, in the recipient's language. */
const serverNamespaces = ['mail'];

type Tree = { [key: string]: string | Tree };

function read(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Tree;
}

/** Every leaf as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '') : [];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Keys grouped by their base: `found_one`/`found_other` are one key `found`
 * whose plural forms differ by language (Polish has four, English two).
 */
function byBase(keys: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = out.get(base) ?? new Set<string>();
    if (match?.[1]) forms.add(match[1]);
    out.set(base, forms);
  }
  return out;
}

const pluralCategories = (lng: string) =>
  new Intl.PluralRules(lng).resolvedOptions().pluralCategories.map(String).sort();

const jsonFiles = (lng: string) =>
  existsSync(join(localesDir, lng)) ? readdirSync(join(localesDir, lng)).filter((name) => name.endsWith('.json')) : [];

describe('locale files', () => {
  const english = jsonFiles(fallbackLanguage);
  const englishNamespaces = english.map((file) => file.replace(/\.json$/, ''));

  it('English has a file for every namespace the app loads and the mails the server writes, and no other', () => {
    expect([...englishNamespaces].sort()).toEqual([...namespaces, ...serverNamespaces].sort());
  });

  it.each(languages.filter((lng) => lng !== fallbackLanguage))('%s has exactly the files English has', (lng) => {
    expect(jsonFiles(lng).sort()).toEqual([...english].sort());
  });

  describe.each([...languages])('%s', (lng) => {
    it.each(englishNamespaces)('%s has every English key and no other', (ns) => {
      const en = byBase(flatten(read(fallbackLanguage, ns)).keys());
      const other = byBase(flatten(read(lng, ns)).keys());
      const missing = [...en.keys()].filter((key) => !other.has(key));
      const extra = [...other.keys()].filter((key) => !en.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(englishNamespaces)('%s has the plural forms the language needs', (ns) => {
      const en = byBase(flatten(read(fallbackLanguage, ns)).keys());
      const other = byBase(flatten(read(lng, ns)).keys());
      for (const [base, forms] of other) {
        const plural = (en.get(base)?.size ?? 0) > 0;
        expect([...forms].sort(), `${lng}/${ns}: ${base}`).toEqual(plural ? pluralCategories(lng) : []);
      }
    });

    it.each(englishNamespaces)('%s texts are non-empty and use only English placeholders', (ns) => {
      const en = flatten(read(fallbackLanguage, ns));
      const enPlaceholders = new Map<string, Set<string>>();
      for (const [key, text] of en) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const set = enPlaceholders.get(base) ?? new Set<string>();
        placeholders(text).forEach((name) => set.add(name));
        if (PLURAL_SUFFIX.test(key)) set.add('count');
        enPlaceholders.set(base, set);
      }
      for (const [key, text] of flatten(read(lng, ns))) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lng}/${ns}: ${key} is empty`).toBe(true);
        const allowed = enPlaceholders.get(key.replace(PLURAL_SUFFIX, '')) ?? new Set<string>();
        for (const name of placeholders(text))
          expect(allowed.has(name), `${lng}/${ns}: ${key} uses {{${name}}}`).toBe(true);
        // A non-plural text keeps every variable English shows.
        if (!PLURAL_SUFFIX.test(key))
          expect(placeholders(text).sort(), `${lng}/${ns}: ${key}`).toEqual(placeholders(en.get(key)).sort());
      }
    });
  });
});
