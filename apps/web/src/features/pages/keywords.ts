/** "news, pricing ,  launch" → ['news', 'pricing', 'launch']: commas or new lines separate, blanks drop. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}
