/**
 * "news, pricing ,  launch" → ['news', 'pricing', 'launch']: commas or new
 * lines separate, blanks drop. A `/pattern/flags` keeps its commas
 * ("/\d{1,3},\d{3} teams/" is one keyword), wherever it stands in the list.
 */
export function parseKeywords(text: string): string[] {
  // A pattern may follow the separator's blanks: they are part of its match, so the
  // plain-text branch never starts at a blank and cuts the pattern at its comma.
  const parts = text.match(/[ \t]*\/(?:\\.|[^/\n])+\/[a-z]*(?=[ \t]*(?:,|\n|$))|[^,\n]+/g) ?? [];
  return parts.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0);
}

/** One rule or selector per line, blank lines dropped (rules may hold commas). */
export function parseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
