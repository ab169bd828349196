import type { DiscoveredPage } from '@spyglass/api/schema';

/** Separators sites put between a page's name and their own ("Pricing | Acme", "Preise – Acme"). */
const SEPARATOR = /\s+[|–—·•:-]\s+|\s+::\s+/;
const NAME_MIN = 2;
const NAME_MAX = 255;

/** The last part of an address, in words: "/de/preise-und-pakete" → "Preise und pakete". */
function nameFromAddress(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const last = pathname.split('/').filter(Boolean).at(-1);
    if (!last) return hostname.replace(/^www\./, '');
    let words = last;
    try {
      words = decodeURIComponent(last);
    } catch {
      // Not encoded after all.
    }
    words = words
      .replace(/\.(html?|php|aspx?)$/i, '')
      .replace(/[-_+.]+/g, ' ')
      .trim();
    return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : hostname;
  } catch {
    return url;
  }
}

/**
 * The name a found page is added under unless the person changes it: its
 * title without the site's part, else its address's last part; always
 * within the page name's bounds.
 */
export function suggestedName(page: Pick<DiscoveredPage, 'title' | 'url'>): string {
  const title = page.title?.trim() ?? '';
  const first = title.split(SEPARATOR)[0]?.trim() ?? '';
  const name = first.length >= NAME_MIN ? first : title.length >= NAME_MIN ? title : nameFromAddress(page.url);
  const bounded = name.length >= NAME_MIN ? name : `${name} page`;
  return bounded.slice(0, NAME_MAX);
}
