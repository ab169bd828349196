import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 KB (API lists, translations) go out compressed, brotli or
 * gzip, to clients that accept it; the SPA's assets keep the copies the build
 * compressed (a response that already has an encoding is left alone).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Compressed per request, so a fast setting: most of the gain at a fraction of the cost of 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    // Request bodies stay as sent: a compressed upload could expand past the body limit.
    globalDecompression: false,
  });
}
