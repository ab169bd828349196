// Prints the gzip size of the JavaScript a visitor downloads to see /login:
// what index.html loads, and what its boot script preloads for the login
// screen (vite/bootScript.ts), which is what the router then imports. Fails
// when it passes the budget, or when the login page's styles lack the theme.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const initial = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1],
);
const bootConfig = /\}\)\((\{.*?\}), window\);<\/script>/s.exec(html)?.[1];
if (!bootConfig) throw new Error('index.html has no boot script configuration; is vite/bootPreloads.ts in the build?');
/** @type {import('../vite/bootScript').BootConfig} */
const config = JSON.parse(bootConfig);
const login = config.screens.find((screen) => !screen.signedIn && new RegExp(screen.pattern).test('/login'));
if (!login) throw new Error('The boot script knows no /login screen');
const files = [...new Set([...initial, ...login.files.map((index) => config.files[index])])];

const rows = files
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
const loginCss = files
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .join('\n');
if (!/:root\s*\{\s*--/.test(loginCss)) {
  console.error(
    'The style sheets /login loads do not define the theme variables on :root: the design tokens were dropped from the build.',
  );
  process.exit(1);
}
