import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Walks up from this module until `relative` exists. The same code runs from
 * src/ (tsx, vitest) and from the bundled dist/main.js, whose depths differ.
 */
export function findUp(relative: string, from: string = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The generated SQL migrations (apps/server/drizzle). */
export function migrationsFolder(): string {
  const journal = findUp(join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error('The database migrations (drizzle/meta/_journal.json) were not found');
  return dirname(dirname(journal));
}
