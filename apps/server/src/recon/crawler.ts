import type { DiscoverySource, PageKind } from '@spyglass/api/schema';
import { classifyBody, decodeBody } from '../monitor/extractor';
import type { Fetcher, FetchResult } from '../monitor/fetcher';
import type { HostPacer } from './hostPacer';
import { classifyPage } from './pageKinds';
import type { ParserPool } from './parserPool';
import type { HtmlReading, RobotsReading } from './parsing';
import { depthOf, looksLikePage, normaliseUrl, onSite } from './siteUrls';

/** A page a discovery found. */
export interface FoundPage {
  url: string;
  title: string | null;
  kind: PageKind;
}

export interface CrawlLimits {
  maxRequests: number;
  maxPages: number;
  titleFetches: number;
  intervalMs: number;
  maxCrawlDelayMs: number;
  maxInflatedBytes: number;
}

export interface CrawlProgress {
  pages: FoundPage[];
  requests: number;
  source: DiscoverySource | null;
}

export interface CrawlDeps {
  fetcher: Fetcher;
  parser: ParserPool;
  pacer: HostPacer;
  limits: CrawlLimits;
  /** Our product token, as robots.txt groups name crawlers ("SpyglassMonitor"). */
  agent: string;
  signal: AbortSignal;
  /** Called before every request with the progress so far; throws to stop the discovery (cancelled). */
  checkpoint(progress: CrawlProgress): Promise<void>;
}

/** The discovery could not reach the site at all: its one sentence for the person who asked. */
export class SiteUnreachableError extends Error {
  override name = 'SiteUnreachableError';
}

/** Sitemaps read at most per discovery (an index can name thousands). */
const MAX_SITEMAPS = 10;
/** Addresses kept from the sitemaps before choosing which to list. */
const MAX_SITEMAP_URLS = 5_000;
/** Links kept from one page. */
const MAX_LINKS = 500;
/** How far from the home page the crawl follows links. */
const MAX_LINK_DEPTH = 2;

/** Pages worth a person's attention first: the ones whose address names a kind, then the shallow ones. */
function rank(a: FoundPage, b: FoundPage): number {
  return Number(a.kind === 'other') - Number(b.kind === 'other') || depthOf(a.url) - depthOf(b.url);
}

/**
 * Discovers the pages of the site at `start`: its robots.txt (rules, Sitemap
 * lines, Crawl-delay), then its sitemaps (indexes and gzip included), or,
 * when it has none, the links of its home page and the pages they lead to;
 * then the most telling pages are fetched for their titles and headings.
 * Every request goes through the guarded fetcher, robots.txt is honoured,
 * requests to the host are spaced, and no more than `maxRequests` are made.
 */
export async function crawlSite(start: string, deps: CrawlDeps): Promise<CrawlProgress> {
  const { fetcher, parser, limits } = deps;
  const site = new URL(start);
  const found = new Map<string, FoundPage>();
  const fetched = new Set<string>();
  const progress: CrawlProgress = { pages: [], requests: 0, source: null };
  let intervalMs = limits.intervalMs;
  const budgetLeft = () => limits.maxRequests - progress.requests;

  const publish = () => {
    progress.pages = [...found.values()].sort(rank).slice(0, limits.maxPages);
  };

  async function request(url: string): Promise<FetchResult> {
    publish();
    await deps.checkpoint(progress);
    await deps.pacer.wait(new URL(url).host, intervalMs, deps.signal);
    if (deps.signal.aborted) throw deps.signal.reason ?? new Error('Discovery stopped');
    progress.requests += 1;
    return fetcher.fetch({ url, signal: deps.signal });
  }

  // 1. robots.txt: its rules, its Sitemap lines, its Crawl-delay.
  const robotsUrl = new URL('/robots.txt', site).href;
  const robotsAnswer = await request(robotsUrl);
  if (robotsAnswer.kind === 'error' && robotsAnswer.status === null) {
    // Not an HTTP answer: refused by the address policy, or nothing there to reach.
    throw new SiteUnreachableError(robotsAnswer.error);
  }
  const robotsText = robotsAnswer.kind === 'ok' ? decodeBody(robotsAnswer.body, robotsAnswer.contentType) : null;
  const robots = await parser.run({ kind: 'robots', robotsUrl, text: robotsText, agent: deps.agent, urls: [] });
  if (robots.crawlDelaySeconds)
    intervalMs = Math.max(intervalMs, Math.min(robots.crawlDelaySeconds * 1000, limits.maxCrawlDelayMs));

  const allowed = async (urls: string[]): Promise<boolean[]> => {
    if (robotsText === null || urls.length === 0) return urls.map(() => true);
    const reading: RobotsReading = await parser.run({
      kind: 'robots',
      robotsUrl,
      text: robotsText,
      agent: deps.agent,
      urls,
    });
    return reading.allowed;
  };
  const keepAllowed = async (urls: string[]) => {
    const verdicts = await allowed(urls);
    return urls.filter((_, index) => verdicts[index]);
  };
  const add = (url: string, title: string | null, kind = classifyPage({ url, title })) => {
    if (!found.has(url)) found.set(url, { url, title, kind });
  };

  // 2. Sitemaps: the ones robots.txt names, else the usual place.
  const sitemapQueue = robots.sitemaps.length > 0 ? [...robots.sitemaps] : [new URL('/sitemap.xml', site).href];
  const seenSitemaps = new Set(sitemapQueue);
  const sitemapPages: string[] = [];
  let sitemapsRead = 0;
  while (
    sitemapQueue.length > 0 &&
    sitemapsRead < MAX_SITEMAPS &&
    budgetLeft() > 1 &&
    sitemapPages.length < MAX_SITEMAP_URLS
  ) {
    const sitemapUrl = sitemapQueue.shift()!;
    sitemapsRead += 1;
    const answer = await request(sitemapUrl);
    if (answer.kind !== 'ok') continue;
    const reading = await parser.run({
      kind: 'sitemap',
      body: answer.body,
      maxUrls: MAX_SITEMAP_URLS,
      maxInflatedBytes: limits.maxInflatedBytes,
    });
    if (!reading.ok) continue;
    for (const page of reading.pages) if (onSite(page, site) && looksLikePage(page)) sitemapPages.push(page);
    for (const nested of reading.sitemaps) {
      if (!seenSitemaps.has(nested)) {
        seenSitemaps.add(nested);
        sitemapQueue.push(nested);
      }
    }
  }
  if (sitemapPages.length > 0) {
    progress.source = 'sitemap';
    for (const url of await keepAllowed([...new Set(sitemapPages)])) add(url, null);
  }

  // 3. No sitemap: the home page's links, and the links of the pages they lead to.
  if (found.size === 0) {
    progress.source = 'links';
    const startPage = normaliseUrl(start) ?? site.href;
    const frontier: { url: string; depth: number; text: string | null }[] = [{ url: startPage, depth: 0, text: null }];
    const home = new URL('/', site).href;
    if (home !== startPage) frontier.push({ url: home, depth: 0, text: null });
    let reached = false;
    let lastError: string | null = null;
    const queued = new Set(frontier.map((entry) => entry.url));
    while (frontier.length > 0 && budgetLeft() > 0 && found.size < limits.maxPages) {
      const next = frontier.shift()!;
      const [permitted] = await allowed([next.url]);
      if (!permitted) continue;
      const answer = await request(next.url);
      fetched.add(next.url);
      if (answer.kind === 'error') lastError = answer.error;
      if (answer.kind !== 'ok') continue;
      reached = true;
      const page = await readPage(answer);
      const url = normaliseUrl(answer.url) ?? next.url;
      if (page && onSite(url, site)) {
        found.delete(next.url);
        found.set(url, {
          url,
          title: page.title ?? next.text,
          kind: classifyPage({ url, title: page.title, headings: page.headings }),
        });
        if (next.depth < MAX_LINK_DEPTH) {
          const links = page.links.filter((link) => onSite(link.url, site) && looksLikePage(link.url));
          const permittedLinks = await keepAllowed(links.map((link) => link.url));
          for (const link of links.filter((each) => permittedLinks.includes(each.url))) {
            add(link.url, link.text || null, classifyPage({ url: link.url, title: link.text }));
            if (!queued.has(link.url)) {
              queued.add(link.url);
              frontier.push({ url: link.url, depth: next.depth + 1, text: link.text || null });
            }
          }
          // The telling pages first: a crawl with few requests should spend them on pricing, not on post 17.
          frontier.sort(
            (a, b) =>
              a.depth - b.depth ||
              rank(
                { url: a.url, title: a.text, kind: classifyPage({ url: a.url, title: a.text }) },
                { url: b.url, title: b.text, kind: classifyPage({ url: b.url, title: b.text }) },
              ),
          );
        }
      }
    }
    if (!reached && found.size === 0) {
      throw new SiteUnreachableError(lastError ?? 'The website has no page discovery could read');
    }
  }

  // 4. The most telling pages not read yet, read for their titles and headings.
  publish();
  const toRead = progress.pages.filter((page) => !fetched.has(page.url)).slice(0, limits.titleFetches);
  for (const candidate of toRead) {
    if (budgetLeft() <= 0) break;
    const [permitted] = await allowed([candidate.url]);
    if (!permitted) continue;
    const answer = await request(candidate.url);
    fetched.add(candidate.url);
    if (answer.kind !== 'ok') continue;
    const page = await readPage(answer);
    if (!page) continue;
    const entry = found.get(candidate.url);
    if (!entry) continue;
    entry.title = page.title ?? entry.title;
    entry.kind = classifyPage({ url: entry.url, title: page.title, headings: page.headings });
  }
  publish();
  return progress;

  async function readPage(answer: Extract<FetchResult, { kind: 'ok' }>): Promise<HtmlReading | null> {
    if (classifyBody(answer.contentType, answer.body.subarray(0, 512).toString('latin1')) !== 'html') return null;
    return parser.run({
      kind: 'html',
      body: answer.body,
      contentType: answer.contentType,
      url: answer.url,
      maxLinks: MAX_LINKS,
    });
  }
}
