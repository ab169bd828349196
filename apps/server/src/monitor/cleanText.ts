/**
 * NUL and unpaired UTF-16 surrogates. PostgreSQL refuses both (NUL in text,
 * a lone `\ud800` escape in jsonb), so a page that carries one would fail its
 * write; neither is anything a reader sees.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with what the database cannot store removed; everything else is kept as it is. */
export function cleanText(text: string): string {
  return text.replace(UNSTORABLE, '');
}
