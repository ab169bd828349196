import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routeModuleFiles, screens } from '../src/app/screens.ts';
import { EARLY_REQUESTS_GLOBAL } from '../src/lib/earlyRequests.ts';
import { LANGUAGE_STORAGE_KEY, fallbackLanguage, languages, namespaces } from '../src/lib/i18nConfig.ts';
import { routePatterns } from '../src/lib/paths.ts';
// Constants alone (these files import nothing at run time); the packages' entries would pull in React.
import { DEV_PORTS, LOCAL_HOSTS } from '../../../packages/api/src/client/baseUrl.ts';
import { TOKEN_STORAGE_KEY } from '../../../packages/api/src/session/store.ts';
import { type BootConfig, type BootScreen, boot } from './bootScript.ts';

export interface BootPreloadsOptions {
  /** The app's source folder; screens.ts names files under it. */
  srcDir: string;
  /** Modules a stored session needs at once (the API client, for the profile call). */
  signedInModules: string[];
  /** Font files every screen's text needs, by the start of their emitted name. */
  fonts: string[];
}

/** A react-router pattern as a regular expression over the pathname, its parameters as named groups. */
export function patternToRegExp(pattern: string): string {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace(/\/$/, '');
  return `^${body}/?$`;
}

/** The chunk file, its static imports and the style sheets of all of them: what importing the module fetches. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * Writes the boot script (bootScript.ts) into the built index.html with what
 * the build knows: each screen's files, its API reads, the languages. Also
 * preloads the fonts every screen's text needs. The server allows the script
 * by its hash (apps/server: inline scripts of index.html).
 */
export function bootPreloads(options: BootPreloadsOptions): Plugin {
  let base = '/';
  let apiUrlConfigured = false;
  return {
    name: 'spyglass-boot-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      apiUrlConfigured = Boolean(String(config.env.VITE_API_URL ?? '').trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const byModule = (file: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(file));
          if (!chunk) throw new Error(`bootPreloads: ${file} is in no chunk of the build; was it moved or renamed?`);
          return chunk;
        };
        // What index.html loads already.
        const initial = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry, initial);

        const files: string[] = [];
        const indexOf = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const needs = (modulePaths: string[]) => {
          const wanted = new Set<string>();
          for (const path of modulePaths) closure(bundle, byModule(path), wanted);
          return [...wanted].filter((file) => !initial.has(file)).map(indexOf);
        };

        // Static patterns first, as the router ranks them.
        const ordered = [...screens].sort((a, b) => a.pattern.split(':').length - b.pattern.split(':').length);
        const bootScreens: BootScreen[] = ordered.map((screen) => ({
          pattern: patternToRegExp(screen.pattern),
          signedIn: screen.access === 'signedIn',
          files: needs(screen.modules.map((name) => resolve(options.srcDir, routeModuleFiles[name]))),
          data: [...screen.data],
        }));
        const config: BootConfig = {
          base,
          files,
          screens: bootScreens,
          home: ordered.findIndex((screen) => screen.pattern === routePatterns.home),
          login: ordered.findIndex((screen) => screen.pattern === routePatterns.login),
          signedInFiles: needs(options.signedInModules),
          tokenKey: TOKEN_STORAGE_KEY,
          languageKey: LANGUAGE_STORAGE_KEY,
          languages: [...languages],
          fallbackLanguage,
          namespaces: [...namespaces],
          localHosts: [...LOCAL_HOSTS],
          devPorts: [...DEV_PORTS],
          apiUrlConfigured,
          earlyRequestsGlobal: EARLY_REQUESTS_GLOBAL,
        };
        if (config.home < 0 || config.login < 0)
          throw new Error('bootPreloads: screens.ts lists no home or no login screen');
        const source = boot.toString();
        // The function travels as text: a bundler helper it leaned on would not be there in the page.
        if (/\b__\w+\(/.test(source))
          throw new Error('bootPreloads: the boot script calls a bundler helper; keep it self-contained');

        // Text is painted again when its font arrives; asked for with the code, it is there for the first paint.
        const fontLinks = options.fonts.map((name) => {
          const font = Object.keys(bundle).find(
            (file) => file.startsWith(`assets/${name}-`) && file.endsWith('.woff2'),
          );
          if (!font) throw new Error(`bootPreloads: no font file ${name} in the build`);
          return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font}">`;
        });
        const script = `<script>(${source})(${JSON.stringify(config)}, window);</script>`;
        // Before the style sheets: an inline script placed after them would wait for them to load.
        const at = html.search(/<(script|link)\b/);
        if (at < 0) throw new Error('bootPreloads: index.html has no script or link tag to go before');
        return `${html.slice(0, at)}${[script, ...fontLinks].join('\n    ')}\n    ${html.slice(at)}`;
      },
    },
  };
}
