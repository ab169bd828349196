// Prints the gzip size of the JavaScript a visitor downloads to see /login:
// what index.html loads, and what the router then imports for the login
// screen: the `login` file vite/codeSplitting.ts puts it in, with that file's
// static imports, read from the build's manifest; and the same for a signed-in
// project page (the shell's `signed-in` file and its imports). Fails when either
// passes its budget, when index.html asks for a file twice, when the signed-in
// page's files import the public screens', the forms' or the sections' file, when
// /login's files carry React Router's development build, or when the login page's
// styles lack the theme.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 119.8 KB on 2026-11-27: the budget is the target (React, the router and i18next are about 106 of
// it), so a library or a screen that slips onto the first screen fails the build.
const BUDGET_KB = 120;
// 257.4 KB on 2026-11-27 (302.2 before the shared, forms and sections files); a little above, likewise.
const SIGNED_IN_BUDGET_KB = 265;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const initial = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1],
);
/** @type {Record<string, { file: string, name?: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/** A module's file, its static imports' files and their style sheets: what importing it downloads. */
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}; was it moved or renamed?`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};
/** The key of the file vite/codeSplitting.ts names `name`. */
const groupKey = (name) => {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.name === name && !manifest[candidate]?.isEntry,
  );
  if (!key) throw new Error(`The build has no ${name} file; does vite/codeSplitting.ts still make one?`);
  return key;
};
const files = [...new Set([...initial, ...closure(groupKey('login'))])];

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Prints the JavaScript among `paths`, largest first, and returns its gzipped total. */
const report = (title, paths) => {
  const rows = paths
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const source = readFileSync(join(dist, file));
      return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${title} (gzip -9):`);
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}  (${kb(row.raw)} KB raw)`);
  return rows.reduce((sum, row) => sum + row.gzip, 0);
};

// A signed-in page runs the shell's file and what it imports; the public screens' code, the
// forms' library and the sidebar's other sections are not among them (vite/codeSplitting.ts).
const signedIn = [...new Set([...initial, ...closure(groupKey('signed-in'))])];
const signedInTotal = report('Initial JavaScript for a signed-in project page', signedIn);
console.log(`  ${kb(signedInTotal).padStart(7)} KB  total, budget ${SIGNED_IN_BUDGET_KB} KB`);
if (signedInTotal > SIGNED_IN_BUDGET_KB * 1024) {
  console.error(
    `A signed-in project page needs ${kb(signedInTotal)} KB of gzipped JavaScript, over the ${SIGNED_IN_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
const strays = ['public', 'forms', 'sections'].filter((name) => signedIn.includes(manifest[groupKey(name)].file));
if (strays.length > 0) {
  console.error(`A signed-in page's script imports the ${strays.join(', ')} file(s): a shared module left its group.`);
  process.exit(1);
}

const total = report('Initial JavaScript for /login', files);
console.log(`  ${kb(total).padStart(7)} KB  total, budget ${BUDGET_KB} KB\n`);
if (total > BUDGET_KB * 1024) {
  console.error(`The /login route needs ${kb(total)} KB of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}

// index.html asks for each file once: Vite names the boot file for preloading too, which
// vite.config.ts (earlyScript) drops, matching Vite's markup; a changed markup shows here.
const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
const twice = named.filter((file, i) => named.indexOf(file) !== i);
if (twice.length > 0) {
  console.error(`index.html asks for ${[...new Set(twice)].join(', ')} twice.`);
  process.exit(1);
}

// React Router names only its development files in its package exports; the build reads its
// production files instead (vite/reactRouterProduction.ts), without the warnings' code.
const developmentRouter = files
  .filter((file) => file.endsWith('.js') && existsSync(join(dist, `${file}.map`)))
  .filter((file) =>
    /** @type {{ sources: string[] }} */ (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))).sources.some(
      (source) => /react-router[\\/]dist[\\/]development[\\/]/.test(source),
    ),
  );
if (developmentRouter.length > 0) {
  console.error(`${developmentRouter.join(', ')} carry React Router's development build.`);
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
