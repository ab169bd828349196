/**
 * "news, pricing ,  launch" → ['news', 'pricing', 'launch']: commas or new
 * lines separate, blanks drop. A `/pattern/flags` keeps its commas
 * ("/\d{1,3},\d{3} teams/" is one keyword).
 */
export function parseKeywords(text: string): string[] {
  const parts = text.match(/\/(?:\\.|[^/\n])+\/[a-z]*(?=\s*(?:,|\n|$))|[^,\n]+/g) ?? [];
  return parts.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0);
}

/** One rule or selector per line, blank lines dropped (rules may hold commas). */
export function parseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
