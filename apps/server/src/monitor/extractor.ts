import { type ChildNode, type Document, DomHandler, type Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';
import { cleanText } from './cleanText';
import { BREAK, foldLines } from './foldLines';
import {
  compileSelector,
  elementsInOrder,
  openingTest,
  outermost,
  SelectorError,
  selectElements,
  type OpeningTest,
} from './selector';
import { EMPTY_STRUCTURE, MAX_STRUCTURED_DATA_CHARS, structureOf, type PageStructure } from './structure';

export { SelectorError } from './selector';

// A change to the text a page's bytes give raises READING_VERSION in bodyFingerprint.ts, so pages are read again.

/**
 * Deepest nesting read. Browsers stop nesting at 512 levels too; htmlparser2
 * keeps its open elements in an array it shifts, so each level deeper costs
 * every later tag more, and a page nested tens of thousands deep takes minutes.
 */
export const MAX_DEPTH = 512;
/** Elements in a page read with a CSS selector (its whole tree is built in memory). */
export const MAX_ELEMENTS = 200_000;

/** The page is built to be expensive to read; the check records why and moves on. */
export class PageTooComplexError extends Error {
  override name = 'PageTooComplexError';
}

const tooDeep = () => new PageTooComplexError(`The page nests elements more than ${MAX_DEPTH} levels deep`);

/** Elements whose content a reader never sees as text. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'iframe']);

/** Elements that start a new line of text. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'title',
  'tr',
  'ul',
]);

/** Table cells sit on their row's line, apart. */
const CELLS = new Set(['td', 'th']);

function hides(name: string, attributes: Record<string, string>): boolean {
  if (DROPPED.has(name)) return true;
  if ('hidden' in attributes) return true;
  return name === 'input' && attributes.type?.toLowerCase() === 'hidden';
}

/**
 * Builds normalised text from open/text/close calls: dropped elements
 * contribute nothing, block elements break lines, whitespace folds to one
 * space, blank lines disappear. Shared by the streaming path and the
 * selector path so both read a page the same way. Pieces are gathered and
 * folded once at the end: one pass over the text instead of one per line.
 */
class TextCollector {
  private readonly chunks: string[] = [];
  /** Depth inside a dropped element; 0 when text counts. */
  private skipping = 0;

  open(name: string, attributes: Record<string, string>): void {
    if (this.skipping > 0) {
      this.skipping += 1;
      return;
    }
    if (hides(name, attributes)) {
      this.skipping = 1;
      return;
    }
    if (BLOCKS.has(name)) this.chunks.push(BREAK);
    else if (CELLS.has(name)) this.chunks.push(' ');
  }

  close(name: string): void {
    if (this.skipping > 0) {
      this.skipping -= 1;
      return;
    }
    if (BLOCKS.has(name)) this.chunks.push(BREAK);
    else if (CELLS.has(name)) this.chunks.push(' ');
  }

  text(data: string): void {
    if (this.skipping > 0) return;
    this.chunks.push(data.includes(BREAK) ? data.replaceAll(BREAK, ' ') : data);
  }

  breakLine(): void {
    this.chunks.push(BREAK);
  }

  result(): string {
    return foldLines(this.chunks.join(''));
  }
}

const isJsonLd = (name: string, attributes: Record<string, string>) =>
  name === 'script' && (attributes.type ?? '').toLowerCase().includes('ld+json');

/** JSON-LD scripts as they stream by, up to MAX_STRUCTURED_DATA_CHARS in all. */
class JsonLdCollector {
  readonly scripts: string[] = [];
  private current: string[] | null = null;
  private size = 0;

  open(name: string, attributes: Record<string, string>): void {
    if (isJsonLd(name, attributes)) this.current = [];
  }

  text(data: string): void {
    if (!this.current || this.size + data.length > MAX_STRUCTURED_DATA_CHARS) return;
    this.current.push(data);
    this.size += data.length;
  }

  close(name: string): void {
    if (name !== 'script' || !this.current) return;
    this.scripts.push(this.current.join(''));
    this.current = null;
  }
}

/** What a page reads as: its normalised text and the facts of its markup. */
export interface PageText {
  text: string;
  structure: PageStructure;
}

/** HTML to normalised text with htmlparser2's streaming parser: no DOM is built. */
export function htmlToText(html: string): string {
  return readHtmlStreaming(html).text;
}

/**
 * The page read as it streams by. `removes` names elements whose text is
 * left out, tested as each opens (their structured data still counts, as
 * the tree reader reads it before it removes anything).
 */
function readHtmlStreaming(html: string, removes: OpeningTest | null = null): PageText {
  const collector = new TextCollector();
  const jsonLd = new JsonLdCollector();
  let depth = 0;
  /** Depth inside a removed element; 0 when its text counts. */
  let removed = 0;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        depth += 1;
        if (depth > MAX_DEPTH) throw tooDeep();
        jsonLd.open(name, attributes);
        if (removed > 0) removed += 1;
        else if (removes?.(name, attributes)) removed = 1;
        else collector.open(name, attributes);
      },
      onclosetag: (name) => {
        depth -= 1;
        jsonLd.close(name);
        if (removed > 0) removed -= 1;
        else collector.close(name);
      },
      ontext: (data) => {
        if (removed === 0) collector.text(data);
        jsonLd.text(data);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { text: collector.result(), structure: structureOf(jsonLd.scripts) };
}

/** htmlparser2's tree builder, stopped as soon as the page passes the depth or size cap. */
class CappedDomHandler extends DomHandler {
  private elements = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    this.elements += 1;
    if (this.elements > MAX_ELEMENTS) {
      throw new PageTooComplexError(`The page has more than ${MAX_ELEMENTS.toLocaleString('en')} elements`);
    }
    // The stack holds the document itself below the open elements.
    if (this.tagStack.length > MAX_DEPTH) throw tooDeep();
    super.onopentag(name, attribs);
  }
}

/**
 * The text of the elements a CSS selector matches, in document order, each
 * read like a page of its own. A match inside another match counts once.
 * The selector is checked before the page is parsed.
 */
export function htmlToTextWithin(html: string, selector: string): string {
  return readHtmlTree(html, selector, []).text;
}

/** The outermost elements a selector list matches; a selector that breaks while matching is named. */
function matchOutermost(document: Document, selector: string, compiled: ReturnType<typeof compileSelector>) {
  try {
    return outermost(document, selectElements(document, compiled));
  } catch (error) {
    throw new SelectorError(`The CSS selector "${selector}" is not valid: ${(error as Error).message}`);
  }
}

/** Takes an element out of the tree, keeping its siblings' links right. */
function detach(element: Element): void {
  const siblings = element.parent?.children;
  if (siblings) siblings.splice(siblings.indexOf(element), 1);
  if (element.prev) element.prev.next = element.next;
  if (element.next) element.next.prev = element.prev;
  element.parent = null;
  element.prev = null;
  element.next = null;
}

/**
 * A page read through its tree: the elements `remove` matches are taken out
 * first (cookie banners, testimonials), then the text of what `selector`
 * matches (the whole page without one). Every selector is checked before the
 * page is parsed.
 */
function readHtmlTree(html: string, selector: string | null, remove: string[]): PageText {
  const selectors = selector ? compileSelector(selector) : null;
  const removals = remove.map((each) => ({ selector: each, compiled: compileSelector(each) }));
  const handler = new CappedDomHandler();
  new Parser(handler, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).end(html);
  const document = handler.root;
  // Structured data is read from the whole page (it usually sits in <head>), before anything is removed.
  const jsonLd = elementsInOrder(document)
    .filter((element) => isJsonLd(element.name, element.attribs))
    .map((element) => element.children.map((child) => (isText(child) ? child.data : '')).join(''));
  for (const removal of removals) {
    for (const element of matchOutermost(document, removal.selector, removal.compiled)) detach(element);
  }
  const collector = new TextCollector();
  const roots: ChildNode[] = selectors ? matchOutermost(document, selector!, selectors) : [...document.children];
  for (const root of roots) {
    walk(root, collector);
    if (selectors) collector.breakLine();
  }
  return { text: collector.result(), structure: structureOf(capTotal(jsonLd)) };
}

/** The scripts up to MAX_STRUCTURED_DATA_CHARS in all, as the streaming reader keeps them. */
function capTotal(scripts: string[]): string[] {
  const kept: string[] = [];
  let size = 0;
  for (const script of scripts) {
    if (size + script.length > MAX_STRUCTURED_DATA_CHARS) break;
    kept.push(script);
    size += script.length;
  }
  return kept;
}

/** Feeds an element's subtree to the collector, depth first, with a stack of its own rather than recursion. */
function walk(root: ChildNode, collector: TextCollector): void {
  // A closing entry is the element whose children are all done.
  const stack: (ChildNode | { close: string })[] = [root];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if ('close' in entry) {
      collector.close(entry.close);
      continue;
    }
    if (isText(entry)) {
      collector.text(entry.data);
      continue;
    }
    if (!isTag(entry)) continue;
    collector.open(entry.name, entry.attribs);
    stack.push({ close: entry.name });
    for (let index = entry.children.length - 1; index >= 0; index -= 1) stack.push(entry.children[index]!);
  }
}

/** Plain text compared as it is, apart from line endings and trailing blanks. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

export type BodyKind = 'html' | 'text' | 'other';

const TEXT_TYPES = new Set([
  'application/json',
  'application/ld+json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/javascript',
  'application/x-ndjson',
  'application/yaml',
]);

export function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/** HTML, other text, or something the monitor cannot read (images, PDFs, archives). */
export function classifyBody(contentType: string | null, head: string): BodyKind {
  const type = mediaType(contentType);
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type && (type.startsWith('text/') || TEXT_TYPES.has(type) || type.endsWith('+json') || type.endsWith('+xml'))) {
    return 'text';
  }
  if (type && type !== 'application/octet-stream') return 'other';
  // No type (or a generic one): sniff the start the way a browser would.
  const start = head.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /<(head|body|div|p)[\s>]/.test(start))
    return 'html';
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000e-\u001a]/.test(start) ? 'other' : 'text';
}

function charsetOf(contentType: string | null, bytes: Buffer): string {
  const declared = contentType?.match(/charset\s*=\s*"?([\w.:-]+)"?/i)?.[1];
  if (declared) return declared;
  // A <meta charset> in the first kilobyte, as browsers look for it.
  const head = bytes.subarray(0, 1024).toString('latin1');
  const meta = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
  return meta ?? 'utf-8';
}

export function decodeBody(bytes: Buffer, contentType: string | null): string {
  const label = charsetOf(contentType, bytes);
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export type Extraction =
  { ok: true; text: string; kind: 'html' | 'text'; structure: PageStructure } | { ok: false; error: string };

/**
 * A response body to the text the monitor compares. `remove` names elements
 * taken out before reading (HTML only); `selector` narrows what is read.
 */
export function extractText(
  bytes: Buffer,
  contentType: string | null,
  selector: string | null,
  remove: string[] = [],
): Extraction {
  const body = decodeBody(bytes, contentType);
  const kind = classifyBody(contentType, body.slice(0, 1024));
  if (kind === 'other') {
    return { ok: false, error: `The page is not text (${mediaType(contentType) ?? 'unknown type'})` };
  }
  if (kind === 'text') return { ok: true, text: cleanText(normaliseText(body)), kind, structure: EMPTY_STRUCTURE };
  const trimmedSelector = selector?.trim() || null;
  const removals = remove.map((each) => each.trim()).filter(Boolean);
  try {
    // Without a selector, and with removals that need no tree, the streaming reader does it all: no tree is built.
    const removes = !trimmedSelector && removals.length > 0 ? openingTest(removals) : null;
    const read =
      !trimmedSelector && (removals.length === 0 || removes)
        ? readHtmlStreaming(body, removes)
        : readHtmlTree(body, trimmedSelector, removals);
    const text = cleanText(read.text);
    if (trimmedSelector && text.length === 0) {
      return { ok: false, error: `The CSS selector "${trimmedSelector}" matched no text on the page` };
    }
    return { ok: true, text, kind, structure: read.structure };
  } catch (error) {
    if (error instanceof SelectorError || error instanceof PageTooComplexError) {
      return { ok: false, error: cleanText(error.message) };
    }
    throw error;
  }
}
