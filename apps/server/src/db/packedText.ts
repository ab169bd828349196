import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, brotliDecompressSync, constants } from 'node:zlib';

/**
 * Page texts and diffs are stored compressed: one byte names the codec, the
 * rest is the payload. Brotli, not zstd: zstd is still experimental in
 * Node 24's zlib, and on page text brotli at quality 6 packs tighter (about
 * 5.5x against 4.9x for zstd's level 3) and unpacks faster, for about 1.5 ms
 * per 40 KB on a reading thread. Rows written before compression were
 * converted in place with the `RAW` tag (their UTF-8 bytes as they were).
 */
const RAW = 0;
const BROTLI = 1;

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
  if (tag !== RAW && tag !== BROTLI) throw new Error(`A stored text has an unknown codec (${tag})`);
  return { tag, payload };
}

/** Compresses a text where blocking is fine (a reading thread). */
export function packTextSync(text: string): Buffer {
  const raw = Buffer.from(text, 'utf8');
  return tagged(BROTLI, brotliCompressSync(raw, brotliOptions(raw.byteLength)));
}

/** Compresses a text on libuv's thread pool, off the calling thread. */
export async function packText(text: string): Promise<Buffer> {
  const raw = Buffer.from(text, 'utf8');
  return tagged(BROTLI, await compressAsync(raw, brotliOptions(raw.byteLength)));
}

/** The text of a stored value, where blocking is fine (a reading thread). */
export function unpackTextSync(packed: Uint8Array): string {
  const { tag, payload } = payloadOf(packed);
  return (tag === RAW ? payload : brotliDecompressSync(payload)).toString('utf8');
}

/** The text of a stored value, decompressed on libuv's thread pool. */
export async function unpackText(packed: Uint8Array): Promise<string> {
  const { tag, payload } = payloadOf(packed);
  return (tag === RAW ? payload : await decompressAsync(payload)).toString('utf8');
}

/** Whether a stored value is still uncompressed (written before compression), to compress it later. */
export const isRawPacked = (packed: Uint8Array) => packed[0] === RAW;

/** A packed value as the bytea column takes it (bytes that crossed threads arrive as a plain Uint8Array). */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
