import { createHash } from 'node:crypto';
import type { Classification } from '@spyglass/api/schema';
import {
  packBytesSync,
  packSnapshotSync,
  packTextSync,
  unpackStoredSync,
  unpackTextSync,
  type StoredText,
} from '../db/packedText';
import { classifyChange } from './classify/classifyChange';
import { cleanText } from './cleanText';
import { diffTexts, type TextDiff } from './differ';
import { extractText } from './extractor';
import { findKeywords, type KeywordHit } from './keywords';
import { checkRules, type RuleProblem, type RulesToCheck } from './noise/checkRules';
import {
  applyRules,
  compileRules,
  previewRules,
  type CompiledRules,
  type NoiseRules,
  type RulesPreview,
} from './noise/pageRules';
import { EMPTY_STRUCTURE, type PageStructure } from './structure';

/** A fetched page to read: its bytes and what to look for. */
export interface ReadTask {
  kind: 'read';
  body: Uint8Array;
  contentType: string | null;
  selector: string | null;
  /** Elements taken out before the page is read. */
  removeSelectors: string[];
  keywords: string[];
  /** What is left out of the comparison (the hash is taken after them). */
  rules: NoiseRules;
  /** The hash of the page's last compared text: when the new one has it, the text itself is not sent back. */
  knownHash: string | null;
}

/**
 * Two texts of one page (as read, before rules) to compare and classify:
 * `before` the last snapshot as stored, null for a page without one; `after`
 * the new text's UTF-8 bytes, packed here as it is to be stored.
 */
export interface DiffTask {
  kind: 'diff';
  before: StoredText | null;
  after: Uint8Array;
  rules: NoiseRules;
  /** What the classifier reads besides the texts. */
  page: { url: string; name: string };
  /** The markup's facts of the last snapshot (null when it was stored without them) and of the new one. */
  structureBefore: PageStructure | null;
  structureAfter: PageStructure;
}

/** Watched keywords to find in a stored text (a previous snapshot, for the sentence a keyword left). */
export interface FindTask {
  kind: 'find';
  stored: StoredText;
  keywords: string[];
}

/** Rules to try on a stored text (the last snapshot; null when there is none) before they are saved. */
export interface PreviewTask {
  kind: 'preview';
  stored: StoredText | null;
  rules: NoiseRules;
}

/** A page's patterns and selectors to compile before they are saved. */
export interface CheckRulesTask {
  kind: 'check-rules';
  rules: RulesToCheck;
}

/**
 * Several fetched pages to read in one go: their bytes side by side in one
 * shared buffer (seen by the thread, never copied through a message, and
 * still there for a retry if the thread dies), each page's place in it.
 */
export interface ReadBatchTask {
  kind: 'read-batch';
  bodies: SharedArrayBuffer;
  pages: (Omit<ReadTask, 'kind' | 'body'> & { offset: number; length: number })[];
}

// Pages are read in batches (one page is a batch of one); ReadTask is one page of a batch.
export type ReaderTask = ReadBatchTask | DiffTask | FindTask | PreviewTask | CheckRulesTask;

/**
 * The page's text as read, when its compared text is new. With no known
 * hash it is the page's first text, stored as it is: compressed here, as
 * stored (db/packedText.ts). Otherwise it is still to be compared with the
 * last snapshot, which packs it (as a difference from that snapshot when
 * small): its UTF-8 bytes.
 */
export type NewPageText = { packed: Uint8Array } | { utf8: Uint8Array };

/**
 * `text` is null when the page's compared text hashes to the known hash
 * (nothing changed: nothing to compress, send back or store).
 */
export type PageReading =
  | { ok: true; text: NewPageText | null; hash: string; hits: KeywordHit[]; structure: PageStructure }
  | { ok: false; error: string };

/**
 * A change: its diff after the rules (also compressed, as it is stored), and
 * what it is about. `packedSnapshot` is the new text as it is to be stored:
 * a difference from the last whole snapshot (the last one, or the base it
 * is a difference from; see `isDeltaPacked`), or whole.
 */
export interface ComparedChange extends TextDiff {
  packedDiff: Uint8Array;
  classification: Classification;
  packedSnapshot: Uint8Array;
}

/**
 * The page's last snapshot could not be read (a damaged value, or the whole
 * snapshot it is a difference from is missing): nothing to compare with.
 * The new text comes back packed whole, to start over from.
 */
export interface UnreadableSnapshot {
  unreadable: string;
  packedText: Uint8Array;
}

export type ReaderResult<T extends ReaderTask> = T extends ReadBatchTask
  ? PageReading[]
  : T extends DiffTask
    ? ComparedChange | UnreadableSnapshot
    : T extends FindTask
      ? KeywordHit[]
      : T extends PreviewTask
        ? RulesPreview
        : RuleProblem[];

/** The last rules compiled on this thread: a page's rules are the same check after check. */
const compiledCache = new Map<string, CompiledRules>();
const CACHE_SIZE = 256;

function compiled(rules: NoiseRules): CompiledRules {
  const key = JSON.stringify([rules.ignoreRules, rules.ignorePresets]);
  let entry = compiledCache.get(key);
  if (entry) {
    // Most recently used last, so the oldest goes first when the cache is full.
    compiledCache.delete(key);
  } else {
    entry = compileRules(rules);
    if (compiledCache.size >= CACHE_SIZE) compiledCache.delete(compiledCache.keys().next().value!);
  }
  compiledCache.set(key, entry);
  return entry;
}

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The hash a page is compared by: its compared text, and the job postings
 * of its markup when it has any (a job board drawn by script in the browser
 * changes only there). A page without them hashes as its text alone.
 */
export function hashPage(comparedText: string, structure: PageStructure): string {
  if (structure.jobs.length === 0) return hashText(comparedText);
  return hashText(`${comparedText}\n\u0000${JSON.stringify(structure.jobs)}`);
}

const cleanHits = (hits: KeywordHit[]) =>
  hits.map((hit) => ({ keyword: hit.keyword, excerpt: cleanText(hit.excerpt) }));

/**
 * Page bytes to the text the monitor stores, the hash of the text it
 * compares (after the page's rules) and the watched keywords the page holds.
 * Keywords are looked for in the page as read: a rule hides a line from
 * the comparison, not from the words a person asked to watch.
 */
export function readPage(task: ReadTask): PageReading {
  const bytes = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  const extraction = extractText(bytes, task.contentType, task.selector, task.removeSelectors);
  if (!extraction.ok) return extraction;
  const { text, structure } = extraction;
  const hash = hashPage(applyRules(text, compiled(task.rules)), structure);
  const hits = task.keywords.length > 0 ? findKeywords(text, task.keywords) : [];
  return { ok: true, text: newText(text, hash, task.knownHash), hash, hits: cleanHits(hits), structure };
}

function newText(text: string, hash: string, knownHash: string | null): NewPageText | null {
  if (hash === knownHash) return null;
  return knownHash === null ? { packed: packTextSync(text) } : { utf8: Buffer.from(text, 'utf8') };
}

class UnreadableSnapshotError extends Error {}

/** The last snapshot's text and the whole value's bytes it rests on; null for a page without one. */
function lastSnapshot(before: StoredText | null) {
  if (!before) return null;
  try {
    return unpackStoredSync(before.packed, before.base);
  } catch (error) {
    throw new UnreadableSnapshotError(error instanceof Error ? error.message : String(error));
  }
}

/** The change between two texts of a page after its rules: the line diff, then its kind and facts. */
export function comparePage(task: DiffTask): ComparedChange {
  const rules = compiled(task.rules);
  const asRead = Buffer.from(task.after.buffer, task.after.byteOffset, task.after.byteLength).toString('utf8');
  const last = lastSnapshot(task.before);
  const before = applyRules(last?.text ?? '', rules);
  const after = applyRules(asRead, rules);
  const { blocks, ...diff } = diffTexts(before, after);
  const classification = classifyChange({
    url: task.page.url,
    pageName: task.page.name,
    beforeLines: before.length === 0 ? [] : before.split('\n'),
    afterLines: after.length === 0 ? [] : after.split('\n'),
    blocks,
    structureBefore: task.structureBefore,
    structureAfter: task.structureAfter,
  });
  const packedSnapshot = packSnapshotSync(task.after, last?.wholeBytes ?? null);
  return { ...diff, packedDiff: packTextSync(diff.diff), classification, packedSnapshot };
}

/** Reads a batch's pages one after another; `beginning` is told as each starts (its time limit counts from there). */
export function readBatch(task: ReadBatchTask, beginning: (index: number) => void): PageReading[] {
  return task.pages.map(({ offset, length, ...page }, index) => {
    beginning(index);
    // A copy of the page's own, on this thread: decoders refuse views of shared memory.
    const body = new Uint8Array(task.bodies, offset, length).slice();
    return readPage({ kind: 'read', body, ...page });
  });
}

/** Runs one task; the reading thread's whole job. A batch tells `beginning` as each of its pages starts. */
export function runReaderTask(
  task: ReaderTask,
  beginning: (index: number) => void = () => undefined,
): ReaderResult<ReaderTask> {
  switch (task.kind) {
    case 'read-batch':
      return readBatch(task, beginning);
    case 'diff':
      try {
        return comparePage(task);
      } catch (error) {
        if (error instanceof UnreadableSnapshotError)
          return { unreadable: error.message, packedText: packBytesSync(task.after) };
        throw error;
      }
    case 'find':
      return cleanHits(findKeywords(unpackTextSync(task.stored.packed, task.stored.base), task.keywords));
    case 'preview':
      return previewRules(
        task.stored ? unpackTextSync(task.stored.packed, task.stored.base) : '',
        compileRules(task.rules),
      );
    case 'check-rules':
      return checkRules(task.rules);
  }
}

export { EMPTY_STRUCTURE };
