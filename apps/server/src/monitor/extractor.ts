import { selectAll } from 'css-select';
import { type ChildNode, type Element, isTag, isText } from 'domhandler';
import { Parser, parseDocument } from 'htmlparser2';

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
  const parser = new Parser(
    {
      onopentag: (name, attributes) => collector.open(name, attributes),
      onclosetag: (name) => collector.close(name),
      ontext: (data) => collector.text(data),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return collector.result();
}

export class SelectorError extends Error {
  override name = 'SelectorError';
}

/**
 * The text of the elements a CSS selector matches, in document order, each
 * read like a page of its own. A match inside another match counts once.
 */
export function htmlToTextWithin(html: string, selector: string): string {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  let matches: Element[];
  try {
    matches = selectAll<ChildNode, Element>(selector, document.children);
  } catch (error) {
    throw new SelectorError(`The CSS selector "${selector}" is not valid: ${(error as Error).message}`);
  }
  const chosen = new Set(matches);
  const outer = matches.filter((element) => {
    for (let parent = element.parent; parent; parent = parent.parent) {
      if (chosen.has(parent as Element)) return false;
    }
    return true;
  });
  const collector = new TextCollector();
  for (const element of outer) {
    walk(element, collector);
    collector.breakLine();
  }
  return collector.result();
}

function walk(node: ChildNode, collector: TextCollector): void {
  if (isText(node)) {
    collector.text(node.data);
    return;
  }
  if (!isTag(node)) return;
  collector.open(node.name, node.attribs);
  for (const child of node.children) walk(child, collector);
  collector.close(node.name);
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
  if (kind === 'text') return { ok: true, text: normaliseText(body), kind };
  const trimmedSelector = selector?.trim();
  if (!trimmedSelector) return { ok: true, text: htmlToText(body), kind };
  try {
    const text = htmlToTextWithin(body, trimmedSelector);
    if (text.length === 0) {
      return { ok: false, error: `The CSS selector "${trimmedSelector}" matched no text on the page` };
    }
    return { ok: true, text, kind };
  } catch (error) {
    if (error instanceof SelectorError) return { ok: false, error: error.message };
    throw error;
  }
}
