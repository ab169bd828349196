import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  zstdCompressSync,
  zstdDecompress,
  zstdDecompressSync,
} from 'node:zlib';

/**
 * Page texts and diffs are stored compressed: one byte names the codec, the
 * rest is the payload. Brotli, not zstd: zstd is still experimental in
 * Node 24's zlib, and on page text brotli at quality 6 packs tighter (about
 * 5.5x against 4.9x for zstd's level 3) and unpacks faster, for about 1.5 ms
 * per 40 KB on a reading thread. Rows written before compression were
 * converted in place with the `RAW` tag (their UTF-8 bytes as they were).
 *
 * A snapshot may instead be stored as its difference from an earlier whole
 * snapshot of its page (its base): zstd with the base's text as dictionary,
 * where brotli has no such option in Node's zlib. A page changes a few lines
 * at a time, so such a value is tens of bytes instead of kilobytes, and it
 * stays inside its row instead of taking a TOAST page. Reading one needs its
 * base, which is always a whole text (differences are never chained).
 */
const RAW = 0;
const BROTLI = 1;
const DELTA = 2;

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const compressAsync = promisify(brotliCompress);
const decompressAsync = promisify(brotliDecompress);

/** A stored value: the codec's tag, then its payload, in one buffer of its own (so it can be moved between threads). */
function tagged(tag: number, payload: Uint8Array): Buffer {
  const out = Buffer.allocUnsafeSlow(payload.byteLength + 1);
  out[0] = tag;
  out.set(payload, 1);
  return out;
}

function payloadOf(packed: Uint8Array): { tag: number; payload: Buffer } {
  if (packed.byteLength === 0) throw new Error('A stored text has no codec tag');
  const payload = Buffer.from(packed.buffer, packed.byteOffset + 1, packed.byteLength - 1);
  const tag = packed[0]!;
  if (tag !== RAW && tag !== BROTLI && tag !== DELTA) throw new Error(`A stored text has an unknown codec (${tag})`);
  return { tag, payload };
}

/** Compresses a text's UTF-8 bytes where blocking is fine (a reading thread). */
export function packBytesSync(utf8: Uint8Array): Buffer {
  return tagged(BROTLI, brotliCompressSync(utf8, brotliOptions(utf8.byteLength)));
}

/** Compresses a text where blocking is fine (a reading thread). */
export const packTextSync = (text: string): Buffer => packBytesSync(Buffer.from(text, 'utf8'));

/** Compresses a text on libuv's thread pool, off the calling thread. */
export async function packText(text: string): Promise<Buffer> {
  const raw = Buffer.from(text, 'utf8');
  return tagged(BROTLI, await compressAsync(raw, brotliOptions(raw.byteLength)));
}

const zstdDecompressAsync = promisify(zstdDecompress);

/** A whole stored value's bytes (a base), or an error naming what is wrong with it. */
function wholeBytesSync(packed: Uint8Array): Buffer {
  const { tag, payload } = payloadOf(packed);
  if (tag === DELTA) throw new Error('A stored difference is not a whole text');
  return tag === RAW ? payload : brotliDecompressSync(payload);
}

async function wholeBytes(packed: Uint8Array): Promise<Buffer> {
  const { tag, payload } = payloadOf(packed);
  if (tag === DELTA) throw new Error('A stored difference is not a whole text');
  return tag === RAW ? payload : decompressAsync(payload);
}

function baseOf(base: Uint8Array | null | undefined): Uint8Array {
  if (!base) throw new Error('A stored difference was read without the text it is a difference from');
  return base;
}

/**
 * The text of a stored value, where blocking is fine (a reading thread);
 * `base` is the whole value a difference was made against (see `isDeltaPacked`).
 */
export const unpackTextSync = (packed: Uint8Array, base?: Uint8Array | null): string =>
  unpackStoredSync(packed, base).text;

/**
 * A stored value's text and the bytes of the whole value it rests on (its
 * own when it is whole, else its base's): what the page's next snapshot is
 * packed as a difference from. Blocks (a reading thread).
 */
export function unpackStoredSync(packed: Uint8Array, base?: Uint8Array | null): { text: string; wholeBytes: Buffer } {
  const { tag, payload } = payloadOf(packed);
  if (tag !== DELTA) {
    const wholeBytes = wholeBytesSync(packed);
    return { text: wholeBytes.toString('utf8'), wholeBytes };
  }
  const wholeBytes = wholeBytesSync(baseOf(base));
  return { text: zstdDecompressSync(payload, { dictionary: wholeBytes }).toString('utf8'), wholeBytes };
}

/** The text of a stored value, decompressed on libuv's thread pool; `base` as for `unpackTextSync`. */
export async function unpackText(packed: Uint8Array, base?: Uint8Array | null): Promise<string> {
  const { tag, payload } = payloadOf(packed);
  if (tag !== DELTA) return (await wholeBytes(packed)).toString('utf8');
  const dictionary = await wholeBytes(baseOf(base));
  return (await zstdDecompressAsync(payload, { dictionary })).toString('utf8');
}

/** Below this a whole value stays in its row anyway (PostgreSQL moves values of about 2 KB out): a difference saves little. */
const DELTA_FROM_BYTES = 1024;

/**
 * A new snapshot's stored value, from its text's UTF-8 bytes: a difference
 * from the last whole value's bytes (`lastWhole`, see `unpackStoredSync`)
 * when that is small, else the text packed whole (the base of the next
 * ones). A page changes a few lines at a time, and a difference of at most
 * a twentieth of the text is taken at once: packing the text whole only to
 * compare sizes would cost more than the rest of the comparison. A larger
 * one is kept when it is at most half the whole value.
 */
export function packSnapshotSync(utf8: Uint8Array, lastWhole: Uint8Array | null): Buffer {
  if (!lastWhole || utf8.byteLength < DELTA_FROM_BYTES) return packBytesSync(utf8);
  const delta = zstdCompressSync(utf8, { dictionary: lastWhole });
  if (delta.byteLength + 1 <= utf8.byteLength / 20) return tagged(DELTA, delta);
  const whole = packBytesSync(utf8);
  const smaller = whole.byteLength >= DELTA_FROM_BYTES && delta.byteLength + 1 <= whole.byteLength / 2;
  return smaller ? tagged(DELTA, delta) : whole;
}

/** A snapshot's text as read back: its stored value and, when that is a difference, the whole value it is made against. */
export interface StoredText {
  packed: Uint8Array;
  base: Uint8Array | null;
}

/** Whether a stored value is a difference, read with its base. */
export const isDeltaPacked = (packed: Uint8Array) => packed[0] === DELTA;

/** Whether a stored value is still uncompressed (written before compression), to compress it later. */
export const isRawPacked = (packed: Uint8Array) => packed[0] === RAW;

/** A packed value as the bytea column takes it (bytes that crossed threads arrive as a plain Uint8Array). */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
