/**
 * Addresses as discovery compares them: one spelling per page, and which
 * ones belong to the site being discovered.
 */

/** Tracking parameters that make one page look like many. */
const TRACKING = /^(utm_\w+|gclid|fbclid|mc_cid|mc_eid|ref|_ga)$/i;

/**
 * One spelling of an address: http(s) only, no fragment, no tracking
 * parameters, no default port, the host in lower case; null for anything
 * that is not a web address.
 */
export function normaliseUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  url.search = url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : '';
  return url.href;
}

/** The host without a leading "www.", so example.com and www.example.com are one site. */
export function siteHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** Whether an address is on the site (same host, "www." aside, either scheme). */
export function onSite(url: string, site: URL): boolean {
  try {
    return siteHost(new URL(url)) === siteHost(site);
  } catch {
    return false;
  }
}

/** The same address whatever its trailing slash: how "already monitored" compares a found page with a watched one. */
export function comparableUrl(raw: string): string {
  const normal = normaliseUrl(raw);
  if (!normal) return raw;
  const url = new URL(normal);
  url.protocol = 'https:';
  url.hostname = siteHost(url);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** Files that are not pages: a sitemap or a crawl lists them, nobody watches them. */
const NOT_PAGES = /\.(jpe?g|png|gif|webp|svg|ico|css|js|mjs|json|xml|gz|zip|pdf|mp4|mp3|woff2?|ttf|eot)$/i;

export function looksLikePage(url: string): boolean {
  try {
    return !NOT_PAGES.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A name for a page nothing else names: its address's last part, in words ("pricing-plans" → "Pricing plans"). */
export function nameFromUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return siteHost(url);
  let words: string;
  try {
    words = decodeURIComponent(last);
  } catch {
    words = last;
  }
  words = words
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/[-_+.]+/g, ' ')
    .trim();
  if (!words) return siteHost(url);
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** How deep an address is: "/" is 0, "/blog/post" is 2. Shallow pages matter more. */
export function depthOf(url: string): number {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).length;
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}
