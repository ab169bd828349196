// Prints the gzip size of the JavaScript a visitor downloads to see /login:
// the entry chunk, the route chunks the router loads for /login, and every
// chunk they import statically. Fails when it passes the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// The lazy route modules the router resolves before it can show /login.
const loginRoutes = ['src/routes/auth/AuthRouteLayout.tsx', 'src/routes/auth/LoginRoute.tsx'];
const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);

const files = new Set();
const styleSheets = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) styleSheets.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
[...entries, ...loginRoutes].forEach(collect);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('\nInitial JavaScript for /login (gzip -9):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}  (${kb(row.raw)} KB raw)`);
console.log(`  ${kb(total).padStart(7)} KB  total, budget ${BUDGET_KB} KB\n`);
if (total > BUDGET_KB * 1024) {
  console.error(`The /login route needs ${kb(total)} KB of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}

// The design tokens are CSS variables on :root from a side-effect import in
// @spyglass/ui; if tree-shaking drops it, every spacing and size token is
// undefined and controls collapse to their text (too small to tap) without any error.
const loginCss = [...styleSheets].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
if (!/:root\s*\{\s*--/.test(loginCss)) {
  console.error(
    'The style sheets /login loads do not define the theme variables on :root: the design tokens were dropped from the build.',
  );
  process.exit(1);
}
