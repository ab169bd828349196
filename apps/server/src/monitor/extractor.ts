import { type ChildNode, DomHandler, type Element, isTag, isText } from 'domhandler';
import { Parser } from 'htmlparser2';
import { cleanText } from './cleanText';
import { compileSelector, outermost, SelectorError, selectElements } from './selector';

export { SelectorError } from './selector';

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

/** Marks a block boundary while text is gathered; decoded text never carries it (see text()). */
const BREAK = '\u0000';

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
    const lines: string[] = [];
    for (const line of this.chunks.join('').replace(/\s+/g, ' ').split(BREAK)) {
      const trimmed = line.trim();
      if (trimmed.length > 0) lines.push(trimmed);
    }
    return lines.join('\n');
  }
}

/** HTML to normalised text with htmlparser2's streaming parser: no DOM is built. */
export function htmlToText(html: string): string {
  const collector = new TextCollector();
  let depth = 0;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        depth += 1;
        if (depth > MAX_DEPTH) throw tooDeep();
        collector.open(name, attributes);
      },
      onclosetag: (name) => {
        depth -= 1;
        collector.close(name);
      },
      ontext: (data) => collector.text(data),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return collector.result();
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
  const selectors = compileSelector(selector);
  const handler = new CappedDomHandler();
  new Parser(handler, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).end(html);
  const document = handler.root;
  let matches: Element[];
  try {
    matches = outermost(document, selectElements(document, selectors));
  } catch (error) {
    throw new SelectorError(`The CSS selector "${selector}" is not valid: ${(error as Error).message}`);
  }
  const collector = new TextCollector();
  for (const element of matches) {
    walk(element, collector);
    collector.breakLine();
  }
  return collector.result();
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

export type Extraction = { ok: true; text: string; kind: 'html' | 'text' } | { ok: false; error: string };

/** A response body to the text the monitor compares. */
export function extractText(bytes: Buffer, contentType: string | null, selector: string | null): Extraction {
  const body = decodeBody(bytes, contentType);
  const kind = classifyBody(contentType, body.slice(0, 1024));
  if (kind === 'other') {
    return { ok: false, error: `The page is not text (${mediaType(contentType) ?? 'unknown type'})` };
  }
  if (kind === 'text') return { ok: true, text: cleanText(normaliseText(body)), kind };
  const trimmedSelector = selector?.trim();
  try {
    if (!trimmedSelector) return { ok: true, text: cleanText(htmlToText(body)), kind };
    const text = cleanText(htmlToTextWithin(body, trimmedSelector));
    if (text.length === 0) {
      return { ok: false, error: `The CSS selector "${trimmedSelector}" matched no text on the page` };
    }
    return { ok: true, text, kind };
  } catch (error) {
    if (error instanceof SelectorError || error instanceof PageTooComplexError) {
      return { ok: false, error: cleanText(error.message) };
    }
    throw error;
  }
}
