import { createReadStream, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Connect, type Plugin, defineConfig } from 'vite';
import { codeSplittingGroups } from './vite/codeSplitting.ts';
import { reactRouterProduction } from './vite/reactRouterProduction.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The one translations folder of the repository (DESIGN "Shape"). */
export const localesDir = resolve(here, '../../locales');

/** Answers GET /locales/{lng}/{ns}.json from the root locales folder. */
function localesMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url?.split('?')[0] ?? '';
    if (!url.startsWith('/locales/') || !url.endsWith('.json')) return next();
    const file = normalize(join(localesDir, decodeURIComponent(url.slice('/locales/'.length))));
    // Never serve anything outside the folder; a missing translation is a 404, not the app's HTML.
    if (!file.startsWith(localesDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(file).pipe(res);
  };
}

/**
 * Serves /locales in `vite` and `vite preview`, and copies the files into the
 * build so the static site is complete on any host.
 */
function locales(): Plugin {
  return {
    name: 'spyglass-locales',
    configureServer(server) {
      server.middlewares.use(localesMiddleware());
      server.watcher.add(localesDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(localesMiddleware());
    },
    generateBundle() {
      for (const lng of readdirSync(localesDir)) {
        const dir = join(localesDir, lng);
        if (!statSync(dir).isDirectory()) continue;
        for (const ns of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
          this.emitFile({ type: 'asset', fileName: `locales/${lng}/${ns}`, source: readFileSync(join(dir, ns)) });
        }
      }
    },
  };
}

/**
 * Adds src/boot.ts to the page as a script of its own, ahead of the app's:
 * index.html's module scripts would all be bundled into the one entry.
 */
function earlyScript(entry: string): Plugin {
  let base = '/';
  return {
    name: 'spyglass-early-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === entry,
        );
        if (!chunk) throw new Error(`earlyScript: ${entry} is no entry of the build`);
        const src = `${base}${chunk.fileName}`;
        // The file also holds Vite's preload helper, which the app's script imports
        // (vite/codeSplitting.ts), so Vite names it as a module to preload too: a second,
        // high-priority request for what the script tag below asks for already.
        const page = html.replace(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href) =>
          href === src ? '' : link,
        );
        // Before the app's script: module scripts run in the order of the page.
        const at = page.indexOf('<script type="module"');
        if (at < 0) throw new Error('earlyScript: index.html has no module script to go before');
        const tag = `<script type="module" crossorigin src="${src}"></script>\n    `;
        return `${page.slice(0, at)}${tag}${page.slice(at)}`;
      },
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already, source maps are not sent to users. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes .br (brotli, quality 11) and .gz (gzip, level 9) next to each text file in
 * assets/ and next to index.html, once at build time, so the server sends them
 * compressed (its @fastify/static `preCompressed`) without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'spyglass-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assetsDir = join(outDir, 'assets');
      const files = [join(outDir, 'index.html')];
      if (existsSync(assetsDir)) files.push(...readdirSync(assetsDir).map((name) => join(assetsDir, name)));
      for (const file of files) {
        if (!COMPRESSIBLE.has(extname(file)) || !existsSync(file)) continue;
        const stats = statSync(file);
        if (!stats.isFile() || stats.size <= MIN_COMPRESS_BYTES) continue;
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

const src = resolve(here, 'src');
// Vite's dev server proxies nothing: the app calls the API on http://localhost:8000
// directly (DESIGN "The app"), and the server allows this origin.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactRouterProduction(),
    locales(),
    earlyScript(resolve(here, 'src/boot.ts')),
    precompress(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the app's first file (about 0.3 KB compressed on /login's budget):
    // every current browser preloads modules itself; an older one (Safari 16, Firefox 114) still
    // loads each file, when it is imported rather than ahead of it.
    modulePreload: { polyfill: false },
    // One style sheet for the whole app (about 6 KB compressed) instead of one per chunk: a
    // first visit then needs dozens fewer requests, which slow connections pay for most.
    cssCodeSplit: false,
    sourcemap: true,
    // Which files each module landed in: the size report reads what /login loads from it.
    manifest: true,
    // The report script prints the real figure for /login; this only silences the generic warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: { index: resolve(here, 'index.html'), boot: resolve(here, 'src/boot.ts') },
      output: {
        codeSplitting: { groups: codeSplittingGroups(src) },
      },
    },
  },
});
