import { createHash } from 'node:crypto';
import { cleanText } from './cleanText';
import { diffTexts, type TextDiff } from './differ';
import { extractText } from './extractor';
import { findKeywords, type KeywordHit } from './keywords';

/** A fetched page to read: its bytes (moved, not copied, to the reading thread) and what to look for. */
export interface ReadTask {
  kind: 'read';
  body: Uint8Array;
  contentType: string | null;
  selector: string | null;
  keywords: string[];
  /** The hash of the page's last text: when the new text has it, the text itself is not sent back. */
  knownHash: string | null;
}

/** Two texts of one page to compare. */
export interface DiffTask {
  kind: 'diff';
  before: string;
  after: string;
}

export type ReaderTask = ReadTask | DiffTask;

/** `text` is null when it hashes to the known hash (nothing changed, nothing to store). */
export type PageReading =
  { ok: true; text: string | null; hash: string; hits: KeywordHit[] } | { ok: false; error: string };

export type ReaderResult<T extends ReaderTask> = T extends ReadTask ? PageReading : TextDiff;

/** Page bytes to the text the monitor compares, its hash and the watched keywords it holds. */
export function readPage(task: ReadTask): PageReading {
  const bytes = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  const extraction = extractText(bytes, task.contentType, task.selector);
  if (!extraction.ok) return extraction;
  const { text } = extraction;
  const hash = createHash('sha256').update(text).digest('hex');
  const hits = task.keywords.length > 0 ? findKeywords(text, task.keywords) : [];
  return {
    ok: true,
    text: hash === task.knownHash ? null : text,
    hash,
    hits: hits.map((hit) => ({ keyword: hit.keyword, excerpt: cleanText(hit.excerpt) })),
  };
}

/** Runs one task; the reading thread's whole job. */
export function runReaderTask(task: ReaderTask): PageReading | TextDiff {
  return task.kind === 'read' ? readPage(task) : diffTexts(task.before, task.after);
}
