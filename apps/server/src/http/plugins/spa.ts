import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SpaOptions {
  /** The built SPA (apps/web/dist); absent in API-only runs. */
  webDist?: string | undefined;
  /** The translation files (root locales/). */
  localesDir?: string | undefined;
}

const API_PREFIXES = ['/api/', '/docs', '/locales/'];

/** Paths that fall back to the SPA's index.html: page navigations, not API calls or missing assets. */
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // A missing file with an extension (a stale /assets/x.js) is a 404, not HTML.
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
  return true;
}

/** The web app's fallback language (apps/web src/lib/i18nConfig.ts). */
const FALLBACK_LANGUAGE = 'en';

/**
 * A Link header per language of the locales folder: preload every namespace,
 * which the app loads before its first render (apps/web src/lib/i18n.ts).
 */
function translationLinks(localesDir: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const language of readdirSync(localesDir)) {
    const dir = join(localesDir, language);
    if (!statSync(dir).isDirectory()) continue;
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    if (files.length === 0) continue;
    links.set(
      language,
      files
        .sort()
        .map((name) => `</locales/${language}/${name}>; rel=preload; as=fetch; crossorigin`)
        .join(', '),
    );
  }
  return links;
}

/** The first language of an Accept-Language header (by weight) that has translations, by its base code (fr-CA is fr). */
export function pickLanguage(header: string | undefined, available: ReadonlySet<string>): string | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.base && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const found = ranked.find((entry) => available.has(entry.base))?.base;
  return found ?? (available.has(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : undefined);
}

/** Serves the SPA with a history fallback, and /locales; everything else unknown answers 404 {detail}. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;
  if (options.localesDir && existsSync(options.localesDir)) {
    await app.register(fastifyStatic, {
      root: options.localesDir,
      prefix: '/locales/',
      decorateReply: !webDist,
      index: false,
    });
  }
  if (webDist && options.localesDir && existsSync(options.localesDir)) {
    // The page's first render waits for its translations: named with the page, they load beside
    // its code instead of after it. The browser's languages stand for the app's own detection
    // (a choice saved in the browser can differ; then these go unused).
    const links = translationLinks(options.localesDir);
    const available = new Set(links.keys());
    app.addHook('onSend', async (request, reply) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      if (request.url.startsWith('/api/') || request.url.startsWith('/docs')) return;
      const language = pickLanguage(request.headers['accept-language'], available);
      if (!language) return;
      reply.header('link', links.get(language));
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    });
  }
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: 'index.html',
      // apps/web's build writes .br and .gz next to each text asset: send those to clients that accept them.
      preCompressed: true,
      setHeaders(response, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        if (path.includes(`${join('assets', '')}`))
          response.header('cache-control', 'public, max-age=31536000, immutable');
        else response.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (webDist && wantsSpa(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
}
