import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Node flags `npm start` runs the server with, read from its script
 * (apps/server/package.json) so the benchmarks measure what users run:
 * `--liftoff-only` (PGlite's WebAssembly compiled by Liftoff alone, never
 * tiered up to TurboFan, whose optimised code for the PostgreSQL module costs
 * about 120 MB of RSS and, measured here, no query speed) and
 * `--max-semi-space-size=8` (a young generation of at most 2 x 8 MB: V8 in
 * Node 24 lets it grow to 2 x 64 MB during start-up and keeps it when idle).
 */
export function startFlags(serverRoot) {
  return JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'))
    .scripts.start.split(' ')
    .filter((word) => word.startsWith('--'));
}
