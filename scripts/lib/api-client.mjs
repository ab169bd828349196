// The typed API client for scripts that run on plain Node (the audit, the API
// benchmark): the built @spyglass/api, as tsup writes it to packages/api/dist.
// Its TypeScript sources are not importable here: Node 24 strips types, but
// the sources import each other without file extensions, which only a bundler
// or a TypeScript loader resolves. The builds these scripts run first
// (turbo's `build` of the web app or the server) build @spyglass/api too.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'packages',
  'api',
  'dist',
  'client',
  'index.js',
);
if (!existsSync(entry)) {
  throw new Error(
    'packages/api/dist is missing: run `npm run build -w @spyglass/api` (the root `npm run audit` and `npm run bench:api` build it).',
  );
}

/** @type {typeof import('../../packages/api/src/client')} */
const client = await import(pathToFileURL(entry).href);

export const { ApiError, createApiClient } = client;

/**
 * The client against `baseUrl`, signed in with `token` (or anonymous).
 * @param {string} baseUrl
 * @param {string | null} [token]
 */
export const apiAt = (baseUrl, token = null) => createApiClient({ baseUrl, getToken: () => token });
