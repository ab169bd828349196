import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { Parser } from 'htmlparser2';
import robotsParser from 'robots-parser';
import { cleanText } from '../monitor/cleanText';
import { decodeBody, MAX_DEPTH } from '../monitor/extractor';
import { normaliseUrl } from './siteUrls';

/**
 * Reading what a discovery fetched: robots.txt, sitemaps (XML, gzip, plain
 * text) and HTML pages. Strangers write all of it, so these run on the
 * parsing thread under a time limit (parserThread.ts), never on the thread
 * that answers the API.
 */

export interface RobotsTask {
  kind: 'robots';
  /** Where the rules came from (their Sitemap lines resolve against it). */
  robotsUrl: string;
  /** The file, or null when the site has none (everything is allowed). */
  text: string | null;
  /** Our user agent's product token, as robots.txt groups name it. */
  agent: string;
  /** Addresses to ask about. */
  urls: string[];
}

export interface RobotsReading {
  kind: 'robots';
  sitemaps: string[];
  /** Seconds the site asks between requests, when it asks. */
  crawlDelaySeconds: number | null;
  /** One answer per asked address. */
  allowed: boolean[];
}

export interface SitemapTask {
  kind: 'sitemap';
  body: Uint8Array;
  /** Addresses kept from one file at most. */
  maxUrls: number;
  /** A compressed sitemap is refused once it inflates past this. */
  maxInflatedBytes: number;
}

export type SitemapReading =
  { kind: 'sitemap'; ok: true; pages: string[]; sitemaps: string[] } | { kind: 'sitemap'; ok: false; error: string };

export interface HtmlTask {
  kind: 'html';
  body: Uint8Array;
  contentType: string | null;
  /** The page's address, for its relative links. */
  url: string;
  maxLinks: number;
}

export interface HtmlLink {
  url: string;
  text: string;
}

export interface HtmlReading {
  kind: 'html';
  title: string | null;
  /** The first h1 and h2 texts. */
  headings: string[];
  links: HtmlLink[];
}

export type ParseTask = RobotsTask | SitemapTask | HtmlTask;
export type ParseResult<T extends ParseTask> = T extends RobotsTask
  ? RobotsReading
  : T extends SitemapTask
    ? SitemapReading
    : HtmlReading;

/** robots.txt files past this size are read only this far (Google reads 500 KiB). */
const ROBOTS_MAX_CHARS = 500 * 1024;

export function readRobots(task: RobotsTask): RobotsReading {
  if (task.text === null) {
    return { kind: 'robots', sitemaps: [], crawlDelaySeconds: null, allowed: task.urls.map(() => true) };
  }
  const robots = robotsParser(task.robotsUrl, task.text.slice(0, ROBOTS_MAX_CHARS));
  const sitemaps = robots
    .getSitemaps()
    .map((sitemap) => normaliseUrl(sitemap, task.robotsUrl))
    .filter((sitemap): sitemap is string => sitemap !== null);
  const delay = robots.getCrawlDelay(task.agent);
  return {
    kind: 'robots',
    sitemaps: [...new Set(sitemaps)],
    crawlDelaySeconds: typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : null,
    // robots-parser answers undefined for an address of another host: not ours to judge, so allowed.
    allowed: task.urls.map((url) => robots.isAllowed(url, task.agent) !== false),
  };
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The five XML entities and character references; a sitemap needs no more (and DTD entities are never expanded). */
function decodeXmlText(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => safeCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => safeCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const safeCodePoint = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function locsOf(entries: unknown, maxUrls: number): string[] {
  const found: string[] = [];
  for (const entry of asArray(entries)) {
    if (found.length >= maxUrls) break;
    const loc = (entry as { loc?: unknown } | null)?.loc;
    if (typeof loc !== 'string' && typeof loc !== 'number') continue;
    const url = normaliseUrl(decodeXmlText(String(loc)));
    if (url) found.push(url);
  }
  return found;
}

/**
 * A sitemap or sitemap index (sitemaps.org), gzip-compressed or not, or a
 * plain-text sitemap (one address per line). Answers the page addresses and
 * the further sitemaps it names.
 */
export function readSitemap(task: SitemapTask): SitemapReading {
  let bytes = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: task.maxInflatedBytes });
    } catch (error) {
      const code = (error as { code?: string }).code;
      return {
        kind: 'sitemap',
        ok: false,
        error:
          code === 'ERR_BUFFER_TOO_LARGE'
            ? `The compressed sitemap is larger than ${Math.round(task.maxInflatedBytes / 1024 / 1024)} MB unpacked`
            : 'The compressed sitemap could not be unpacked',
      };
    }
  }
  const text = cleanText(new TextDecoder('utf-8').decode(bytes)).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (!start.startsWith('<')) {
    const pages = start
      .split(/\r?\n/)
      .slice(0, task.maxUrls * 2)
      .map((line) => normaliseUrl(line))
      .filter((url): url is string => url !== null)
      .slice(0, task.maxUrls);
    return { kind: 'sitemap', ok: true, pages, sitemaps: [] };
  }
  let document: Record<string, unknown>;
  try {
    const parser = new XMLParser({
      ignoreAttributes: true,
      removeNSPrefix: true,
      // Entities are decoded by hand (decodeXmlText): no DOCTYPE entity is ever expanded.
      processEntities: false,
      parseTagValue: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
    });
    document = parser.parse(text) as Record<string, unknown>;
  } catch {
    return { kind: 'sitemap', ok: false, error: 'The sitemap is not valid XML' };
  }
  const urlset = document.urlset as { url?: unknown } | undefined;
  const index = document.sitemapindex as { sitemap?: unknown } | undefined;
  if (!urlset && !index) return { kind: 'sitemap', ok: false, error: 'The file is not a sitemap' };
  return {
    kind: 'sitemap',
    ok: true,
    pages: urlset ? locsOf(urlset.url, task.maxUrls) : [],
    sitemaps: index ? locsOf(index.sitemap, task.maxUrls) : [],
  };
}

const TEXT_MAX = 300;
const HEADINGS_MAX = 6;
const fold = (text: string) => cleanText(text.replace(/\s+/g, ' ').trim()).slice(0, TEXT_MAX);

/**
 * A page's title, first headings and links, read in one streaming pass
 * (no tree is built). Links resolve against the page's address or its
 * <base href>; what is not a web address is dropped. Reading stops at the
 * nesting limit the monitor uses, keeping what was read so far.
 */
export function readHtml(task: HtmlTask): HtmlReading {
  const html = decodeBody(Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength), task.contentType);
  let base = task.url;
  let title: string | null = null;
  const headings: string[] = [];
  const links: HtmlLink[] = [];
  const seen = new Set<string>();
  let depth = 0;
  let inTitle = false;
  let titleText = '';
  let heading: string | null = null;
  let anchor: { url: string | null; text: string } | null = null;
  let skipping = 0;

  class Stop extends Error {}
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (depth > MAX_DEPTH) throw new Stop();
        if (skipping > 0 || name === 'script' || name === 'style' || name === 'template' || name === 'noscript') {
          skipping += 1;
          return;
        }
        if (name === 'base' && attributes.href) base = normaliseUrl(attributes.href, task.url) ?? base;
        else if (name === 'title' && title === null) inTitle = true;
        else if ((name === 'h1' || name === 'h2') && headings.length < HEADINGS_MAX) heading = '';
        else if (name === 'a' && links.length < task.maxLinks) {
          const href = attributes.href;
          const rel = (attributes.rel ?? '').toLowerCase();
          anchor = { url: href && !rel.includes('nofollow') ? normaliseUrl(href, base) : null, text: '' };
        }
      },
      ontext(data) {
        if (skipping > 0) return;
        if (inTitle) titleText += data;
        if (heading !== null) heading += data;
        if (anchor) anchor.text += data;
      },
      onclosetag(name) {
        depth -= 1;
        if (skipping > 0) {
          skipping -= 1;
          return;
        }
        if (name === 'title' && inTitle) {
          inTitle = false;
          title = fold(titleText) || null;
        } else if ((name === 'h1' || name === 'h2') && heading !== null) {
          const text = fold(heading);
          if (text) headings.push(text);
          heading = null;
        } else if (name === 'a' && anchor) {
          if (anchor.url && !seen.has(anchor.url)) {
            seen.add(anchor.url);
            links.push({ url: anchor.url, text: fold(anchor.text) });
          }
          anchor = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  try {
    parser.end(html);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return { kind: 'html', title, headings, links };
}

/** Runs one task: the parsing thread's whole job. */
export function runParseTask(task: ParseTask): RobotsReading | SitemapReading | HtmlReading {
  switch (task.kind) {
    case 'robots':
      return readRobots(task);
    case 'sitemap':
      return readSitemap(task);
    case 'html':
      return readHtml(task);
  }
}
