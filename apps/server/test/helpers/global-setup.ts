import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../../src/db';
import { migrationsFolder } from '../../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Initialising PGlite and migrating takes seconds; loading a migrated dump
 * takes under one. The suite makes the dump once (per migration set) and
 * every test database starts from it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const journal = readFileSync(join(migrationsFolder(), 'meta', '_journal.json'));
  const version = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `spyglass-pglite-template-${version}.tar`);
  if (!existsSync(file)) {
    const database = await usePglite(await PGlite.create());
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
