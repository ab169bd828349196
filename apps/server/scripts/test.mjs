// npm test for the server: the whole suite, on PostgreSQL when
// TEST_DATABASE_URL is set (as .ci/run sets it), else on PGlite.
//
// Some tests only mean something on PGlite (its maintenance, its session's
// prepared statements) and skip on PostgreSQL. With TEST_DATABASE_URL set, the
// files that hold such tests run once more without it, on PGlite, so the
// embedded database `npm start` uses loses none of its tests. Arguments (a file,
// `-t name`) go to vitest and run that selection alone.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** How a test says it needs PGlite (test/helpers/database.ts names the PostgreSQL server `testDatabaseUrl`). */
const PGLITE_ONLY = /\b(?:skipIf\(testDatabaseUrl\)|runIf\(!testDatabaseUrl\))/;

function testFiles(folder) {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => join(folder, path));
}

function vitest(args, env) {
  const run = spawnSync('vitest', ['run', ...args], { cwd: root, stdio: 'inherit', env });
  if (run.error) throw run.error;
  return run.status ?? 1;
}

const args = process.argv.slice(2);
let status = vitest(args, process.env);

if (process.env.TEST_DATABASE_URL && args.length === 0) {
  const pgliteFiles = [...testFiles('test'), ...testFiles('src')].filter((file) =>
    PGLITE_ONLY.test(readFileSync(join(root, file), 'utf8')),
  );
  if (pgliteFiles.length > 0) {
    console.log(`\nOn PGlite as well, for the tests that skip on PostgreSQL: ${pgliteFiles.join(', ')}\n`);
    const { TEST_DATABASE_URL: _postgres, ...pgliteEnv } = process.env;
    status = vitest(pgliteFiles, pgliteEnv) || status;
  }
}

process.exit(status);
